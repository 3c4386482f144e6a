import { describe, expect, it } from 'vitest';
import {
  authorsFileSchema,
  homeSchema,
  parseBlogFrontmatter,
  parseDocFrontmatter,
  parseFolderMeta,
  parseWith,
  tagsFileSchema,
} from './schema';

describe('frontmatter schemas', () => {
  const good = { title: 'SOQL', description: 'Query data.', order: 1 };

  it('accepts a valid docs page and fills defaults', () => {
    expect(parseDocFrontmatter(good, 'content/docs/x.mdx')).toMatchObject({ title: 'SOQL', draft: false, unlisted: false, keywords: [] });
  });

  it.each([
    [{ description: 'd', order: 1 }, 'title', 'is missing'],
    [{ ...good, title: '' }, 'title', 'must be a non-empty string'],
    [{ ...good, order: 'first' }, 'order', 'must be a number'],
    [{ ...good, draft: 'yes' }, 'draft', 'must be true or false'],
    [{ ...good, colour: 'red' }, 'colour', 'is not a known field'],
    [{ ...good, keywords: 'soql' }, 'keywords', 'must be a non-empty list'],
  ])('names the file and the field (%#)', (data, field, detail) => {
    expect(() => parseDocFrontmatter(data, 'content/docs/Explore/SOQL.mdx')).toThrow(
      new RegExp(`Invalid frontmatter in content/docs/Explore/SOQL\\.mdx: field "${field}" ${detail}`),
    );
  });

  it('reads app_path as a list of menu labels and rejects a pasted path or an empty label', () => {
    expect(parseDocFrontmatter({ ...good, app_path: ['Industries', 'DataRaptors'] }, 'x.mdx').appPath).toEqual(['Industries', 'DataRaptors']);
    expect(parseDocFrontmatter(good, 'x.mdx').appPath).toBeUndefined();
    expect(() => parseDocFrontmatter({ ...good, app_path: 'Code › GraphQL' }, 'content/docs/x.mdx')).toThrow(
      /field "app_path" must be a list of menu labels, such as \[Code, GraphQL\]/,
    );
    expect(() => parseDocFrontmatter({ ...good, app_path: ['Code › GraphQL'] }, 'content/docs/x.mdx')).toThrow(/field "app_path\.0" must list each menu label on its own/);
    expect(() => parseDocFrontmatter({ ...good, app_path: [] }, 'content/docs/x.mdx')).toThrow(/field "app_path" must name at least one menu label/);
  });

  it('reads blog dates written as YAML dates or strings and rejects bad ones', () => {
    const post = { title: 'R', description: 'd', order: 1, authors: ['ndespres'], tags: ['salesforce'] };
    expect(parseBlogFrontmatter({ ...post, date: new Date('2023-07-04T00:00:00Z') }, 'b.mdx').date).toBe('2023-07-04');
    expect(parseBlogFrontmatter({ ...post, date: '2024-03-01' }, 'b.mdx').date).toBe('2024-03-01');
    expect(() => parseBlogFrontmatter({ ...post, date: 'March 2024' }, 'content/blog/b.mdx')).toThrow(/content\/blog\/b\.mdx: field "date"/);
    expect(() => parseBlogFrontmatter({ ...post, date: '2024-03-01', version: 6 }, 'b.mdx')).toThrow(/field "version"/);
  });
});

describe('data file schemas', () => {
  it('names the file, the entry and the field of a bad author', () => {
    expect(() => parseWith(authorsFileSchema, { ndespres: { name: 'N', url: 'https://x' } }, 'content/blog/authors.json')).toThrow(
      'Invalid data in content/blog/authors.json: field "ndespres.title" is missing.',
    );
  });

  it('lists the known fields when a tag has an unknown one', () => {
    expect(() => parseWith(tagsFileSchema, { soql: { label: 'SOQL', description: 'd', colour: 'red' } }, 'tags.json')).toThrow(
      'field "soql.colour" is not a known field (known fields: label, description).',
    );
  });

  it('rejects a home feature without a version like 1.0.0', () => {
    const home = {
      hero: { pitch: 'p' },
      promises: [],
      features: [{ title: 'SOQL', since: 'v1', text: 't', links: [] }],
      videos: [],
    };
    expect(() => parseWith(homeSchema, home, 'content/home.json')).toThrow(
      'Invalid data in content/home.json: field "features.0.since" must be a version like 1.0.0.',
    );
    expect(parseWith(homeSchema, { ...home, features: [{ ...home.features[0], since: '1.0.0' }] }, 'h.json').features[0].since).toBe('1.0.0');
  });

  it('rejects an unknown field in a folder _meta.json', () => {
    expect(() => parseFolderMeta({ label: 'Explore', order: 1, icon: 'x' }, 'content/docs/Explore/_meta.json')).toThrow(
      'field "icon" is not a known field (known fields: label, order).',
    );
  });
});
