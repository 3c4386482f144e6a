import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, switchToDarkMode, test } from './fixtures';

const PAGE = '/docs/Explore/SOQL/';
const EXERCISE = 'explore-soql-largest-open-opportunities';
const ANSWER = 'SELECT Name, Amount, Account.Name FROM Opportunity WHERE IsClosed = false ORDER BY Amount DESC LIMIT 5';

/** WCAG 2.2 A and AA rules and best practices, over the query boxes only. */
async function violations(page: Page) {
  const found = await axeViolations(page, { include: ['[data-soql-playground]', '[data-exercise-id]'] });
  return found.map(({ id, targets }) => ({ id, targets }));
}

/** Replaces the editor's text by typing, as a reader would: select all, then type. */
async function typeQuery(page: Page, query: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(query);
  // The completion list may be open after the last word: Esc closes it, so Tab leaves the editor.
  await page.keyboard.press('Escape');
}

test.use({ viewport: { width: 320, height: 720 } });

test(
  'a reader runs a query and solves an exercise with the keyboard alone, at 320 px, in both colour modes',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const scripts: string[] = [];
    // What the first use downloads (the page's, the worker's), gzip: reported with the test's result.
    let lazyBytes = 0;
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      scripts.push(response.url());
      if (scripts.length > firstLoad) lazyBytes += gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
    });
    let firstLoad = Number.POSITIVE_INFINITY;
    await page.goto(PAGE);
    const exercise = page.locator(`[data-exercise-id="${EXERCISE}"]`);
    // The query box of 'Try it on the sample org', just above the exercise.
    const playground = page.locator('[data-soql-playground]', { hasText: 'CloseDate = THIS_QUARTER' });

    // Before any interaction: the queries are plain code blocks, and nothing of the editor has loaded.
    await expect(playground.getByLabel('SOQL query on the sample org')).toContainText(
      'SELECT Name, StageName, CloseDate, Amount, Account.Name FROM Opportunity',
    );
    firstLoad = scripts.length;
    await expect(exercise.getByRole('button', { name: 'Check' })).toBeVisible();

    // The playground: focusing its code block opens the editor there; Ctrl+Enter runs the query.
    await playground.getByLabel('SOQL query on the sample org').focus();
    const playgroundEditor = playground.getByRole('textbox', { name: 'SOQL query on the sample org' });
    await expect(playgroundEditor).toBeFocused();
    expect(scripts.length, 'the editor loads on interaction').toBeGreaterThan(firstLoad);
    // Ctrl+Enter on the phone project too: a phone with a hardware keyboard runs it the same way.
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(playground.getByText(/^6 rows · /)).toBeVisible();
    await expect(playground.getByRole('columnheader', { name: 'Account.Name' })).toBeVisible();
    testInfo.annotations.push({
      type: 'first use of a query box',
      description: `${(lazyBytes / 1024).toFixed(1)} KiB gzip of JavaScript loaded between the first focus and the first result (editor, runner, parser, sample org)`,
    });
    await expect(playground.getByText(/Tab leaves the editor/)).toBeVisible();

    // The exercise: a wrong field is named in words and marked in the editor.
    // Out of the editor with Tab: the playground's Run button, the results table's scrolling region,
    // the paragraph's link to Practice SOQL, then the exercise's code block, which opens its editor.
    const editor = exercise.getByRole('textbox', { name: 'Your SOQL query' });
    await page.keyboard.press('Tab');
    await expect(playground.getByRole('button', { name: 'Run' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await typeQuery(page, 'SELECT Nme FROM Opportunity');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(exercise.getByRole('alert')).toContainText(
      "Line 1, column 8: No such column 'Nme' on entity 'Opportunity'",
    );
    await expect(exercise.locator('[data-soql-error]')).toHaveText('Nme');

    // A query missing a column: Check says which, in the live region.
    await typeQuery(page, ANSWER.replace(', Account.Name', ''));
    await page.keyboard.press('Tab');
    await expect(exercise.getByRole('button', { name: 'Run' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(exercise.getByRole('button', { name: 'Check' })).toBeFocused();
    await page.keyboard.press('Enter');
    const status = exercise.getByRole('status').filter({ hasText: /\w/ });
    await expect(status).toHaveText('Not yet. Your result has no column Account.Name.');

    // A hint on request, one at a time.
    await page.keyboard.press('Tab');
    await expect(exercise.getByRole('button', { name: 'Show a hint' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(exercise.getByRole('list', { name: 'Hints' }).getByRole('listitem')).toHaveCount(1);

    // The right query: Check says so.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await typeQuery(page, ANSWER);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Correct: your query returns the expected 5 rows.');
    await expect(exercise.getByText('Solved: this exercise is worth 15 points.')).toBeVisible();

    // Nothing scrolls the page sideways at 320 px; the boxes are clean in light and dark mode.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await violations(page), 'light mode').toEqual([]);
    await switchToDarkMode(page);
    expect(await violations(page), 'dark mode').toEqual([]);

    // The reader's query is kept: after a reload the editor opens on it.
    await page.reload();
    await exercise.getByLabel('Your SOQL query').focus();
    await expect(editor).toBeFocused();
    await expect(editor).toHaveText(ANSWER);
  },
);
