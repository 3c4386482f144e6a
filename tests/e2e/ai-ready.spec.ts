import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sitePath, test } from './fixtures';
import { waitUntilPageIsCached } from './service-worker';

/**
 * AI-ready pages and offline reading, against the exported site: the `.md` export of every page,
 * `llms.txt` and `llms-full.txt`, the "Copy page" menu, and the service worker that keeps pages
 * already read available without a network.
 */

/** Fetches a text file of the site and checks it is served. */
async function getText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Fails when an export still holds MDX: a component tag or a JSX comment outside code. */
function expectNoJsx(markdown: string): void {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  expect(prose).not.toMatch(/<(Quiz|Callout|Diagram|YouTube|SoqlConverter)\b/);
  expect(prose).not.toContain('{/*');
}

test.describe('Markdown exports and llms.txt', () => {
  test('a docs page is exported as clean Markdown with its quizzes as text', async ({ request }) => {
    const response = await request.get('/docs/Explore/SOQL.md');
    expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
    const markdown = await response.text();
    expect(markdown.startsWith("# Explore data with SOQL\n\nWrite SOQL in SF Explorer's editor")).toBe(true);
    expectNoJsx(markdown);
    expect(markdown).toContain("**Question:** Inside a query on Account, you want each account's contacts.");
    expect(markdown).toContain('- A. (SELECT LastName FROM Contacts)');
    expect(markdown).toContain('**Answer:** A. (SELECT LastName FROM Contacts)');
    expect(markdown).toContain('**Why:** A subquery uses the child relationship name');
    expect(markdown).toContain(
      '[Video: Building a SOQL query in SF Explorer](https://www.youtube.com/watch?v=Yz6EHxIq35s)',
    );
    expect(markdown).toContain('```soql\nSELECT DeveloperName');
    expect(markdown).toMatch(/\[Object Manager\]\(https?:\/\/[^)]+\/docs\/Explore\/OrgDetails\/\)/);
  });

  test('a DevOps page with a space in its path, the DevOps root and a folder index are exported', async ({
    request,
  }) => {
    const rule = await getText(request, '/devops/Sample%20Rules/ApexClass.md');
    expect(rule.startsWith('# ApexClass rules\n')).toBe(true);
    expectNoJsx(rule);
    expect(await getText(request, '/devops.md')).toMatch(/^# DevOps Center and best-practice rules\n/);
    const folder = await getText(request, '/docs/Explore.md');
    expect(folder.startsWith('# Explore your orgs\n')).toBe(true);
    expectNoJsx(folder);
  });

  test('a blog post is exported with its callouts as blockquotes', async ({ request }) => {
    const post = await getText(request, '/blog/release60.md');
    expect(post.startsWith('# Release 6.0.0: boards, a clearer navigation, Data Cloud and Marketing Cloud\n')).toBe(
      true,
    );
    expect(post).toContain('> **Tip: Pair boards with the Object Manager**');
    expectNoJsx(post);
  });

  test('llms.txt lists every docs and DevOps page of the sitemap, and the blog', async ({ request }) => {
    const llms = await getText(request, '/llms.txt');
    expect(llms).toMatch(/^# SF Explorer\n\n> .+\n/);
    for (const heading of ['## Docs', '## DevOps Center', '## Blog']) expect(llms).toContain(`\n${heading}\n`);
    const sitemap = await getText(request, '/sitemap.xml');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1])
      .filter((url) =>
        [sitePath('/docs/'), sitePath('/devops/')].some((section) => new URL(url).pathname.startsWith(section)),
      );
    expect(pages.length).toBeGreaterThan(30);
    for (const url of pages) expect(llms, url).toContain(`](${url.replace(/\/$/, '')}.md): `);
    expect(llms).toMatch(/- \[Release 6\.0\.0[^\]]*\]\([^)]+\/blog\/release60\.md\): /);
  });

  test('llms-full.txt holds the docs pages as Markdown, each with its source URL', async ({ request }) => {
    const full = await getText(request, '/llms-full.txt');
    expect(full).toMatch(/\n---\n\nSource: https?:\/\/[^\n]+\/docs\/Explore\/SOQL\/\n\n# Explore data with SOQL\n/);
    expect(full).toMatch(/Source: [^\n]+\/devops\/Sample%20Rules\/ApexClass\/\n/);
    expect(full.indexOf('/docs/intro/\n')).toBeLessThan(full.indexOf('/docs/Explore/SOQL/\n'));
    expectNoJsx(full);
  });
});

