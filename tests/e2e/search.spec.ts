import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { escapeRegExp, expect, sitePath, switchToDarkMode, test } from './fixtures';

/**
 * Full-text search against the exported site: lazy loading, the shortcut, results with marked
 * words, keyboard selection, highlights on the destination page, offline use and the drawer.
 * The console guard in ./fixtures fails any test that logs a console error.
 */

/** The entry: the two timestamped files. */
const SEARCH_FILE = /\/search\/search-(?:doc|index)-\d+\.json$/;
/** Every search file: the entry and the chunks (`search-<hash>.json`). */
const ANY_SEARCH_FILE = /\/search\/search-[^/]+\.json$/;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

/** Waits until the box has hydrated: its placeholder then names the shortcut (or says it is loading). */
async function waitForSearchBox(page: Page): Promise<void> {
  await expect(searchBox(page)).toHaveAttribute('placeholder', /^(Search (Ctrl|⌘)\+K|Loading\.\.\.)$/);
}

/** Focuses the box with the shortcut and waits until it is loaded and focused. */
async function openSearch(page: Page): Promise<void> {
  await waitForSearchBox(page);
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeEnabled();
  await expect(searchBox(page)).toBeFocused();
}

/** Holds the search files back until the returned function is called. */
async function holdSearchFiles(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH_FILE, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Holds back the page's scripts (only the inline bootstrap and the search module run) until the returned call. */
async function holdHydration(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the page text (the record chunks) of what is typed after `hold()` until `release()`:
 * the entry and the word chunks (postings with the records they show) pass, so a query's
 * headings-only answer shows first.
 */
async function holdPageText(page: Page) {
  const gates = { release: () => {}, gate: Promise.resolve() };
  await page.route(ANY_SEARCH_FILE, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!SEARCH_FILE.test(route.request().url()) && !body.startsWith('{"docs":')) await gates.gate;
    await route.fulfill({ response, body });
  });
  return {
    hold: () => void (gates.gate = new Promise<void>((resolve) => (gates.release = resolve))),
    release: () => gates.release(),
  };
}

