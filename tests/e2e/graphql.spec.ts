import type { Page } from '@playwright/test';
import { expect, sitePath, test } from './fixtures';

const soqlBox = (page: Page) => page.getByRole('textbox', { name: 'SOQL query' });
const output = (page: Page) => page.getByLabel('GraphQL query', { exact: true });
/** The live converter has replaced the static markup: its editor takes typing. */
const live = (page: Page) => expect(soqlBox(page)).toBeEditable();

/** Holds back every script chunk whose code contains `marker` until release() is called. */
async function holdChunks(page: Page, marker: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) await held;
      await route.fulfill({ response, body });
    } catch {
      // The test ended while this request was held or in flight.
    }
  });
  return release;
}

/** Holds back the live converter's code: its chunk is the one with the copy button's failure text. */
const holdPanel = (page: Page) => holdChunks(page, 'Copy failed');

test.describe('/graphQL converter', () => {
  test('converts as you type, without any network request', async ({ page }) => {
    await page.goto('/graphQL/');
    await expect(soqlBox(page)).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      // Prefetches of other pages may happen; what matters is that the query goes nowhere.
      const url = new URL(request.url());
      if (
        url.hostname !== 'localhost' ||
        request.url().includes('Contact') ||
        (request.postData() ?? '').includes('Contact')
      ) {
        sent.push(request.url());
      }
    });
    await soqlBox(page).fill('SELECT Id, Name, Owner.Email FROM Contact WHERE LastName = :name LIMIT 3');
    await expect(output(page)).toContainText('uiapi');
    await expect(output(page)).toContainText('Contact(');
    await expect(output(page)).toContainText('Owner {');
    await expect(output(page)).toContainText('$name');
    await expect(output(page)).toContainText('first: 3');
    expect(sent).toEqual([]);
  });

  test('an example from the gallery loads into the editor and converts', async ({ page }) => {
    await page.goto('/graphQL/');
    await page.getByRole('button', { name: /Child relationship subquery/ }).click();
    await expect(soqlBox(page)).toHaveValue(/FROM Opportunities/);
    await expect(output(page)).toContainText('Opportunities(');
    // The proof: the SOQL and its GraphQL run on the sample org, side by side.
    await page.getByRole('button', { name: 'Run both on the sample org' }).click();
    await expect(page.getByText('Same rows: both return the same 2 rows in the same order.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'GraphQL result' }).getByRole('columnheader', { name: 'Name' }).first(),
    ).toBeVisible();
    // It follows the query: a LIMIT removed shows the UI API's first page of 10 as the difference.
    await soqlBox(page).fill('SELECT Name FROM Account');
    await expect(
      page.getByText(/^First difference: The SOQL returns \d+ rows; the GraphQL returns 10 rows/),
    ).toBeVisible();
    await page.getByRole('button', { name: /Bind variable with a default/ }).click();
    await expect(page.getByLabel('GraphQL variables')).toContainText('001000000000001AAA');
  });

  test('the address keeps the query, and the link restores it', async ({ page, context }) => {
    await page.goto('/graphQL/');
    await soqlBox(page).fill("SELECT Id FROM Case WHERE Status = 'New'");
    // The address holds the default query from the first render: wait for the one typed.
    await expect
      .poll(() => new URLSearchParams(new URL(page.url()).hash.slice(1)).get('soql'))
      .toBe("SELECT Id FROM Case WHERE Status = 'New'");
    const link = page.url();
    const other = await context.newPage();
    await other.goto(link);
    await expect(soqlBox(other)).toHaveValue("SELECT Id FROM Case WHERE Status = 'New'");
    await expect(output(other)).toContainText('Case(');
  });

  test('copy puts the GraphQL on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/graphQL/');
    await soqlBox(page).fill('SELECT Id, Subject FROM Task LIMIT 1');
    await expect(output(page)).toContainText('Task(');
    await page.getByRole('button', { name: 'Copy query' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Task(');
    expect(copied).toContain('Subject {');
  });

  test('an invalid query shows its error with line and column', async ({ page }) => {
    await page.goto('/graphQL/');
    await soqlBox(page).fill('SELECT Id\nFORM Account');
    await expect(page.getByText(/Error at line 2, column \d+/)).toBeVisible();
    await expect(output(page)).toHaveText('');
  });

  test('clauses GraphQL cannot express are listed as warnings', async ({ page }) => {
    await page.goto('/graphQL/');
    await soqlBox(page).fill('SELECT Id FROM Account LIMIT 10 OFFSET 20');
    await expect(page.getByText(/OFFSET \(line 1, column \d+\)/)).toBeVisible();
    await expect(output(page)).toContainText('Account(');
  });

  test('panes sit side by side on desktop and stack on mobile', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/graphQL/');
    await live(page);
    const soqlPane = page.getByRole('region', { name: 'SOQL' });
    const gqlPane = page.getByRole('region', { name: 'GraphQL' });
    await expect(gqlPane).toBeVisible();
    const a = await soqlPane.boundingBox();
    const b = await gqlPane.boundingBox();
    if (!a || !b) throw new Error('panes have no layout box');
    if (testInfo.project.name === 'mobile') expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    else expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  });
});

