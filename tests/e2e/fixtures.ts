import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test fails when the page logs a console error or throws. Tests that expect an error
 * (a deliberately failed load) set `allowedConsoleErrors` to a pattern matching what they allow.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
  // Pages load their scripts after the first paint (scripts/lib/paint-first.ts), so the load
  // event no longer means the page is interactive: page.goto() also waits for hydration, unless
  // a test asks for an earlier state with waitUntil 'domcontentloaded' or 'commit'.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const until = options?.waitUntil ?? 'load';
      if (until === 'load' || until === 'networkidle') await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors?.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors?.test(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's scripts have loaded and React has attached to it: no startup script is
 * still a placeholder, and the navbar's search box (or, without one, a header button) has React's
 * props on it. A page without the paint-first loader (the service worker's offline page, a
 * redirect stub) has no startup scripts to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[data-paint-first-loader]')) return true;
    if (document.querySelector('script[type="text/x-paint-first"]')) return false;
    const element = document.querySelector('input[role="combobox"]') ?? document.querySelector('header button');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Scrolls the window to a position and waits until it stays there. The scroll is re-applied while
 * polling because a page opened on a #hash may still be finishing its own scroll to the anchor.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      return page.evaluate(() => Math.round(window.scrollY));
    })
    .toBe(y);
}
