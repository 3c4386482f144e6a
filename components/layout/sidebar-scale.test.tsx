import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDocPages, getFolderMetas } from '@/lib/content/docs';
import { buildNavTree, type NavInputPage, sidebarFor } from '@/lib/content/nav';
import { docHref } from '@/lib/paths';
import { copiesFor, copyName } from '@/scripts/lib/grow-content';
import { SidebarNav } from './sidebar-nav';

/** The docs tree grown ×`scale` the way the scale bench grows the files (scripts/lib/grow-content.ts). */
function grownTree(scale: number) {
  const pages = getDocPages('docs');
  const inputs: NavInputPage[] = [];
  const metas = { ...getFolderMetas('docs') };
  for (const copy of [0, ...copiesFor(scale)]) {
    const prefix = copy === 0 ? [] : [copyName(copy)];
    if (copy) metas[copyName(copy)] = { label: `Copy ${copy}`, order: 1000 + copy };
    for (const page of pages) {
      const slug = [...prefix, ...page.slug];
      inputs.push({
        id: slug.join('/') || 'index',
        slug,
        href: docHref('docs', slug),
        label: page.frontmatter.sidebarLabel ?? page.frontmatter.title,
        order: page.frontmatter.order,
        unlisted: page.frontmatter.unlisted,
      });
    }
  }
  return buildNavTree(inputs, metas);
}

/** What one page carries of the navigation: its sidebar's props (the payload) and markup. */
function pageSidebar(scale: number, href: string) {
  const nodes = sidebarFor(grownTree(scale), href);
  const markup = renderToStaticMarkup(<SidebarNav nodes={nodes} section="docs" label="Docs sidebar" />);
  return { payload: JSON.stringify(nodes), markup };
}

describe("a page's navigation does not grow with the site", () => {
  const href = '/docs/Explore/SOQL/';
  const x1 = pageSidebar(1, href);
  const x10 = pageSidebar(10, href);

  it('shows the current page and its branch, and only the top level of the rest', () => {
    expect(x1.payload).toContain('/docs/Explore/SOSL/');
    expect(x1.markup).toContain('>SOSL</a>');
    expect(x10.markup).toContain('>SOSL</a>');
    expect(x10.markup).not.toContain('/docs/Configure/Industries/Flexcard');
    expect(x10.payload).not.toContain('/docs/Configure/Industries/Flexcard/');
    for (const copy of copiesFor(10)) {
      expect(x10.payload).not.toContain(`/docs/${copyName(copy)}/Explore/SOQL/`);
      expect(x10.markup).toContain(`Copy ${copy}`);
    }
  });

  it('grows by one collapsed entry per new top-level category, not by the pages under it', () => {
    // A collapsed entry is about 450 bytes of markup; each copy holds 28 pages of about 100 bytes each.
    const perEntry = 600;
    expect(x10.payload.length - x1.payload.length).toBeLessThan(9 * perEntry);
    expect(x10.markup.length - x1.markup.length).toBeLessThan(9 * perEntry);
  });
});

describe('a collapsed category before the page is interactive', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is a plain link to its first page, under the base path when the site has one', () => {
    const entry = (markup: string) => markup.match(/<a class="sidebar__toggle" href="([^"]*)"><span[^>]*>Copy 3</)?.[1];
    expect(entry(pageSidebar(4, '/docs/intro/').markup)).toBe('/docs/copy-3/intro/');
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/documentation');
    expect(entry(pageSidebar(4, '/docs/intro/').markup)).toBe('/documentation/docs/copy-3/intro/');
  });
});