test.describe('before the live converter loads', () => {
  // Requests the service worker answers would bypass page.route().
  test.use({ serviceWorkers: 'block' });

  test('the page shows the converter with its first example converted, without any script', async ({ browser }) => {
    // A context of its own, which the fixtures do not reach: the base path is added here.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(sitePath('/graphQL/'));
    await expect(soqlBox(page)).toHaveValue(/FROM Account/);
    await expect(soqlBox(page)).not.toBeEditable();
    await expect(output(page)).toContainText('Account(orderBy: { Name: { order: ASC } }');
    await expect(page.getByText('Converted without warnings.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Child relationship subquery/ })).toBeVisible();
    await context.close();
  });

  test('nothing moves when the live converter replaces the static one', async ({ page }) => {
    const release = await holdPanel(page);
    await page.goto('/graphQL/');
    const notes = page.getByRole('heading', { name: 'Good to know' });
    const before = await notes.boundingBox();
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    release();
    await live(page);
    expect(await notes.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  test('an example pressed early is applied, and the focus kept, once the converter is live', async ({ page }) => {
    const release = await holdPanel(page);
    await page.goto('/graphQL/');
    const example = page.getByRole('button', { name: /Child relationship subquery/ });
    await example.click();
    await expect(soqlBox(page)).toHaveValue(/FROM Account/);
    release();
    await expect(soqlBox(page)).toHaveValue(/FROM Opportunities/);
    await expect(output(page)).toContainText('Opportunities(');
    await expect(example).toBeFocused();
  });
});

test.describe('a shared link', () => {
  // Requests the service worker answers would bypass page.route().
  test.use({ serviceWorkers: 'block' });

  test('never shows the default example’s GraphQL beside the shared query', async ({ page }) => {
    // Hold the parser back (it loads in the worker), so the shared query cannot be converted yet.
    const release = await holdChunks(page, 'chevrotain');
    const shared = 'SELECT Id, Name FROM Contact LIMIT 3';
    await page.goto(`/graphQL/#soql=${encodeURIComponent(shared)}`);
    await live(page);
    await expect(soqlBox(page)).toHaveValue(shared);
    await expect(page.getByText('Converting…')).toBeVisible();
    await expect(output(page)).toHaveText('');
    release();
    await expect(output(page)).toContainText('Contact(first: 3)');
    await expect(page.getByText('Converting…')).toHaveCount(0);
  });
});

test('variables in another shape are refused with the expected shape shown', async ({ page }) => {
  await page.goto('/graphQL/');
  await soqlBox(page).fill('SELECT Id FROM Contact WHERE LastName LIKE :lastNamePattern');
  const variables = page.getByRole('textbox', { name: /Variables \(JSON\)/ });
  await variables.fill('{"lastNamePattern": "String = \\"Sm%\\""}');
  await expect(page.getByText(/Variable "lastNamePattern" is .* not an object/)).toBeVisible();
  await expect(page.getByText(/"type": "String", "default": "Sm%"/).first()).toBeVisible();
  await variables.fill('{"lastNamePattern": {"type": "String", "default": "Sm%"}}');
  await expect(output(page)).toContainText('$lastNamePattern: String = "Sm%"');
});

test('the parser runs in a worker, off the main thread of the page', async ({ page }) => {
  await page.goto('/graphQL/');
  await soqlBox(page).fill('SELECT Id FROM Campaign');
  await expect(output(page)).toContainText('Campaign {');
  // The worker's chunk is named after the `name` the converter gives it (lib/soql-to-graphql/converter-client.ts).
  expect(page.workers().map((worker) => worker.url())).toEqual([
    expect.stringMatching(/\/_next\/static\/chunks\/soql-converter\.[^/]+\.js$/),
  ]);
  // The page itself never loaded the parser: no script it ran defines the SOQL grammar.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body.includes('chevrotain'), `${src} has the parser`).toBe(false);
  }
});

test.describe('when the parser cannot load', () => {
  test.use({
    allowedConsoleErrors: /Could not load the SOQL parser|Failed to load resource|Failed to load chunk|importScripts/,
    // Requests the service worker answers would bypass page.route().
    serviceWorkers: 'block',
  });

  test('the converter says so, and Retry converts once it can', async ({ page }) => {
    let block = true;
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (block && body.includes('chevrotain')) return route.abort();
      return route.fulfill({ response, body });
    });
    await page.goto('/graphQL/');
    await soqlBox(page).fill('SELECT Id FROM Campaign');
    const problem = page.getByText(/The converter could not be loaded/);
    await expect(problem).toBeVisible();
    block = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(output(page)).toContainText('Campaign {');
    await expect(problem).toHaveCount(0);
  });
});

test('the GraphQL docs page embeds a compact converter', async ({ page }) => {
  await page.goto('/docs/Explore/GraphQL/');
  const box = page.getByRole('textbox', { name: 'SOQL query' });
  await live(page);
  await box.scrollIntoViewIfNeeded();
  await box.fill('SELECT Id, Name FROM Lead LIMIT 2');
  await expect(page.getByLabel('GraphQL query', { exact: true })).toContainText('Lead(');
  await expect(page.getByRole('button', { name: /Bind variable with a default/ })).toHaveCount(0);
});
