import { expect, test } from './fixtures';
import { encodePath, ROUTES, sitemapPaths } from './routes';

test.describe('every public route', () => {
  // Rendering each page in the browser (one h1, a title, the main landmark, no console error, no
  // axe violation) is the sitemap sweep of a11y.spec.ts: here, each route as readers type it
  // (without its trailing slash, with spaces) answers with its page, and the sweep covers it.
  test('answers with its page as readers type it, and is in the sitemap the browser sweep walks', async ({
    request,
  }) => {
    const sitemap = new Set(sitemapPaths());
    const problems: string[] = [];
    for (const route of ROUTES) {
      const response = await request.get(encodePath(route));
      if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
      else if (!/<h1[\s>]/.test(await response.text())) problems.push(`${route}: no h1 in the page`);
      if (!sitemap.has(encodePath(route.endsWith('/') ? route : `${route}/`)))
        problems.push(`${route}: not in the sitemap`);
    }
    expect(problems).toEqual([]);
    expect(ROUTES.length).toBeGreaterThan(50);
  });
});

test.describe('not found', () => {
  // The browser logs the 404 status of the document itself.
  test.use({ allowedConsoleErrors: /the server responded with a status of 404/ });

  test('an unknown path gets the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/docs/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Getting started with SF Explorer' })).toBeVisible();
  });

  test('paths outside the route list are not pages', async ({ page }) => {
    for (const path of ['/nothing-here', '/docs/Explore/soql-typo/', '/blog/release99/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe('URL variants reach the same page', () => {
  const variants = [
    '/docs/intro',
    '/docs/intro/',
    '/docs/intro/index.html',
    '/docs/intro.html',
    '/docs/Configure/Industries/Insurance%20Product',
    '/docs/Configure/Industries/Insurance%20Product.html',
    '/docs/Configure/Industries/Insurance%20Product/index.html',
    '/devops/Sample%20Rules/ApexClass.html',
    '/blog/release60.html',
    '/blog.html',
  ];
  for (const variant of variants) {
    test(variant, async ({ page }) => {
      const response = await page.goto(variant);
      expect(response?.ok()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const path = new URL(page.url()).pathname;
      expect(path.endsWith('/') || path.endsWith('/index.html')).toBe(true);
    });
  }

  test('the .html alias keeps the hash', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL.html#check-your-understanding');
    await expect.poll(() => new URL(page.url()).hash).toBe('#check-your-understanding');
    await expect(page).toHaveURL(/\/docs\/Explore\/SOQL\/#check-your-understanding$/);
  });
});
