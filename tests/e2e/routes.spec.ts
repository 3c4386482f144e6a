import { expect, test } from './fixtures';
import { encodePath, ROUTES } from './routes';

test.describe('every public route', () => {
  for (const route of ROUTES) {
    test(`renders ${route} with its own h1 and title`, async ({ page }, testInfo) => {
      test.skip(
        testInfo.project.name === 'mobile' && !route.match(/^\/(docs\/intro|devops\/|blog\/release60|graphQL|$)/),
        'mobile covers a sample of routes',
      );
      const response = await page.goto(encodePath(route));
      expect(response?.status(), `status of ${route}`).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).not.toBeEmpty();
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      expect(title).toContain('SF Explorer');
      await expect(page.locator('main#main-content')).toBeVisible();
    });
  }
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
