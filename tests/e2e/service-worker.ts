import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until the service worker runs and holds the current page and every static file it used. */
export async function waitUntilPageIsCached(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const assets = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.includes('/_next/static/'));
          const hits = await Promise.all([location.pathname, ...assets].map((url) => caches.match(url)));
          return hits.every(Boolean);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}
