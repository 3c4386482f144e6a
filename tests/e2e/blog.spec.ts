import { expect, test } from './fixtures';

/** The blog: index, posts, archive, authors, tags and feeds. */

test.describe('blog', () => {
  test('index lists posts newest first with pagination', async ({ page }) => {
    await page.goto('/blog/');
    const titles = page.locator('.post-card__title');
    await expect(titles.first()).toContainText('6.0.0');
    await page.getByRole('link', { name: /Older posts/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(page.locator('.post-card__title').last()).toContainText('0.1.0');
  });

  test('a post shows date, authors, reading time, tags and neighbours', async ({ page }) => {
    await page.goto('/blog/release40/');
    await expect(page.locator('time').first()).toHaveAttribute('datetime', /^2024-/);
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nicolas Despres' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Florian Lebrun' }).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Chrome Extension' }),
    ).toBeVisible();
    // Posts say which way in time each neighbour goes.
    const pager = page.getByRole('navigation', { name: 'Blog posts' });
    await expect(pager.getByRole('link', { name: /^Newer post.*5\.0\.0/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /^Older post.*3\.0\.0/ })).toBeVisible();
  });

  test('archive groups posts by year', async ({ page }) => {
    await page.goto('/blog/archive/');
    for (const year of ['2023', '2024', '2025']) {
      await expect(page.getByRole('heading', { level: 2, name: year })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: '2023' }).getByRole('listitem')).toHaveCount(3);
  });

  test('authors and tags pages', async ({ page }) => {
    await page.goto('/blog/authors/');
    await expect(page.getByRole('heading', { level: 2, name: 'Nicolas Despres' })).toBeVisible();
    await expect(page.getByText('Senior Program Architect at Salesforce')).toBeVisible();
    await page.goto('/blog/tags/');
    await expect(page.getByRole('link', { name: /Salesforce \(7\)/ })).toBeVisible();
    await page.getByRole('link', { name: /GraphQL \(2\)/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 posts tagged “GraphQL”');
  });

  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    test(`${feed} is valid XML listing every post`, async ({ page, request }) => {
      const response = await request.get(feed);
      expect(response.ok()).toBe(true);
      const xml = await response.text();
      await page.goto('/');
      const result = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          items: doc.getElementsByTagName('item').length + doc.getElementsByTagName('entry').length,
        };
      }, xml);
      expect(result.error).toBe(false);
      expect(result.items).toBe(7);
    });
  }
});