const menuButton = (page: Page) => page.getByRole('button', { name: 'Copy page' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Copy page' });

test.describe('"Copy page" menu', () => {
  test('works with the keyboard: arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/devops/Sample%20Rules/ApexClass/');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const copyItem = menu(page).getByRole('menuitem', { name: 'Copy as Markdown' });
    const viewItem = menu(page).getByRole('menuitem', { name: 'View as Markdown' });
    await expect(copyItem).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(viewItem).toBeFocused();
    await expect(viewItem).toHaveAttribute('href', sitePath('/devops/Sample%20Rules/ApexClass.md'));
    await page.keyboard.press('ArrowDown');
    await expect(copyItem).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(viewItem).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu(page)).toBeHidden();
  });

  test('"Copy as Markdown" puts the page\'s Markdown on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/Explore/SOQL/');
    await menuButton(page).click();
    await menu(page).getByRole('menuitem', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.startsWith('# Explore data with SOQL\n')).toBe(true);
    expect(clipboard).toContain('**Question:**');
    expectNoJsx(clipboard);
  });

  test('"View as Markdown" opens the page\'s .md file', async ({ page, context }) => {
    // A plain-text document has no icon link, so Chromium asks for /favicon.ico, which the site
    // does not have (it serves icon.svg); that 404 is not what this test is about.
    await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto('/docs/Explore/');
    await menuButton(page).click();
    const view = menu(page).getByRole('menuitem', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', sitePath('/docs/Explore.md'));
    await view.click();
    await expect(page).toHaveURL(/\/docs\/Explore\.md$/);
    await expect(page.getByText(/^# Explore your orgs/)).toBeVisible();
  });
});

test.describe('offline reading', () => {
  test.use({ serviceWorkers: 'allow' });
  // While offline, Next's link prefetches and the favicon fail, and Chromium logs each failure;
  // the offline page itself answers 503. Uncaught page errors still fail the test.
  test.use({
    allowedConsoleErrors: /Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|.*status of 503)/,
  });

  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
  });

  test('a page read before opens without a network', async ({ page, context }) => {
    await page.goto('/docs/Explore/SOQL/');
    // The menu's code is not in the first load: it comes in idle time or on first use. Open it
    // once, so that it is certainly among the files this page has loaded.
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await waitUntilPageIsCached(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore data with SOQL' })).toBeVisible();
    // The page hydrated from cached code: the client-side menu works.
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
  });

  test('pages reached through in-app links open without a network, links included', async ({ page, context }) => {
    await page.goto('/docs/Explore/');
    await waitUntilPageIsCached(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'SOQL', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore data with SOQL' })).toBeVisible();
    await waitUntilPageIsCached(page);

    await context.setOffline(true);
    await sidebar.getByRole('link', { name: 'Explore', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore your orgs' })).toBeVisible();
    expect((await page.goto('/docs/Explore/SOQL/'))?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore data with SOQL' })).toBeVisible();
  });

  test('a page never read shows the offline page with the saved pages, not a browser error', async ({
    page,
    context,
  }) => {
    await page.goto('/docs/intro/');
    await waitUntilPageIsCached(page);
    await context.setOffline(true);
    // Not linked from the intro page: a prefetched page can still come out of the browser's HTTP
    // cache while offline, which would make this test depend on timing.
    await page.goto('/devops/Sample%20Rules/OmniUiCard/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await page.getByRole('link', { name: '/docs/intro/' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started with SF Explorer' })).toBeVisible();
  });
});