test.describe('search (desktop)', () => {
  test('says Loading... while the search files load, keeping the focus', async ({ page }) => {
    const release = await holdSearchFiles(page);
    await page.goto('/docs/intro/');
    await waitForSearchBox(page);
    await page.keyboard.press('Control+K');

    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Loading...');
    await expect(box).toBeEnabled();
    await expect(box).toBeFocused();

    release();
    await expect(box).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/);
    await expect(box).toBeFocused();
  });

  test('Ctrl+K before the page hydrates puts the focus in the box, and what follows is searched', async ({ page }) => {
    const hydrate = await holdHydration(page);
    await page.goto('/docs/intro/', { waitUntil: 'commit' });
    await expect(searchBox(page)).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('soql');
    await expect(results(page).first()).toBeVisible();
    await expect(page.locator('body > .search__popup')).toBeVisible();
    hydrate();
    await waitForSearchBox(page);
    await expect(searchBox(page)).toHaveValue('soql');
  });

  test('answers before the page hydrates, keeping every character typed, and the list moves into React’s box', async ({
    page,
  }) => {
    // The page's scripts wait: only the inline bootstrap and the search module run.
    const hydrate = await holdHydration(page);
    await page.goto('/docs/intro/', { waitUntil: 'commit' });
    // The moment the box can be clicked, type at full speed: the first keys start the loading.
    await searchBox(page).click();
    await page.keyboard.type('OpenAI key');
    await expect(searchBox(page)).toHaveValue('OpenAI key');

    // The search module's list, below the box: options reached from the box with the arrow keys.
    const answer = results(page).filter({ hasText: 'Where does my OpenAI API key go?' });
    await expect(answer).toHaveCount(1);
    await expect(
      page.getByRole('status').filter({ hasText: /^\d+ results? for “OpenAI key”(, more available)?$/ }),
    ).toHaveCount(1);
    await searchBox(page).press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toBeFocused();
    const href = await answer.getAttribute('href');
    const early = page.locator('body > .search__popup');
    await expect(early).toBeVisible();

    // Once React has rendered the box, the same list, with the reader's place, is inside it.
    hydrate();
    await waitForSearchBox(page);
    await expect(early).toHaveCount(0);
    await expect(
      page.locator('.search--navbar').getByRole('option').filter({ hasText: 'Where does my OpenAI API key go?' }),
    ).toHaveAttribute('href', href!);
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveValue('OpenAI key');
    await expect(searchBox(page)).toBeFocused();
    // Opened by client navigation now: the box empties and the list closes.
    await searchBox(page).press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const next = (await results(page).nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(next.replace(/\?highlight=[^#]*/, '').split('#')[0])}`));
    await expect(searchBox(page)).toHaveValue('');
  });

  test('shows results by heading before the page text has arrived, then refines them with it', async ({ page }) => {
    const { hold, release } = await holdPageText(page);
    hold();
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).pressSequentially('query plan');

    // From the doc file alone: headings match, without snippets, and the list says what is missing.
    await expect(results(page).first()).toContainText('Read a query plan');
    const note = page.getByText('Matching headings; page text is still loading.', { exact: true });
    await expect(note).toBeVisible();
    // Screen readers hear it too: the results' live region names the state.
    const live = page.locator('.search--navbar [role="status"]');
    await expect(live).toHaveText(/^\d+ results? for “query plan”: Matching headings; page text is still loading\.$/);
    await expect(results(page).locator('.search__result-snippet')).toHaveCount(0);
    await searchBox(page).press('ArrowDown');
    const reached = (await results(page).first().getAttribute('href')) ?? '';
    expect(reached).toContain('#read-a-query-plan');

    release();
    await expect(note).toBeHidden();
    await expect(live).toHaveText(/^\d+ results? for “query plan”(, more available)?$/);
    await expect(results(page).locator('.search__result-snippet').first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue('query plan');
    await expect(searchBox(page)).toBeFocused();
    // The option the reader had reached is still the active one.
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveAttribute('href', reached);
  });

  test('the list holds still under a pointer that moves over it, not under one resting where it opened', async ({
    page,
  }) => {
    const { hold, release } = await holdPageText(page);
    await page.goto('/docs/intro/');
    await openSearch(page);
    const field = (await searchBox(page).boundingBox())!;
    // The pointer rests where the list is about to open.
    await page.mouse.move(field.x + field.width - 60, field.y + field.height + 60);
    const live = page.locator('.search--navbar [role="status"]');
    // The list answers the query, with its headings only (the live region speaks for the query's own results).
    const headingsOnly = (query: string) =>
      expect(live).toHaveText(
        new RegExp(`^\\d+ results? for “${query}”: Matching headings; page text is still loading\\.$`),
      );
    const first = results(page).first();
    hold();
    await searchBox(page).fill('what technology is sf explorer built with');
    await headingsOnly('what technology is sf explorer built with');
    await expect(first).not.toHaveAttribute('href', /#technology-stack$/);
    release();
    // With the page text, the better answer takes the first place: a resting pointer holds nothing.
    await expect(first).toHaveAttribute('href', /\/docs\/Architecture\/\?.*#technology-stack$/);

    hold();
    await searchBox(page).fill('does it use google analytics');
    await headingsOnly('does it use google analytics');
    const held = (await first.getAttribute('href'))!;
    expect(held).not.toMatch(/#which-analytics-does-it-use$/);
    const option = (await first.boundingBox())!;
    await page.mouse.move(option.x + 40, option.y + option.height / 2);
    release();
    await expect(live).toHaveText(/^\d+ results for “does it use google analytics”(, more available)?$/);
    // Moved over the list, the pointer holds it still: the page text's answers join below.
    await expect(first).toHaveAttribute('href', held);
    // Gone from the list, it lets the better order in.
    await page.mouse.move(10, field.y + 400);
    await expect(first).toHaveAttribute('href', /#which-analytics-does-it-use$/);
  });

  test('Ctrl+K focuses the search box from anywhere on the page', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    await waitForSearchBox(page);
    // The drawer's search button is for narrow screens only.
    await expect(page.getByRole('button', { name: 'Open search' })).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+K');
    await expect(searchBox(page)).toBeFocused();
  });

  test('Ctrl+K far down a page brings the navbar back with its box focused, without scrolling', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    await waitForSearchBox(page);
    await page.mouse.wheel(0, 2100);
    await expect(page.locator('.navbar')).toHaveAttribute('data-hidden', 'true');
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(1000);
    await page.keyboard.press('Control+K');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });

  test('shows results as you type, with the matched words marked', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).pressSequentially('anonymous ap');

    await expect(results(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    const count = await results(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(results(page).first()).toContainText('Run anonymous Apex');
    await expect(results(page).first().locator('mark').first()).toHaveText(/anonymous|apex/i);
    // Tab leaves the box (for More results where a full list shows it, then the page's next
    // control), closing the list: the scrolling list is no stop.
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('.search__more'))) await page.keyboard.press('Tab');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.search__popup:focus')).toHaveCount(0);
  });

  test('arrow keys and Enter open a result, which arrives highlighted with a clean address', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).fill('savepoint');
    await expect(results(page).first()).toContainText('Rehearse a data fix with a savepoint');

    await page.keyboard.press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    const activeId = await results(page).first().getAttribute('id');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', activeId ?? '');
    await page.keyboard.press('Enter');

    // The highlight parameter is removed once applied; path and hash stay.
    await expect(page).toHaveURL(/\/docs\/Explore\/Apex\/#rehearse-a-data-fix-with-a-savepoint$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Run anonymous Apex');
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('search-results')?.size ?? 0)).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.has('highlight')).toBe(false);
  });

  test('a page opened from a result leaves the focus at its first match, so that Tab goes on from there', async ({
    page,
  }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).fill('heroku');
    await expect(results(page).first()).toHaveAttribute('href', /^\/docs\/Architecture\/\?highlight=heroku$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Architecture/);
    // The block of the first match has the focus, in view, well down the page.
    const focused = page.locator('#main-content :focus');
    await expect(focused).toContainText(/heroku/i);
    await expect(focused).toBeInViewport();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(200);
    // Tab goes on in the content, not from the navbar at the top.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('Enter pressed before the list has caught up opens the best result of what was typed', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).pressSequentially('query ');
    await expect(page.locator('.search--navbar [role="status"]')).toHaveText(
      /^\d+ results? for “query”(, more available)?$/,
    );
    const before = await results(page).first().getAttribute('href');
    expect(before).not.toContain('#read-a-query-plan');
    // The next word's chunks are slow to come: the list still shows "query" meanwhile.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(ANY_SEARCH_FILE, async (route) => {
      await gate;
      await route.continue();
    });
    await searchBox(page).pressSequentially('plan');
    await page.keyboard.press('Enter');
    await expect(results(page).first()).toHaveAttribute('href', before!);
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    release();
    await expect(page).toHaveURL(/\/docs\/Explore\/SOQL\/#read-a-query-plan$/);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('Enter and Escape pressed before search has loaded are not lost', async ({ page }) => {
    // The search module is slow to come: nothing lists results meanwhile.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search\/search-engine-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).pressSequentially('query plan');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    release();
    await expect(page).toHaveURL(/\/docs\/Explore\/SOQL\/#read-a-query-plan$/);

    // Escape on what is typed keeps the list closed once search is in.
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).pressSequentially('soql');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(500); // Time for an answer to open the list.
    await expect(page.locator('.search__popup:visible')).toHaveCount(0);
    await page.keyboard.type(' ');
    await expect(results(page).first()).toBeVisible();
  });

  test('a page opened with ?highlight= highlights the words and cleans the address', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/?highlight=literals&from=mail#date-literals');
    // Only the parameter goes: the others and the anchor stay.
    await expect(page).toHaveURL(/\/docs\/Explore\/SOQL\/\?from=mail#date-literals$/);
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('search-results')?.size ?? 0)).toBeGreaterThan(0);
    // Highlights clear on the next navigation.
    await page.getByRole('link', { name: 'SOSL', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/Explore\/SOSL\/$/);
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('search-results')?.size ?? 0)).toBe(0);
  });

  test('the reader clears the highlights with a button or with Escape @phone', async ({ page }) => {
    const highlighted = () => page.evaluate(() => CSS.highlights.get('search-results')?.size ?? 0);
    const control = page.getByRole('complementary', { name: 'Search highlights' });
    const clearButton = control.getByRole('button', { name: 'Clear search highlights' });
    await page.goto('/docs/Explore/SOQL/?highlight=literals#date-literals');
    await expect.poll(highlighted).toBeGreaterThan(0);
    await expect(clearButton).toBeInViewport({ ratio: 1 });
    // Its key (Escape) shown where a keyboard is likely, not on a touch screen.
    const keyboard = await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches);
    await expect(clearButton.locator('kbd')).toBeVisible({ visible: keyboard });
    // Clean in both colour modes, its own landmark (axe's `region` rule holds with it on the page).
    expect(await axeViolations(page)).toEqual([]);
    await switchToDarkMode(page);
    expect(await axeViolations(page, { include: ['.search-highlights'], rules: ['color-contrast'] })).toEqual([]);
    // At the end of the page the control covers nothing: the whole footer is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').last().boundingBox();
    const controlBox = await control.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(controlBox!.y);
    // By keyboard: the focus goes on from the content, the control leaves with the highlights.
    await clearButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(highlighted).toBe(0);
    await expect(control).toHaveCount(0);
    await expect(page.locator('main#main-content')).toBeFocused();
    // Escape does the same from the page's content (fields keep it: see highlight-dom.test.ts).
    await page.goto('/docs/Explore/SOQL/?highlight=literals');
    await expect.poll(highlighted).toBeGreaterThan(0);
    await page.locator('main#main-content').focus();
    await page.keyboard.press('Escape');
    await expect.poll(highlighted).toBe(0);
    await expect(control).toHaveCount(0);
  });

  test('the words stay highlighted in a quiz once it turns interactive', async ({ page }) => {
    const quiz = '[data-quiz-id="explore-apex-dml-commit"]';
    // The quiz's first markup (the page's own), to tell when the interactive quiz has replaced it.
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        const first = document.querySelector(selector);
        if (first) (window as unknown as { firstQuiz: Element }).firstQuiz = first;
        if (first) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, quiz);
    await page.goto('/docs/Explore/Apex/?highlight=anonymous#check-your-understanding');
    await page.locator(quiz).hover(); // Reaching the quiz loads its code at once.
    await expect
      .poll(() =>
        page.evaluate(
          (selector) => document.querySelector(selector) !== (window as unknown as { firstQuiz: Element }).firstQuiz,
          quiz,
        ),
      )
      .toBe(true);
    // Its choice "Nothing: anonymous Apex runs read-only" is highlighted in the new markup.
    await expect
      .poll(() =>
        page
          .locator(quiz)
          .evaluate((element) =>
            [...(CSS.highlights.get('search-results') ?? [])]
              .filter((range) => range instanceof Range && !range.collapsed && element.contains(range.startContainer))
              .map((range) => range.toString()),
          ),
      )
      .toEqual(['anonymous']);
  });

  test('says so when nothing matches, and Escape closes the list', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).fill('zzqxvw');
    await expect(page.locator('.search__empty')).toHaveText('No results for “zzqxvw”');
    await expect(page.getByRole('status').filter({ hasText: 'No results for “zzqxvw”' })).toHaveCount(1);
    await expect(results(page)).toHaveCount(0);

    await searchBox(page).fill('graphql');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(results(page)).toHaveCount(0);
  });

  test('more results come below the first on request, from the keyboard or the mouse', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).fill('soql');
    // The button follows the complete list (the page text in), not the headings-only one.
    const more = page.getByRole('button', { name: 'More results' });
    await expect(more).toBeVisible();
    await expect(results(page)).toHaveCount(8);
    const firstEight = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Tab's next stop from the box; Enter on it, and the focus is back in the box on the ninth.
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(results(page)).toHaveCount(16);
    await expect(searchBox(page)).toBeFocused();
    await expect(results(page).nth(8)).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).nth(8)).toBeInViewport();
    expect(
      await results(page).evaluateAll((links) => links.slice(0, 8).map((link) => link.getAttribute('href'))),
    ).toEqual(firstEight);
    await expect(page.getByRole('status').filter({ hasText: '16 results for “soql”' })).toHaveCount(1);
    await more.click();
    await expect(results(page)).toHaveCount(24);
    // The next query starts again from the first results.
    await searchBox(page).fill('soql editor');
    await expect(results(page)).toHaveCount(8);
  });

  test('a result can be opened with the mouse', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).fill('openai api key');
    await results(page).filter({ hasText: 'Where does my OpenAI API key go?' }).click();
    await expect(page).toHaveURL(/\/docs\/FAQ\/#where-does-my-openai-api-key-go$/);
  });

  test('results are links: Ctrl+click and a middle click open them in a new tab', async ({ page, context }) => {
    await page.goto('/docs/intro/');
    await openSearch(page);
    await searchBox(page).fill('savepoint');
    const result = results(page).filter({ hasText: 'Rehearse a data fix with a savepoint' });
    // A real link: the browser shows its address on hover and offers "Open link in new tab".
    await expect(result).toHaveAttribute(
      'href',
      new RegExp(
        `^${escapeRegExp(sitePath('/docs/Explore/Apex/'))}\\?highlight=[^#]*savepoint[^#]*#rehearse-a-data-fix-with-a-savepoint$`,
      ),
    );

    for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), result.click(click)]);
      await expect(tab).toHaveURL(/\/docs\/Explore\/Apex\/(\?highlight=[^#]*)?#rehearse-a-data-fix-with-a-savepoint$/);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Run anonymous Apex');
      await tab.close();
      // The reader stays where they were, with the results still open for the next one.
      await expect(page).toHaveURL(/\/docs\/intro\/$/);
      await expect(result).toBeVisible();
    }
  });

  test.describe('offline', () => {
    // Offline, the files a query has not fetched yet fail in the console as the reader is told.
    test.use({
      allowedConsoleErrors: /^Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED)$/,
      serviceWorkers: 'allow',
    });

    test('once used, search answers offline from what it fetched, and says when a query needs more', async ({
      page,
      context,
    }) => {
      await page.goto('/docs/intro/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
      // The search files and the search module: all kept by the worker once the reader pauses.
      const requests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (ANY_SEARCH_FILE.test(path) || /\/search\/search-engine-[^/]+\.js$/.test(path)) requests.push(path);
      });
      await openSearch(page);
      await searchBox(page).fill('flexcard where used');
      await expect(results(page).first()).toContainText(/FlexCard/i);
      await expect(results(page).locator('.search__result-snippet').first()).toBeVisible();
      // The entry and a few chunks, each once: not the whole index.
      expect(requests.length).toBeLessThan(20);
      expect(new Set(requests).size).toBe(requests.length);
      await expect
        .poll(() =>
          page.evaluate(
            async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean),
            requests,
          ),
        )
        .toBe(true);

      // Later, offline, past the host's max-age: the worker alone answers.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await context.setOffline(true);
      await page.reload();
      await openSearch(page);
      await searchBox(page).fill('flexcard where used');
      await expect(results(page).first()).toContainText(/FlexCard/i);
      await expect(results(page).locator('.search__result-snippet').first()).toBeVisible();
      // The browser took them from the search cache itself, without asking the worker (static routing).
      const sources = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/search/search-'))
          .map(
            (entry) => (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
          ),
      );
      expect(sources.length).toBeGreaterThan(2);
      expect(new Set(sources)).toEqual(new Set(['cache']));

      // A query whose words were never fetched says so where the results go, with a Retry.
      await searchBox(page).fill('graphql');
      const empty = page.locator('.search--navbar .search__empty');
      await expect(empty).toContainText('Search could not be loaded.');
      await context.setOffline(false);
      await empty.getByRole('button', { name: 'Retry' }).click();
      await expect(results(page).first()).toContainText(/GraphQL/i);
    });
  });

  test('the small entry loads when the page is idle; chunks only for a query', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (ANY_SEARCH_FILE.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto('/docs/intro/');
    await waitForSearchBox(page);
    await expect.poll(() => requested.length).toBe(2);
    expect(requested.every((url) => SEARCH_FILE.test(url))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requested).toHaveLength(2);

    await openSearch(page);
    await searchBox(page).fill('soql');
    await expect(results(page).first()).toBeVisible();
    expect(requested.length).toBeGreaterThan(2);
  });
});

