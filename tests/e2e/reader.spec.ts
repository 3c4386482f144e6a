import type { Page } from '@playwright/test';
import { expect, sitePath, slices, test, waitForHydration } from './fixtures';
import { encodePath, ROUTES } from './routes';

/**
 * What a new reader meets, screen by screen: the defects of the reader walkthrough (issue 14), each
 * checked the way a reader would notice it.
 */

/** WCAG contrast ratio of two `rgb()`/`rgba()` colours (alpha ignored: callers pass opaque ones). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('a page resource that fails to load during navigation (a tab left open across a deploy)', () => {
  test.use({
    // Only the browser's own line for the refused request: the failure itself is a warning
    // (Next logs what an error boundary caught; patches/next+16.4.5.patch makes a chunk that
    // failed to load a warning there).
    allowedConsoleErrors: /^Failed to load resource/,
    // Requests the service worker answers would bypass page.route().
    serviceWorkers: 'block',
  });

  /**
   * Serves the chunks and stylesheets the first page loaded; every other one fails while `missing`
   * is true, as if a deploy had removed it from the host (webpack writes stylesheets to
   * `_next/static/css/`, scripts to `_next/static/chunks/`).
   */
  async function removeOtherChunks(page: Page) {
    const state = { missing: false };
    const served = new Set<string>();
    await page.route(/\/_next\/static\/(chunks|css)\//, async (route) => {
      const url = route.request().url();
      if (state.missing && !served.has(url)) return route.abort();
      served.add(url);
      return route.continue();
    });
    return state;
  }

  const converterLink = (page: Page) =>
    page
      .getByRole('main')
      .locator(`a[href="${sitePath('/graphQL/')}"]`)
      .first();

  test('logs a warning and reloads the page, which then works', async ({ page }) => {
    test.slow(); // two full page loads
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const chunks = await removeOtherChunks(page);
    await page.goto('/docs/Explore/GraphQL/');
    chunks.missing = true;
    // The reload loads the page from the host, which has the new build's chunks.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) chunks.missing = false;
    });
    await converterLink(page).click();
    // The converter may already have written its query into the hash.
    await expect(page).toHaveURL(/\/graphQL\/(#.*)?$/);
    await expect(page.getByRole('textbox', { name: 'SOQL query' })).toBeEditable();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('failed to load; reloading the page'))).toHaveLength(1);
    expect(warnings.filter((text) => /^ChunkLoadError: Loading chunk \S+ failed/.test(text))).toHaveLength(1);
  });
});

test.describe('pages fit a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, serviceWorkers: 'block' });

  /** What reaches past the screen's edges, or holds content wider than itself without scrolling it. */
  async function overflow(page: Page): Promise<string[]> {
    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const insideScrollBox = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        }
        return false;
      };
      const offenders: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(el).visibility === 'hidden' || insideScrollBox(el)) continue;
        // Nothing reaches past the screen's edges…
        if (box.right > width + 1 || box.left < -1) offenders.push(`${describe(el)} spans ${box.left}–${box.right}`);
        // …and no box holds content wider than itself (a long API name in a quiz choice, a
        // fixed-width grid column), unless it scrolls it.
        const style = getComputedStyle(el);
        if (style.display !== 'inline' && !['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
            offenders.push(`${describe(el)} holds content ${el.scrollWidth - el.clientWidth} px wider than itself`);
          }
        }
      }
      return { width, pageWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 5) };
    });
    if (layout.pageWidth > layout.width) layout.offenders.push(`the page is ${layout.pageWidth} px wide`);
    return layout.offenders;
  }

  // Every route, walked in runs of one browser page each (see a11y.spec.ts: the site's files stay
  // cached between pages); a failure names each page and what overflows on it.
  for (const [i, run] of slices(ROUTES, 4).entries()) {
    test(
      `routes ${i + 1}/4 (${run[0]} … ${run.at(-1)}) are no wider than the screen`,
      { tag: '@phone-only' },
      async ({ page }) => {
        test.setTimeout(run.length * 20_000);
        const failures: Record<string, string[]> = {};
        for (const route of run) {
          await page.goto(encodePath(route));
          const offenders = await overflow(page);
          if (offenders.length) failures[route] = offenders;
        }
        expect(failures).toEqual({});
      },
    );
  }
});

