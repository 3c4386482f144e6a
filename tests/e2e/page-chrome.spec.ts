import { expect, test } from './fixtures';

/** What every page has: colour mode, the announcement bar, the skip link and landmarks. */

test.describe('colour mode', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('defaults to light, toggles to dark and persists across reloads', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/docs/intro/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    if (!(await toggle.isVisible())) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('button', { name: /currently light mode/ })
      .locator('visible=true')
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows a change made in another tab', async ({ page, context }) => {
    await page.goto('/blog/');
    const other = await context.newPage();
    await other.goto('/docs/intro/');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: /currently light mode/ }).locator('visible=true');
    if ((await toggle.count()) === 0) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('button', { name: /currently light mode/ })
      .locator('visible=true')
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the first paint already has the stored theme (no flash)', async ({ page }) => {
    test.info().annotations.push({
      type: 'note',
      description: 'scripts are blocked, so only the inline theme script can set the theme',
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed from the keyboard, keeps focus in the page and stays dismissed', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    // Focus moves on to the navbar, where the next Tab would have gone, not back to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('sfx-announcement-id', 'an-older-announcement');
      localStorage.setItem('sfx-announcement-dismissed', 'true');
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });
});

test.describe('accessibility basics', () => {
  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('landmarks exist, and the page states its language and direction', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});
