import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test fails when the page logs a console error or throws. Tests that expect an error
 * (a deliberately failed load) set `allowedConsoleErrors` to a pattern matching what they allow.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors?.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

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
