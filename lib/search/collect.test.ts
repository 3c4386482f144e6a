import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from './types';

/** A tiny content folder: a listed page in a folder, an unlisted page, a draft, and two posts. */
function writeFixture(root: string): void {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const doc = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: About ${title}.\norder: 1\n${extra}---\n\nBody of ${title}.\n\n## Details\n\nMore.\n`;
  write('docs/Explore/SOQL.mdx', doc('Explore data with SOQL', 'sidebar_label: SOQL\nkeywords: [soql]\n'));
  write('docs/Explore/_meta.json', '{ "label": "Explore", "order": 1 }');
  write('docs/Hidden.mdx', doc('Hidden page', 'unlisted: true\n'));
  write('docs/Draft.mdx', doc('Draft page', 'draft: true\n'));
  write('blog/authors.json', '{ "jo": { "name": "Jo", "title": "Dev", "url": "https://example.com" } }');
  write('blog/tags.json', '{ "graphql": { "label": "GraphQL", "description": "GraphQL posts" } }');
  const post = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: About ${title}.\norder: 1\ndate: 2024-01-01\nauthors: [jo]\ntags: [graphql]\n${extra}---\n\nPost body.\n`;
  write('blog/post.mdx', post('A post'));
  write('blog/secret.mdx', post('Secret post', 'unlisted: true\n'));
}

describe('collectSearchRecords', () => {
  let dir = '';
  let records: SearchRecord[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-search-'));
    writeFixture(dir);
    process.env.SFX_CONTENT_DIR = dir;
    // Imported after the variable is set: the loaders read it on first use and cache per process.
    const { collectSearchRecords } = await import('./collect');
    records = collectSearchRecords();
  });

  afterAll(() => {
    delete process.env.SFX_CONTENT_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('indexes listed pages and posts, with the section path from the breadcrumbs', () => {
    expect(records.map((r) => [r.url, r.subcategory])).toEqual([
      ['/docs/Explore/SOQL/', 'Explore › SOQL'],
      ['/docs/Explore/SOQL/#details', 'Explore › SOQL'],
      ['/blog/post/', 'Blog'],
    ]);
  });

  it('skips unlisted pages and drafts', () => {
    expect(records.some((r) => /Hidden|Draft|Secret/.test(r.pageTitle))).toBe(false);
  });

  it('searches keywords (docs), a page’s name in the sidebar and tag labels (blog) with the intro', () => {
    expect(records[0].keywords).toBe('soql');
    // `SOQL`: the sidebar's name for "Explore data with SOQL", by which readers ask for it.
    expect(records.map((r) => r.label)).toEqual(['SOQL', undefined, undefined]);
    expect(records[2].keywords).toBe('GraphQL');
    expect(records[0].text.startsWith('About Explore data with SOQL.')).toBe(true);
  });
});
