import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { siteBasePath } from '../../lib/base-path';
import { NETWORK_TIMEOUT_SECONDS } from '../../lib/service-worker/settings';
import { expect, test } from './fixtures';
import { waitUntilPageIsCached } from './service-worker';
import { makeNextDeploy, type StaticHost, startStaticHost } from './static-host';

/**
 * The service worker across a deploy, on a host that lets browsers cache every file for ten
 * minutes (GitHub Pages' `max-age=600`): the export is served, then a copy of it as the next
 * deploy would produce it (new build id, a changed page title, a new worker) on the same origin.
 * Online readers must see the new text at once, and the pages they saved before the deploy must
 * still open offline. Runs on its own host (a port next to the main suite's), one per worker.
 */

const SITE = path.resolve(process.env.E2E_SITE_DIR || 'out');
const OLD_TITLE = 'Explore data with SOQL';
const NEW_TITLE = 'Explore data with SOQL, revised';

let host: StaticHost;
let nextDeploy: string;

// Serial: the tests share one host and its deploys. Each waits for a worker to install and take
// over (sometimes twice): on a loaded 2-core machine that alone has taken 20–30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// The service worker is what these tests test (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async ({}, testInfo) => {
  nextDeploy = makeNextDeploy(SITE, [[OLD_TITLE, NEW_TITLE]]);
  host = await startStaticHost(
    SITE,
    Number(process.env.E2E_PORT || 3000) + 40 + testInfo.parallelIndex,
    siteBasePath(),
  );
});

test.afterAll(async () => {
  await host?.close();
  if (nextDeploy) fs.rmSync(nextDeploy, { recursive: true, force: true });
});

test.beforeEach(() => {
  host?.hangPages(false);
  host?.deploy(SITE);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a page and waits until the worker controls the tab (it does from the second load on). */
async function openControlled(page: Page, sitePath: string): Promise<void> {
  await page.goto(host.url(sitePath));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('after a deploy, a typed address shows the new text at once', async ({ page }) => {
  await openControlled(page, '/docs/Explore/');
  await page.goto(host.url('/docs/Explore/SOQL/'));
  await expect(heading(page)).toHaveText(OLD_TITLE);

  host.deploy(nextDeploy);
  await page.goto(host.url('/docs/Explore/SOQL/'));
  await expect(heading(page)).toHaveText(NEW_TITLE);
});

test('after a deploy, an in-app link shows the new text once the reader has reloaded', async ({ page }) => {
  await openControlled(page, '/docs/Explore/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  // Read before the deploy, through a link and by address: both copies are in the HTTP cache.
  await sidebar.getByRole('link', { name: 'SOQL', exact: true }).click();
  await expect(heading(page)).toHaveText(OLD_TITLE);
  await page.goto(host.url('/docs/Explore/SOQL/'));
  await page.goto(host.url('/docs/Explore/'));

  host.deploy(nextDeploy);
  await page.reload();
  await sidebar.getByRole('link', { name: 'SOQL', exact: true }).click();
  await expect(heading(page)).toHaveText(NEW_TITLE);
});

test.describe('offline', () => {
  // While offline, Next's link prefetches and the favicon fail, and Chromium logs each failure.
  test.use({
    allowedConsoleErrors: /Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|.*status of 503)/,
  });

  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('pages saved before a deploy still open offline once the new worker has taken over', async ({
    page,
    context,
  }) => {
    // The new worker takes over once the old one has answered every request it is handling. Each
    // page prefetches the pages it links to (forty on /docs/Explore/), all through the old worker;
    // on a loaded 2-core machine that kept it busy past the wait below. A reader on a metered
    // connection gets no prefetches (lib/network.ts), which makes what this test waits for depend
    // on the deploy alone.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
        configurable: true,
      });
    });
    await openControlled(page, '/docs/intro/');
    await waitUntilPageIsCached(page);

    host.deploy(nextDeploy);
    // The reader opens another page after the deploy: the browser fetches the changed worker
    // script, and the new worker installs and takes over at once (skipWaiting), from the old one
    // that saved the pages. update() resolves once the new script is found and installing.
    await page.goto(host.url('/docs/Explore/'));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            // Nothing installing or waiting: the new worker is the active one.
            const { active, installing, waiting } = registration ?? {};
            return JSON.stringify({ a: active?.state, i: installing?.state, w: waiting?.state });
          }),
        // Activation waits for the old worker to finish the fetches it is handling; with the
        // whole suite running on both cores that took longer than the default 7 s.
        { timeout: 30_000 },
      )
      .toBe(JSON.stringify({ a: 'activated' }));

    // Only now the network goes: the new worker alone answers, from what the old one saved.
    await context.setOffline(true);
    const response = await page.goto(host.url('/docs/intro/'));
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(heading(page)).toHaveText('Getting started with SF Explorer');
  });
});

test.describe('offline navigation', () => {
  test.use({
    allowedConsoleErrors: /Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|.*status of 503)/,
  });

  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('a sidebar category opened online opens offline too', async ({ page, context }) => {
    await openControlled(page, '/docs/Explore/SOQL/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: 'Configure', exact: true }).click();
    await expect(sidebar.getByRole('button', { name: 'Industries', exact: true })).toBeVisible();
    await waitUntilPageIsCached(page);

    // Later, past the host's max-age: the browser's HTTP cache no longer answers for the file.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.reload();
    const configure = sidebar.getByRole('button', { name: 'Configure', exact: true });
    if ((await configure.getAttribute('aria-expanded')) === 'false') await configure.click();
    await expect(sidebar.getByRole('button', { name: 'Industries', exact: true })).toBeVisible();
    await expect(sidebar.getByText('could not be loaded')).toHaveCount(0);
  });
});

test('a network that does not answer shows the saved page after a few seconds', async ({ page }) => {
  await openControlled(page, '/docs/intro/');
  await waitUntilPageIsCached(page);

  host.hangPages(true);
  const started = Date.now();
  const response = await page.goto(host.url('/docs/intro/'), { timeout: (NETWORK_TIMEOUT_SECONDS + 10) * 1000 });
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(heading(page)).toHaveText('Getting started with SF Explorer');
  expect(Date.now() - started).toBeGreaterThanOrEqual(NETWORK_TIMEOUT_SECONDS * 1000 - 500);
});
