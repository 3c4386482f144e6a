import fs from 'node:fs';
import path from 'node:path';
import { expect, holdPageData, test } from './fixtures';

/**
 * The defects of the second reader walkthrough (issue 31), each checked the way a reader meets it.
 */

const SITE_DIR = process.env.E2E_SITE_DIR || 'out';

test.describe('client navigation', () => {
  test('a search result chosen with the keyboard shows the progress bar while the page is slow to arrive', async ({
    page,
  }) => {
    const release = await holdPageData(page, /\/docs\/Roadmap\//);
    await page.goto('/docs/intro/');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: /Search/ }).locator('visible=true');
    await expect(box).toBeFocused();
    await box.pressSequentially('How the roadmap is kept');
    // The list of the whole query, not of a word typed before it (on a slow machine the list of
    // "how" can still be up when the last key is in, and Enter would open its FAQ result).
    await expect(page.getByRole('option').first()).toHaveAttribute('href', /\/docs\/Roadmap\//);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page).toHaveURL(/\/docs\/Roadmap\//);
    await expect(page.locator('.progress-bar')).toHaveAttribute('data-state', 'idle');
  });

  test(
    'a page reached by a link starts at the top, with the announcement bar whole and "On this page" under the title',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/docs/intro/');
      const pager = page.getByRole('navigation', { name: 'Docs pages' });
      await pager.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await pager.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(/\/docs\/Navigation\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Getting started with SF Explorer');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const bar = await page.getByRole('region', { name: 'Announcement' }).boundingBox();
      expect(bar?.y).toBe(0);
      if (testInfo.project.name === 'mobile') {
        const title = await page.getByRole('heading', { level: 1 }).boundingBox();
        const toc = await page.locator('details.toc--mobile').boundingBox();
        expect(toc!.y).toBeGreaterThan(title!.y + title!.height);
      }
    },
  );

  test('the table of contents marks the short section the reader jumped to', async ({ page }) => {
    await page.goto('/docs/FAQ/');
    const toc = page.locator('nav.toc--desktop');
    for (const name of ['Is it free?', 'How do I contact the team about privacy?']) {
      await toc.getByRole('link', { name }).click();
      await expect(toc.getByRole('link', { name })).toHaveAttribute('aria-current', 'location');
    }
  });
});

test.describe('a doubled slash in the address', () => {
  test.use({
    // The 404 answer of the host played below.
    allowedConsoleErrors: /the server responded with a status of 404/,
    // Requests the service worker answers would bypass page.route().
    serviceWorkers: 'block',
  });

  test('leads to the page, with the site around it, whether the host answers with the page or its 404', async ({
    page,
    baseURL,
  }) => {
    // `serve` redirects `//blog` to `/blog`; GitHub Pages-like hosts answer at the doubled address:
    // some with the page (slashes merged), some with their 404 page. Both are played here.
    await page.route(
      (url) => url.pathname.startsWith('//'),
      (route) => {
        const pathname = new URL(route.request().url()).pathname;
        const file = path.join(SITE_DIR, pathname.replace(/^\/+/, ''), 'index.html');
        return fs.existsSync(file) && pathname.endsWith('/')
          ? route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(file) })
          : route.fulfill({
              status: 404,
              contentType: 'text/html',
              body: fs.readFileSync(path.join(SITE_DIR, '404.html')),
            });
      },
    );
    for (const [typed, landed, title] of [
      ['//docs/intro/', '/docs/intro/', 'Getting started with SF Explorer'],
      ['//blog', '/blog/', 'Blog'],
    ]) {
      const origin = (baseURL ?? '').replace(/\/+$/, '');
      await page.goto(`${origin}${typed}`);
      await expect(page).toHaveURL(`${origin}${landed}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });
});

test.describe('without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('controls that need scripts are not shown, and the phone menu opens and reaches every section', async ({
    page,
  }, testInfo) => {
    // Nothing hydrates without JavaScript, so there is nothing to wait for past the document.
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    for (const control of [
      page.getByRole('button', { name: /Switch between dark and light mode/ }),
      page.getByRole('button', { name: 'Close announcement' }),
      page.getByRole('combobox', { name: /Search/ }),
      page.getByRole('button', { name: 'Open search' }),
      page.getByRole('button', { name: /Copy page/ }),
      page.getByRole('button', { name: /Play video/ }),
      page.getByRole('button', { name: /Check answer/ }),
      page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button'),
    ]) {
      await expect(control.locator('visible=true')).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'watch on YouTube' })).toBeVisible();
    await expect(page.getByText('Checking an answer needs JavaScript.').first()).toBeVisible();
    if (testInfo.project.name !== 'mobile') return;

    const menu = page.getByRole('banner').locator('details');
    await page.getByRole('link', { name: 'Section menu ↓' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar).toBeInViewport();
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.getByRole('link', { name: 'Section menu ↓' }).click();
    await expect(page.getByRole('navigation', { name: 'Blog sidebar' }).getByText('Recent posts')).toBeInViewport();
  });
});

test.describe('a mistyped address', () => {
  // The browser logs the 404 status of the document itself.
  test.use({ allowedConsoleErrors: /the server responded with a status of 404/ });

  test('differing only by case gets a "did you mean"; /docs/ leads to the first docs page', async ({ page }) => {
    for (const [typed, offered] of [
      ['/docs/faq/', '/docs/FAQ/'],
      ['/graphql', '/graphQL/'],
    ]) {
      expect((await page.goto(typed))?.status()).toBe(404);
      const suggestion = page.getByRole('status').filter({ hasText: 'Did you mean' });
      await expect(suggestion.getByRole('link', { name: offered })).toHaveAttribute('href', offered);
    }
    await page.getByRole('link', { name: '/graphQL/' }).click();
    await expect(page).toHaveURL(/\/graphQL\/(#.*)?$/);
    await page.goto('/docs/');
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started with SF Explorer');
  });
});