test.describe('code blocks', { tag: '@phone' }, () => {
  for (const path of ['/docs/Explore/SOQL/', '/markdown-page/']) {
    test(`on ${path} the language label and Copy button cover no code`, async ({ page }) => {
      await page.goto(path);
      const buttons = page.getByRole('button', { name: 'Copy code to clipboard' });
      expect(await buttons.count()).toBeGreaterThan(0);
      const overlaps = await buttons.evaluateAll((all) => {
        const found: string[] = [];
        for (const button of all) {
          let block: Element | null = button.parentElement;
          while (block && !block.querySelector('pre')) block = block.parentElement;
          const pre = block?.querySelector('pre');
          if (!block || !pre) continue;
          const range = document.createRange();
          range.selectNodeContents(pre);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0);
          const controls = [...block.querySelectorAll('button, span')].filter((el) => !pre.contains(el));
          for (const control of controls) {
            const c = control.getBoundingClientRect();
            if (c.width === 0) continue;
            for (const line of lines) {
              if (c.left < line.right && line.left < c.right && c.top < line.bottom && line.top < c.bottom) {
                found.push(`"${control.textContent}" covers code "${(pre.textContent ?? '').slice(0, 30)}"`);
                break;
              }
            }
          }
        }
        return found;
      });
      expect(overlaps).toEqual([]);
    });
  }
});

test.describe('the skip link', () => {
  for (const [path, sidebar] of [
    ['/docs/intro/', 'Docs sidebar'],
    ['/blog/release60/', 'Blog sidebar'],
  ]) {
    test(`on ${path} skips the sidebar: the next Tab stop is in the page's content`, async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: sidebar }).locator(':focus')).toHaveCount(0);
    });
  }
});

test.describe('prefetching on a metered or slow connection', () => {
  /** Requests a page makes to prefetch other pages: their route tree and RSC payloads. */
  function recordPrefetches(page: Page) {
    const urls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'fetch' && (path.endsWith('/') || path.endsWith('.txt'))) urls.push(path);
    });
    return urls;
  }

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`no link prefetches with ${JSON.stringify(connection)}`, async ({ page, context }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
      }, connection);
      const prefetches = recordPrefetches(page);
      await page.goto('/docs/Explore/SOQL/');
      // The control: the same page on an ordinary connection, opened after this one, prefetches
      // its links. By the time it has, this page has had the same chance to.
      const control = await context.newPage();
      const controlPrefetches = recordPrefetches(control);
      await control.goto('/docs/Explore/SOQL/');
      await waitForHydration(control);
      await expect.poll(() => controlPrefetches.length).toBeGreaterThan(0);
      await control.close();
      expect(prefetches).toEqual([]);
    });
  }
});

test.describe('colour mode from storage', () => {
  const toggle = (page: Page) => page.getByRole('button', { name: /^Switch between dark and light mode/ }).first();

  test.describe('an unexpected stored value', () => {
    test.use({ allowedConsoleErrors: /Unexpected colour mode "blue"/ });

    test('logs a clear console error and falls back to the default (light) mode', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('theme', 'blue');
          sessionStorage.setItem('seeded', '1');
        }
      });
      await page.goto('/docs/intro/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(errors).toEqual([
        'Unexpected colour mode "blue" stored under "theme" in local storage: expected "light", "dark" or "system". ' +
          'Using the default mode (light) instead.',
      ]);
      await expect(toggle(page)).toHaveAttribute('aria-label', /\(currently light mode; next: dark mode\)$/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).not.toBe('blue');
    });
  });

  for (const os of ['dark', 'light'] as const) {
    test.describe(`a stored "system" choice under a ${os} OS`, () => {
      test.use({ colorScheme: os });

      test(`follows the OS (${os})`, async ({ page }) => {
        await page.addInitScript(() => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('theme', 'system');
            sessionStorage.setItem('seeded', '1');
          }
        });
        await page.goto('/docs/intro/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', os);
        await expect(toggle(page)).toHaveAttribute('aria-label', /\(currently system mode; next: /);
      });
    });
  }
});