/** Taps the navbar's search button (until the page answers it) and returns the drawer it opens. */
async function openDrawerWithButton(page: Page) {
  const button = page.getByRole('button', { name: 'Open search' });
  await expect(async () => {
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  return page.getByRole('dialog', { name: 'Navigation menu' });
}

/** React's search box has read a tap on the phone's search button noted before hydration (it leaves `false`). */
const searchButtonAnswered = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { sfxSearchEarly?: { searchButton?: boolean } }).sfxSearchEarly?.searchButton === false,
  );

/** Taps the phone's search button, which shows it is waiting, then the page's text: the wait is called off. */
async function tapThenTurnAway(page: Page) {
  const button = page.getByRole('button', { name: 'Open search' });
  await button.click();
  await expect(button).toHaveAttribute('data-pending', '');
  await page.locator('main p').first().click();
  await expect(button).not.toHaveAttribute('data-pending');
  return button;
}

test.describe('search (mobile)', { tag: '@phone-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shortcut opens the drawer with its search box focused', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible();
    // Let the page hydrate before using the shortcut.
    await expect(page.getByRole('button', { name: 'Open search' })).toBeEnabled();
    await expect(async () => {
      await page.keyboard.press('Control+K');
      await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer.getByRole('combobox', { name: 'Search' })).toBeFocused();

    await drawer.getByRole('combobox', { name: 'Search' }).fill('graphql');
    await expect(drawer.getByRole('option').first()).toBeVisible();
  });

  test('a tap on the search button before the page is interactive opens the drawer once it is', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Open search' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeHidden();
    // Meanwhile the button shows it is waiting.
    await expect(button).toHaveAttribute('data-pending', '');
    expect(await button.evaluate((node) => getComputedStyle(node).cursor)).toBe('progress');
    release();
    await expect(drawer.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await expect(button).not.toHaveAttribute('data-pending');
  });

  test('once the page is interactive, a tap on the search button can still be called off while the drawer’s code loads', async ({
    page,
  }) => {
    // The drawer's code (the chunk that names its close button) is held back.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Close navigation menu')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/docs/intro/');
    await searchButtonAnswered(page);
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    const button = await tapThenTurnAway(page);
    release();
    await page.waitForTimeout(500);
    await expect(drawer).toBeHidden();
    // Asked for again, it opens on its box.
    await button.click();
    await expect(drawer.getByRole('combobox', { name: 'Search' })).toBeFocused();
  });

  test('at 320 px, the arrow keys scroll the drawer’s results, not the box out of view', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/docs/intro/');
    const drawer = await openDrawerWithButton(page);
    const box = drawer.getByRole('combobox', { name: 'Search' });
    await box.fill('flow');
    await expect(drawer.getByRole('status')).toHaveText(/^8 results for “flow”/);
    const inView = (locator: typeof box) =>
      locator.evaluate((node) => {
        const { top, bottom } = node.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    for (let i = 0; i < 8; i++) {
      await box.press('ArrowDown');
      // What the reader typed, and the option they are on, both in view.
      expect(await inView(box), `↓ ${i + 1}: the box`).toBe(true);
      expect(await inView(drawer.locator('[role="option"][aria-selected="true"]')), `↓ ${i + 1}: the option`).toBe(
        true,
      );
    }
  });

  test('a tap on the search button before the page is interactive is called off by a tap elsewhere', async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    const button = await tapThenTurnAway(page);
    release();
    // React's box has read the tap, and the drawer has not opened over the text.
    await searchButtonAnswered(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
    await button.click();
    await expect(
      page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('combobox', { name: 'Search' }),
    ).toBeFocused();
  });

  test('a result opened from the drawer with the keyboard leaves the focus at its section, not on the menu button', async ({
    page,
  }) => {
    await page.goto('/docs/intro/');
    const drawer = await openDrawerWithButton(page);
    await drawer.getByRole('combobox', { name: 'Search' }).fill('soql editor');
    // A section further down a page: the first option whose address has an anchor, in the full list.
    const options = drawer.getByRole('option');
    await expect(drawer.getByRole('status')).toHaveText(/^\d+ results for “soql editor”(, more available)?$/);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const at = hrefs.findIndex((href) => href.includes('#') && !href.startsWith('/docs/intro/'));
    for (let i = 0; i <= at; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const hash = hrefs[at].slice(hrefs[at].indexOf('#') + 1);
    await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(hash)}$`));
    await expect(drawer).toBeHidden();
    await expect(page.locator(':focus')).toHaveAttribute('id', decodeURIComponent(hash));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    // Tab goes on from there: the page stays where the reader is.
    await page.keyboard.press('Tab');
    await page.waitForTimeout(600); // A smooth scroll would have started.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  });

  test('the navbar search button opens the drawer with its search box focused', async ({ page }) => {
    await page.goto('/blog/');
    const drawer = await openDrawerWithButton(page);
    const box = drawer.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();

    await box.fill('install on edge');
    await drawer.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/docs\/intro\/(#[\w-]+)?$/);
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
  });
});
