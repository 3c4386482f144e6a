import { expect, sitePath, test } from './fixtures';

/** The site as search engines and link previews see it. */

test.describe('search engines and sharing', () => {
  test('pages carry title, description, canonical and sharing tags; the card is served as a PNG', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/Explore/SOQL/');
    await expect(page).toHaveTitle(/SOQL.*\| SF Explorer/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/Explore\/SOQL\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SOQL/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The card's URL is absolute on the configured site; the test server serves the same path.
    const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(card.pathname).toBe(sitePath('/og/docs/Explore/SOQL.png'));
    // The fixtures' request puts the base path in front of a site path.
    const response = await request.get('/og/docs/Explore/SOQL.png');
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('robots.txt points at the sitemap, which lists the docs', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/docs/Explore/SOQL/');
    expect(sitemap).toContain('/devops/Sample%20Rules/Flow/');
  });
});
