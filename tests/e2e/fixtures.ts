import { test as base, expect, type Page } from '@playwright/test';
import { siteBasePath } from '../../lib/base-path';

/**
 * A root-relative site path (`/docs/intro/`) as the browser reaches it: under the base path the
 * export was built with (the web server serves it there, as GitHub Pages serves a project page).
 * Anything else (a full URL, a relative path) is left as it is.
 */
export function sitePath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteBasePath()}${url}` : url;
}

/** Text as a literal inside a RegExp (a base path may hold a `.`): `new RegExp(`^${escapeRegExp(sitePath('/docs/'))}`)`. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A Content-Security-Policy violation a page of the test reported (its `securitypolicyviolation` event). */
export interface PolicyViolation {
  /** The page's address. */
  page: string;
  /** The directive that refused it (`script-src-elem`, `worker-src`…). */
  directive: string;
  /** What was refused: a URL, or `inline`, `eval`… */
  blocked: string;
  /** The start of the refused inline code, when there is one. */
  sample: string;
}

/** The name under which the pages of a test report violations to it. */
const REPORT_VIOLATION = '__sfxReportPolicyViolation';

/**
 * Every e2e test fails when the page logs a console error or throws, and when any page of its
 * context reports a Content-Security-Policy violation (reading, client navigation, search, the
 * converter, the query boxes and their workers, the account dialog, offline pages: whatever the
 * test does). Tests that expect an error (a deliberately failed load) set `allowedConsoleErrors`
 * to a pattern matching what they allow; none may expect a violation.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp | null;
  consoleGuard: void;
  policyViolations: PolicyViolation[];
  policyGuard: void;
}>({
  allowedConsoleErrors: [null, { option: true }],
  // Recorded as they happen, in Node, so that a violation on a page the test has since left (or
  // reloaded) still counts. The listener is installed before any script of the page runs.
  policyViolations: async ({ context }, provide) => {
    const violations: PolicyViolation[] = [];
    await context.exposeBinding(REPORT_VIOLATION, (_source, violation: PolicyViolation) => {
      violations.push(violation);
    });
    await context.addInitScript((name) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, unknown>)[name];
          if (typeof report !== 'function') return;
          report({
            page: location.href,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          });
        },
        true,
      );
    }, REPORT_VIOLATION);
    await provide(violations);
  },
  policyGuard: [
    async ({ policyViolations }, use) => {
      await use();
      expect(policyViolations, 'Content-Security-Policy violations on the pages').toEqual([]);
    },
    { auto: true },
  ],
  // Every page of the context, the test's and any other tab it opens, reaches site paths under
  // the base path.
  context: async ({ context }, provide) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(sitePath(url), options);
      return page;
    };
    await provide(context);
  },
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
  // Requests by site path reach the export under its base path too. get(), head() and the others
  // all go through fetch(), so only fetch() is wrapped.
  request: async ({ request }, provide) => {
    const fetch = request.fetch.bind(request);
    request.fetch = (url, options) => fetch(typeof url === 'string' ? sitePath(url) : url, options);
    await provide(request);
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
 * The colour-mode switch in the navbar once React has hydrated it: before hydration it has a
 * generic label and no `data-color-mode`; it gets both in the same hydration pass as every other
 * widget (components/theme/color-mode-toggle.tsx). Every page of the site has it.
 */
export const HYDRATED_COLOR_MODE_SWITCH = 'button[data-color-mode][aria-label^="Switch between dark and light mode ("]';

/**
 * Waits until React has hydrated the page, read from what the page shows rather than from React
 * internals or from how its scripts are loaded: the hydrated colour-mode switch. A page that runs
 * no Next scripts (the service worker's offline page, a redirect stub) has nothing to wait for. On
 * a Next page whose switch never appears (its label or attribute renamed), it fails, naming it,
 * instead of returning at once and letting tests act on a page React has not taken over.
 */
export async function waitForHydration(page: Page, { timeout = 15_000 } = {}): Promise<void> {
  await page.waitForLoadState('load', { timeout });
  const runsNext = await page.evaluate(() => document.querySelector('script[src*="/_next/static/"]') !== null);
  if (!runsNext) return;
  try {
    await page.locator(HYDRATED_COLOR_MODE_SWITCH).first().waitFor({ state: 'attached', timeout });
  } catch (error) {
    throw new Error(
      `waitForHydration: ${page.url()} runs Next's scripts, but no hydrated colour-mode switch ` +
        `(${HYDRATED_COLOR_MODE_SWITCH}) appeared within ${timeout} ms. If the switch's label or ` +
        'data-color-mode changed, update HYDRATED_COLOR_MODE_SWITCH in tests/e2e/fixtures.ts.',
      { cause: error },
    );
  }
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

/**
 * `items` in at most `count` runs of about equal length, in order: a sweep over many pages walks
 * each run in one browser page (its scripts and styles stay cached, as for a reader), and the
 * runs spread over the workers.
 */
export function slices<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Holds the page data (Next's `.txt` payloads) of the paths matching `path` until the returned
 * function is called: a client navigation there stays pending, as on a slow connection. Call it
 * before the page loads, so the link's prefetch is held too.
 */
export async function holdPageData(page: Page, path: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`${path.source}.*\\.txt`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
