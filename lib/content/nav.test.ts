import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, buildNavTree, firstLink, flattenNav, prevNextFor, type NavInputPage } from './nav';

function page(id: string, order: number, label = id.split('/').pop() ?? id, unlisted = false): NavInputPage {
  const slug = id === 'index' ? [] : id.split('/');
  return { id, slug, href: `/docs/${slug.join('/')}${slug.length ? '/' : ''}`, label, order, unlisted };
}

const pages = [
  page('intro', 1, 'Introduction'),
  page('Explore', 2, 'Explore'),
  page('Explore/SOQL', 1),
  page('Explore/SOSL', 2),
  page('Explore/GraphQL', 4, 'GraphQL'),
  page('Configure/Flow', 1, 'Flow'),
  page('Configure/Industries/FSC', 5),
  page('Configure/Industries/Omniscript', 1, 'OmniScript'),
  page('FAQ', 10),
  page('Secret', 2.5, 'Secret', true),
];
const metas = { Configure: { label: 'Configure', order: 3 }, 'Configure/Industries': { label: 'Industries', order: 2 } };

describe('buildNavTree', () => {
  const tree = buildNavTree(pages, metas);

  it('orders entries and turns folders with an index page into linked categories', () => {
    expect(tree.map((n) => n.label)).toEqual(['Introduction', 'Explore', 'Secret', 'Configure', 'FAQ']);
    const explore = tree[1];
    expect(explore).toMatchObject({ type: 'category', href: '/docs/Explore/' });
    expect(explore.type === 'category' && explore.items.map((n) => n.label)).toEqual(['SOQL', 'SOSL', 'GraphQL']);
  });

  it('uses _meta.json for folders without an index page', () => {
    const configure = tree[3];
    expect(configure).toMatchObject({ type: 'category', label: 'Configure', href: null });
    expect(configure.type === 'category' && configure.items.map((n) => n.label)).toEqual(['Flow', 'Industries']);
  });

  it('fails naming a category that has nothing to link to', () => {
    expect(() => buildNavTree(pages, { ...metas, Develop: { label: 'Develop', order: 4 } })).toThrow(
      /Sidebar category "Develop" \(folder "Develop"\) has nothing to link to/,
    );
  });

  it('flattens in reading order without unlisted pages', () => {
    expect(flattenNav(tree).map((l) => l.label)).toEqual([
      'Introduction',
      'Explore',
      'SOQL',
      'SOSL',
      'GraphQL',
      'Flow',
      'OmniScript',
      'FSC',
      'FAQ',
    ]);
    expect(firstLink(tree)?.href).toBe('/docs/intro/');
  });

  it('gives breadcrumbs and previous/next links', () => {
    expect(breadcrumbsFor(tree, '/docs/Configure/Industries/FSC/')).toEqual([
      { label: 'Configure', href: null },
      { label: 'Industries', href: null },
      { label: 'FSC', href: '/docs/Configure/Industries/FSC/' },
    ]);
    expect(prevNextFor(tree, '/docs/Explore/')).toEqual({
      previous: { label: 'Introduction', href: '/docs/intro/' },
      next: { label: 'SOQL', href: '/docs/Explore/SOQL/' },
    });
    expect(prevNextFor(tree, '/docs/FAQ/').next).toBeNull();
    expect(prevNextFor(tree, '/docs/Secret/')).toEqual({ previous: null, next: null });
  });
});
