import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Editors preview the site with `next dev`: an edit to any content file (MDX, `_meta.json`,
 * authors, tags) shows on the next reload. Runs against a copy of the content
 * (scripts/test-dev-e2e.sh), which it edits.
 */
const dir = process.env.SFX_CONTENT_DIR;

function edit(file: string, change: (text: string) => string): void {
  const full = path.join(dir!, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the edit changes ${file}`).not.toBe(before);
  fs.writeFileSync(full, after);
}

test.beforeAll(() => {
  expect(dir, 'SFX_CONTENT_DIR names the copy of the content (run scripts/test-dev-e2e.sh)').toBeTruthy();
});

test('an edit to a docs page shows on the next reload', async ({ page }) => {
  await page.goto('/docs/intro/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = `Edited title ${Date.now()}`;
  edit('docs/intro.mdx', (text) =>
    text.replace(/^title: .*$/m, `title: ${title}`).replace(/\n## /, '\n\nAn edited paragraph.\n\n## '),
  );
  await page.reload();
  await expect(heading).toHaveText(title);
  await expect(page.getByText('An edited paragraph.')).toBeVisible();
});

test('an edit to a folder _meta.json shows in the sidebar on the next reload', async ({ page }) => {
  await page.goto('/docs/intro/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('button', { name: 'Configure', exact: true })).toBeVisible();
  edit('docs/Configure/_meta.json', (text) => text.replace(/"label":\s*"[^"]*"/, '"label": "Set up"'));
  await page.reload();
  await expect(sidebar.getByRole('button', { name: 'Set up', exact: true })).toBeVisible();
});

test('an edit to the blog authors and tags shows on the next reload', async ({ page }) => {
  await page.goto('/blog/tags/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tags = JSON.parse(fs.readFileSync(path.join(dir!, 'blog/tags.json'), 'utf8')) as Record<
    string,
    { label: string }
  >;
  const [tagId] = Object.keys(tags);
  edit('blog/tags.json', (text) => {
    const data = JSON.parse(text) as Record<string, { label: string }>;
    data[tagId].label = 'Renamed tag';
    return JSON.stringify(data, null, 2);
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /Renamed tag/ }).first()).toBeVisible();

  await page.goto('/blog/authors/');
  const authors = JSON.parse(fs.readFileSync(path.join(dir!, 'blog/authors.json'), 'utf8')) as Record<
    string,
    { name: string }
  >;
  const [authorId] = Object.keys(authors);
  await expect(page.getByText(authors[authorId].name).first()).toBeVisible();
  edit('blog/authors.json', (text) => {
    const data = JSON.parse(text) as Record<string, { name: string }>;
    data[authorId].name = 'Renamed Author';
    return JSON.stringify(data, null, 2);
  });
  await page.reload();
  await expect(page.getByText('Renamed Author').first()).toBeVisible();
});

test('an edit to a blog post shows on the next reload', async ({ page }) => {
  const post = fs
    .readdirSync(path.join(dir!, 'blog'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0]!;
  await page.goto(`/blog/${post.replace(/\.mdx$/, '')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  edit(`blog/${post}`, (text) => text.replace(/^title: .*$/m, 'title: An edited post title'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An edited post title');
});
