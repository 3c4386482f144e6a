import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test fails when the page logs a console error or throws. Tests that expect an error
 * (a deliberately failed load) set `allowedConsoleErrors` to a pattern matching what they allow.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
  // The load event means Next's scripts have run, not that React has finished hydrating (it may
  // yield first): page.goto() also waits for hydration, unless a test asks for an earlier state
  // with waitUntil 'domcontentloaded' or 'commit'.
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
 * Waits until React has hydrated the page, read from what the page shows rather than from React
 * internals or from how its scripts are loaded: the navbar's colour-mode switch gets its full label
 * and `data-color-mode` only once it runs in the browser, in the same hydration pass as every
 * other widget. A page without the switch (the service worker's offline page, a redirect stub)
 * has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      // Before hydration the switch has its generic label and no data-color-mode.
      document.querySelector('button[aria-label="Switch between dark and light mode"]:not([data-color-mode])') === null,
  );
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

/**
 * Switches the page to dark mode the way the colour-mode toggle does (its storage and the
 * attribute), a CSS-only change: one load checks both modes.
 */
export async function switchToDarkMode(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.style.colorScheme = 'dark';
  });
}
