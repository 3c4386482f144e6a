import { expect, sitePath, test } from './fixtures';

/** When part of the site fails to load: a lazily loaded part, the styles (a wrong base URL). */

test.describe('loading and failure', () => {
  test.use({
    allowedConsoleErrors:
      /Could not load the SOQL to GraphQL converter|Failed to load resource|ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module/,
    // Requests the service worker answers would bypass page.route().
    serviceWorkers: 'block',
  });

  test('a lazily loaded part that fails shows "Page Error" and Retry loads it', async ({ page }) => {
    let block = true;
    await page.route('**/_next/static/chunks/**', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        // The converter panel's chunk: the only one with the copy button's failure text.
        if (block && body.includes('Copy failed')) return await route.abort();
        await route.fulfill({ response, body });
      } catch {
        // The test ended while this request was in flight.
      }
    });
    await page.goto('/graphQL/');
    const box = page.getByRole('alert').filter({ hasText: 'Page Error' });
    await expect(box).toBeVisible();
    block = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('textbox', { name: 'SOQL query' })).toBeEditable();
  });
});

test.describe('base URL check', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('when styles cannot be found a banner suggests the right base URL', async ({ page }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(page.locator('#base-url-issue-suggestion')).toHaveText(sitePath('/'));
  });

  test('is hidden when the site loads normally', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('#base-url-issue-banner')).toBeHidden();
  });
});
