import { expect, holdPageData, scrollTo, sitePath, test } from './fixtures';

/** The navbar, the phone's drawer, and what a client navigation shows and moves. */

test.describe('navbar', () => {
  test('links to the site root, the intro doc, DevOps Center and the blog', async ({ page }) => {
    await page.goto('/blog/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'SF Explorer', exact: true }).first()).toHaveAttribute(
      'href',
      sitePath('/'),
    );
    await expect(nav.getByRole('link', { name: 'SF Explorer', exact: true }).nth(1)).toHaveAttribute(
      'href',
      sitePath('/docs/intro/'),
    );
    await expect(nav.getByRole('link', { name: 'DevOps Center' })).toHaveAttribute('href', sitePath('/devops/'));
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', sitePath('/blog/'));
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', /page|true/);
  });

  test('hides when scrolling down and comes back when scrolling up', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    const header = page.locator('header.navbar');
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 400);
    await scrollTo(page, 1400);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 1000);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
  });

  test('stays visible while the URL has a hash anchor', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    const firstSection = await page.locator('article .markdown h2').first().getAttribute('id');
    await page.goto(`/docs/Explore/SOQL/#${firstSection}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = page.locator('header.navbar');
    await scrollTo(page, 300);
    await scrollTo(page, 1500);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
  });
});

test.describe('mobile drawer', { tag: '@phone-only' }, () => {
  test('opens on the docs sidebar, goes back to the main menu, and closes on Escape', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(
      drawer.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'SOQL', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer.getByRole('link', { name: 'DevOps Center' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeFocused();
  });

  test('traps focus inside while open', async ({ page }) => {
    await page.goto('/blog/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('closes when the window becomes desktop-wide', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(drawer).toBeHidden();
  });

  test('closes on navigation and on back navigation', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.getByRole('link', { name: 'Architecture' }).click();
    await expect(page).toHaveURL(/\/docs\/Architecture\/$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('mobile drawer on blog pages and at the breakpoint', { tag: '@phone-only' }, () => {
  test('on blog pages the drawer holds the blog sidebar: recent posts, archive, tags, authors and feeds', async ({
    page,
  }) => {
    await page.goto('/blog/release40/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    const menu = drawer.getByRole('navigation', { name: 'Blog sidebar' });
    await expect(menu.getByText('Recent posts')).toBeVisible();
    await expect(menu.getByRole('link', { name: /6\.0\.0/ }).first()).toBeVisible();
    for (const name of ['Archive', 'Tags', 'Authors', 'RSS feed', 'Atom feed']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer.getByRole('link', { name: 'DevOps Center' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Section menu →' }).click();
    await menu.getByRole('link', { name: 'Archive', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/archive\/$/);
    await expect(drawer).toBeHidden();
  });

  test('stays open at exactly 996 px, where the narrow layout still shows, and closes past it', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/docs/intro/');
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 996, height: 800 });
    // Two frames: media query changes are delivered before the next frame's callbacks.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeHidden();
  });
});

test.describe('navigation feedback and motion', () => {
  test('a slow client navigation shows the top progress bar, then hides it', async ({ page }) => {
    const release = await holdPageData(page, /\/docs\/Architecture\//);
    await page.goto('/docs/intro/');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Architecture' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page).toHaveURL(/\/docs\/Architecture\/$/);
    await expect(page.locator('.progress-bar')).toHaveAttribute('data-state', 'idle');
  });

  test('anchor scrolling, the navbar and the sidebar chevrons move, and stay still under reduced motion', async ({
    page,
  }) => {
    await page.goto('/docs/intro/');
    const motion = () =>
      page.evaluate(() => ({
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        navbar: getComputedStyle(document.querySelector('header')!).transitionDuration,
        chevron: getComputedStyle(document.querySelector('nav[aria-label="Docs sidebar"] svg')!).transitionDuration,
      }));
    expect(await motion()).toEqual({ scroll: 'smooth', navbar: '0.2s', chevron: '0.15s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual({ scroll: 'auto', navbar: '0s', chevron: '0s' });
  });
});