test.describe('breadcrumbs', () => {
  for (const [path, category] of [
    ['/devops/Sample Rules/ApexClass/', 'Sample Rules'],
    ['/docs/Generative AI/prompts/', 'Generative AI'],
  ]) {
    test(`on ${path} the category "${category}" (no page of its own) does not look like the current page`, async ({
      page,
    }) => {
      await page.goto(encodePath(path));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      const current = crumbs.locator('[aria-current="page"]');
      const categoryCrumb = crumbs.getByText(category, { exact: true });
      await expect(categoryCrumb).not.toHaveAttribute('aria-current', /.*/);
      const style = (el: Element) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, weight: s.fontWeight, color: s.color };
      };
      const currentStyle = await current.evaluate(style);
      const categoryStyle = await categoryCrumb.evaluate(style);
      expect(currentStyle.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(categoryStyle.background).toBe('rgba(0, 0, 0, 0)');
      expect(categoryStyle).not.toEqual(currentStyle);
    });
  }
});

test('every footer column is a region named by its heading', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const titles = await footer.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(titles.length).toBeGreaterThan(1);
  for (const title of titles) {
    await expect(footer.getByRole('region', { name: title.trim(), exact: true })).toHaveCount(1);
  }
});

test.describe('blog posts', () => {
  test('have a table of contents listing the h2 and h3 headings', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/blog/release01/');
    const headings = await page
      .getByRole('article')
      .first()
      .locator('h2[id], h3[id]')
      .evaluateAll((els) => els.map((el) => `#${el.id}`));
    expect(headings.length).toBeGreaterThan(2);
    let toc;
    if (testInfo.project.name === 'mobile') {
      const summary = page.locator('summary', { hasText: 'On this page' });
      await summary.click();
      toc = summary.locator('..');
    } else {
      toc = page.getByRole('navigation', { name: 'On this page' });
    }
    await expect(toc).toBeVisible();
    const links = await toc.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links).toEqual(headings);
  });

  for (const path of ['/blog/', '/blog/release60/', '/blog/archive/', '/blog/tags/devops/', '/docs/intro/']) {
    test(`${path} announces the RSS and Atom feeds in its head`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /\/blog\/rss\.xml$/,
      );
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        'href',
        /\/blog\/atom\.xml$/,
      );
    });
  }
});

test.describe('the navigation progress bar', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`stands out from what is behind it in ${mode} mode (contrast 3:1 or more)`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Registered before the page loads, so the link's prefetch is held too.
      await page.route(/\/blog\/.*\.txt/, async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await page.goto('/docs/intro/');
      await page
        .getByRole('link', { name: /Release 6\.0 is out|Read the release notes/ })
        .first()
        .click();
      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await expect(bar).toHaveAttribute('data-state', 'loading');
      const colours = await bar.evaluate((element) => {
        const isOpaque = (bg: string) => !bg.startsWith('rgba') || Number(bg.split(',')[3].replace(')', '')) === 1;
        /** The first opaque background from `from` up through its ancestors, stopping before `until`. */
        const opaque = (from: Element | null, until: Element | null = null): string | null => {
          for (let e = from; e && e !== until; e = e.parentElement) {
            const bg = getComputedStyle(e).backgroundColor;
            if (isOpaque(bg)) return bg;
          }
          return null;
        };
        const fill = element.firstElementChild ?? element;
        const box = fill.getBoundingClientRect();
        const x = box.left + 2;
        const y = box.top + box.height / 2;
        // Behind the fill: its own track if it has an opaque one, else whatever the window shows there
        // (the bar ignores the pointer, so hit testing looks through it).
        const track = fill === element ? null : opaque(fill.parentElement, element.parentElement);
        const behind = track ?? opaque(document.elementFromPoint(x, y));
        return { fill: getComputedStyle(fill).backgroundColor, behind };
      });
      release();
      expect(colours.behind).not.toBeNull();
      expect(contrast(colours.fill, colours.behind as string)).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('tables', { tag: '@phone' }, () => {
  test('inline code in a narrow table is never broken inside a word', async ({ page }) => {
    await page.goto('/markdown-page/');
    const broken = await page.locator('td code, th code').evaluateAll((codes) => {
      const found: string[] = [];
      for (const code of codes) {
        const text = code.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(match[0]);
        }
      }
      return { count: codes.length, found };
    });
    expect(broken.count, 'inline code in tables on the page').toBeGreaterThan(0);
    expect(broken.found).toEqual([]);
  });
});
