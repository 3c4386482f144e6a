/**
 * The account area end to end, in the `account` Playwright project: against the export built
 * WITH account settings by scripts/build-account-site.sh (out-account/), the real Firebase Auth
 * emulator on 127.0.0.1:9099 and the real Firestore emulator on 127.0.0.1:8080, with the rules of
 * firestore.rules (scripts/emulators.sh starts both).
 *
 * Nothing leaves the machine: identity goes to the emulator, and the Tawk.to chat script is
 * intercepted and answered with an empty script.
 */
import type { BrowserContext, Page, Response } from '@playwright/test';
import { siteBasePath } from '../../lib/base-path';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** Where out-account/ is served (its origin, then the base path it was built with). */
const ACCOUNT_BASE_URL = `${process.env.ACCOUNT_BASE_URL ?? 'http://localhost:3001'}${siteBasePath()}`;
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const FIRESTORE_EMULATOR = `http://${process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080'}`;
const TAWK_SCRIPT = 'https://embed.tawk.to/test-property/test-widget';
const QUIZ_PAGE = '/docs/Explore/SOQL/';
const QUIZ_QUESTION = "Inside a query on Account, you want each account's contacts. Which subquery runs?";
const QUIZ_ANSWER = '(SELECT LastName FROM Contacts)';
const WRONG_ANSWER = '(SELECT LastName FROM Contact)';
const PASSWORD = 'e2e-password-123';
const EXERCISE_ANSWER =
  'SELECT Name, Amount, Account.Name FROM Opportunity WHERE IsClosed = false ORDER BY Amount DESC LIMIT 5';

/** Strings only Firebase SDK code contains (see tests/builds/firebase-bundle.test.ts). */
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'FirebaseError', 'firestore.googleapis.com'];

test.use({ baseURL: `${ACCOUNT_BASE_URL}/` });

test.beforeAll(async () => {
  const emulator = await fetch(`${AUTH_EMULATOR}/`).catch(() => null);
  expect(emulator?.ok, `the Auth emulator must run at ${AUTH_EMULATOR} (scripts/emulators.sh starts it)`).toBe(true);
  const firestore = await fetch(`${FIRESTORE_EMULATOR}/`).catch(() => null);
  expect(
    firestore?.ok,
    `the Firestore emulator must run at ${FIRESTORE_EMULATOR} (scripts/emulators.sh starts it)`,
  ).toBe(true);
  const site = await fetch(`${ACCOUNT_BASE_URL}${QUIZ_PAGE}`).catch(() => null);
  expect(site?.ok, `out-account/ must be served at ${ACCOUNT_BASE_URL} (scripts/build-account-site.sh)`).toBe(true);
});

test.beforeEach(async ({ context }) => {
  // The site has no favicon yet; Chromium's automatic request for one would log a 404 as a console
  // error at a random moment and fail whichever test is running.
  await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
});

/** A fresh address per test, so runs never collide in the emulator. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Answers every request for the chat script with an empty script and counts them. */
async function interceptChat(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://embed.tawk.to/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requested;
}

/** Collects the JavaScript a page downloads, to look for Firebase in it. */
function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    // A 304 has no body; the 200 it revalidated was collected already.
    if (
      response.request().resourceType() === 'script' &&
      response.url().startsWith(ACCOUNT_BASE_URL) &&
      response.status() !== 304
    )
      scripts.push(response);
  });
  return scripts;
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const badge = (page: Page) => page.getByRole('status', { name: 'Your points' });

/** WCAG A/AA violations inside the given part of the page. */
async function wcagViolations(page: Page, selector: string): Promise<string[]> {
  const found = await axeViolations(page, { include: [selector], tags: ['wcag2a', 'wcag2aa'] });
  return found.map((violation) => `${violation.id}: ${violation.help}`);
}

/** Creates an account through the sign-in dialog, opened from the navbar unless `open` says otherwise. */
async function signUp(
  page: Page,
  name: string,
  email: string,
  open = () => navbar(page).getByRole('button', { name: 'Sign in' }).click(),
): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No account yet? Create one' }).click();
  const signUpDialog = page.getByRole('dialog', { name: 'Create an account' });
  await signUpDialog.getByLabel('Name (optional)').fill(name);
  await signUpDialog.getByLabel('Email').fill(email);
  await signUpDialog.getByLabel('Password').fill(PASSWORD);
  await signUpDialog.getByRole('button', { name: 'Create account' }).click();
  await expect(signUpDialog).toBeHidden();
}

test('anonymous readers see no account controls or chat, and download no Firebase', async ({ page, context }) => {
  const chat = await interceptChat(context);
  const scripts = collectScripts(page);
  await page.goto(QUIZ_PAGE);

  // The Sign in button appears once the page has hydrated and knows nobody signed in here.
  await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(navbar(page).getByRole('button', { name: /account|reader/i })).toHaveCount(0);

  // Anonymous readers can still answer, and are invited to sign in to keep the points.
  const quiz = page.getByRole('group', { name: QUIZ_QUESTION });
  await quiz.getByRole('radio', { name: QUIZ_ANSWER }).check();
  await page.getByRole('region', { name: QUIZ_QUESTION }).getByRole('button', { name: 'Check answer' }).click();
  const region = page.getByRole('region', { name: QUIZ_QUESTION });
  await expect(region.getByText('Correct.')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(
    scripts.map(async (response) => ({ url: response.url(), body: await response.text() })),
  );
  expect(bodies.length).toBeGreaterThan(0);
  const withFirebase = bodies
    .filter(({ body }) => FIREBASE_MARKERS.some((marker) => body.includes(marker)))
    .map(({ url }) => url);
  expect(withFirebase, 'scripts containing Firebase SDK code').toEqual([]);
  expect(chat, 'chat script requests').toEqual([]);
});

test('the sign-in dialog is labelled, keeps focus inside, and closes on Escape', async ({ page }) => {
  await page.goto(QUIZ_PAGE);
  const signIn = navbar(page).getByRole('button', { name: 'Sign in' });
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  // A native modal <dialog>: the browser makes the rest of the page inert (no hand-written trap).
  expect(await dialog.evaluate((node) => node.matches('dialog:modal'))).toBe(true);
  expect(await wcagViolations(page, 'dialog.account-dialog')).toEqual([]);
  // The colours come from the theme's custom properties: check the dark mode too.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await wcagViolations(page, 'dialog.account-dialog')).toEqual([]);
  // Tab never reaches the page behind: past the last control, focus goes to the browser's own
  // UI (no element of the document is active), then back to the dialog's first control.
  const where: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    where.push(
      await dialog.evaluate((node) =>
        node.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      ),
    );
  }
  expect(where).not.toContain('page');
  expect(where.lastIndexOf('dialog')).toBeGreaterThan(where.indexOf('browser'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();
  // Selecting a field's text and letting go over the backdrop keeps the dialog and what was typed…
  await signIn.click();
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email');
  await email.fill('reader@example.com');
  const box = (await email.boundingBox())!;
  await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(5, 5, { steps: 5 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(email).toHaveValue('reader@example.com');
  // …and a click on the backdrop closes it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test.describe('two tabs on one account', () => {
  // When two tabs write the reader's record at the same moment, the Firestore SDK's write channel
  // can get a 409 (Conflict) that the SDK retries by itself; the browser still logs the response.
  // The test checks the outcome instead: the badge in every tab and the exact total.
  test.use({ allowedConsoleErrors: /status of 409 \(Conflict\)/ });

  test('signing up shows the badge, avatar, Sign out and chat; a right answer updates the badge in every tab; signing out removes it all', async ({
    page,
    context,
  }) => {
    // One journey across sign-up, two tabs, a reload and sign-out: more than the default budget on
    // a loaded two-core machine.
    test.slow();
    const chat = await interceptChat(context);
    const email = uniqueEmail('reader');
    await page.goto(QUIZ_PAGE);
    await signUp(page, 'E2E Reader', email);

    await expect(badge(page)).toHaveText('0 pts');
    await expect(navbar(page).getByRole('button', { name: 'E2E Reader' })).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);

    // The chat loads for the signed-in reader, with their name and email handed to Tawk.
    await expect.poll(() => chat).toContain(TAWK_SCRIPT);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { Tawk_API?: { visitor?: unknown } }).Tawk_API?.visitor))
      .toEqual({ name: 'E2E Reader', email });

    // A second tab of the same browser restores the session and shows the same total.
    const second = await context.newPage();
    const secondErrors: string[] = [];
    // The same allowance as the first tab's: its record read can race the first tab's creation of
    // the record (a 409 the SDK retries).
    second.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        !/status of 409 \(Conflict\)/.test(message.text()) &&
        secondErrors.push(message.text()),
    );
    second.on('pageerror', (error) => secondErrors.push(error.message));
    await second.goto(QUIZ_PAGE);
    await expect(badge(second)).toHaveText('0 pts');

    // A right answer earns the quiz's 10 points, here and in the other tab, without a reload.
    const region = page.getByRole('region', { name: QUIZ_QUESTION });
    await region.getByRole('radio', { name: QUIZ_ANSWER }).check();
    await region.getByRole('button', { name: 'Check answer' }).click();
    await expect(region.getByText('Correct.')).toBeVisible();
    await expect(badge(page)).toHaveText('10 pts');
    await expect(badge(second)).toHaveText('10 pts');
    // Answering again does not add the points twice.
    await expect(region.getByRole('button', { name: 'Check again' })).toBeDisabled();

    // Coming back shows the saved answer.
    await page.reload();
    const reloaded = page.getByRole('region', { name: QUIZ_QUESTION });
    await expect(badge(page)).toHaveText('10 pts');
    await expect(reloaded.getByRole('radio', { name: QUIZ_ANSWER })).toBeChecked();
    await expect(reloaded.getByText('Correct.')).toBeVisible();

    // A wrong answer after the right one is saved, and keeps the points earned.
    await reloaded.getByRole('radio', { name: WRONG_ANSWER, exact: true }).check();
    await reloaded.getByRole('button', { name: 'Check again' }).click();
    await expect(reloaded.getByText(/^Not quite\./)).toBeVisible();
    await expect(reloaded.getByText('Saved. You have 10 points for this quiz.')).toBeVisible();
    await expect(badge(page)).toHaveText('10 pts');

    // "My progress" lists the answer under its section, with the total, and says what is true:
    // the points earned and that the latest answer was wrong.
    await navbar(page).getByRole('button', { name: 'E2E Reader' }).click();
    await expect(page.getByRole('menuitem', { name: 'My progress' })).toBeFocused();
    expect(await wcagViolations(page, 'header')).toEqual([]);
    await page.getByRole('menuitem', { name: 'My progress' }).click();
    const progress = page.getByRole('dialog', { name: 'My progress' });
    await expect(progress.getByText('10 points')).toBeVisible();
    const explore = progress.getByRole('region', { name: 'Explore' });
    await expect(explore).toContainText('Soql child subquery');
    await expect(explore).toContainText('10 pts earned · latest answer wrong');
    await expect(explore).not.toContainText('Correct');
    expect(await wcagViolations(page, 'dialog.account-dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(progress).toBeHidden();

    // Signing out removes the badge, avatar, Sign out and the chat, in both tabs.
    await navbar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await expect(navbar(page).getByRole('button', { name: 'E2E Reader' })).toHaveCount(0);
    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => ({
          scripts: document.querySelectorAll('script[src^="https://embed.tawk.to"]').length,
          api: typeof (window as unknown as { Tawk_API?: unknown }).Tawk_API,
        })),
      )
      .toEqual({ scripts: 0, api: 'undefined' });
    await expect(navbar(second).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(badge(second)).toHaveCount(0);
    expect(secondErrors, 'console errors in the second tab').toEqual([]);
  });
});

test.describe('exercises', () => {
  // Creating the record and saving the solve can meet in the SDK's write channel, which retries a
  // 409 (Conflict) by itself; the browser still logs the response. The test checks the outcome.
  test.use({ allowedConsoleErrors: /status of 409 \(Conflict\)/ });

  test('a solve made signed out earns the exercise its points at sign-in, once: solving again adds nothing', async ({
    page,
    context,
  }) => {
    test.slow();
    await interceptChat(context);
    await page.goto(QUIZ_PAGE);
    const exercise = page.getByRole('group', { name: 'Exercise 15 points' });
    // The query's code block opens the editor.
    await exercise.getByLabel('Your SOQL query').click();
    const editor = exercise.getByRole('textbox', { name: 'Your SOQL query' });
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(EXERCISE_ANSWER);
    await page.keyboard.press('Escape');
    await exercise.getByRole('button', { name: 'Check' }).click();
    await expect(exercise.getByRole('status')).toHaveText('Correct: your query returns the expected 5 rows.');

    // Signing in from the invitation keeps the solve: the points arrive with the account.
    await signUp(page, 'E2E Solver', uniqueEmail('solver'), () =>
      exercise.getByRole('button', { name: 'Sign in' }).click(),
    );
    await expect(badge(page)).toHaveText('15 pts');
    await expect(exercise.getByText('Solved. You have 15 points for this exercise.')).toBeVisible();

    // Solving it again, even after a reload, adds nothing.
    await page.reload();
    await expect(badge(page)).toHaveText('15 pts');
    const again = page.getByRole('group', { name: 'Exercise 15 points' });
    await again.getByRole('button', { name: 'Check' }).click();
    await expect(again.getByRole('status')).toHaveText('Correct: your query returns the expected 5 rows.');
    await expect(again.getByText('Solved. You have 15 points for this exercise.')).toBeVisible();
    await expect(badge(page)).toHaveText('15 pts');
  });
});

test.describe('signing in with a password', () => {
  // The emulator answers a wrong password (and a reset for an unknown address) with HTTP 400, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('a wrong password shows a clear sentence; the right one signs in and survives a reload', async ({
    page,
    context,
  }) => {
    const chat = await interceptChat(context);
    const email = uniqueEmail('returning');
    // The account exists already (created directly in the emulator, as on another device).
    const created = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    expect(created.ok).toBe(true);

    await page.goto('/docs/intro/');
    expect(chat).toEqual([]);
    await navbar(page).getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The email address or password is not right. Check them and try again.',
    );

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page)).toHaveText('0 pts');
    // Without a name, the avatar is labelled with the email address. The Sign in button that
    // opened the dialog is gone, so focus lands on the account menu button, not on the body.
    await expect(navbar(page).getByRole('button', { name: email })).toBeFocused();
    await expect.poll(() => chat).toContain(TAWK_SCRIPT);

    await page.reload();
    await expect(badge(page)).toHaveText('0 pts');
  });

  test('a password reset says the same neutral sentence whether or not the address has an account', async ({
    page,
  }) => {
    const known = uniqueEmail('reset-known');
    const created = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: known, password: PASSWORD, returnSecureToken: true }),
    });
    expect(created.ok).toBe(true);
    await page.goto('/docs/intro/');
    await navbar(page).getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    for (const email of [uniqueEmail('reset-unknown'), known]) {
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        `If an account uses ${email}, a link to choose a new password is on its way.`,
      );
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    }
  });
});

test.describe('when Google’s sign-in script cannot load', () => {
  // Chromium logs the blocked request as a console error.
  test.use({ allowedConsoleErrors: /ERR_BLOCKED_BY_CLIENT/ });

  test('GitHub and Google sign-in say what happened, and what to do, when Google’s script cannot load', async ({
    page,
    context,
  }) => {
    // The popup path loads https://apis.google.com/js/api.js first; offline, a privacy blocker or a
    // company proxy stops it.
    const blocked: string[] = [];
    await context.route('https://apis.google.com/**', async (route) => {
      blocked.push(route.request().url());
      await route.abort('blockedbyclient');
    });
    await page.goto('/docs/intro/');
    await navbar(page).getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    for (const provider of ['GitHub', 'Google']) {
      await dialog.getByRole('button', { name: `Continue with ${provider}` }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'GitHub and Google sign-in need a script from Google that could not be loaded: you may be offline, or a ' +
          'privacy blocker or network proxy may block it. Sign in with your email and password instead, or try again later.',
      );
    }
    expect(blocked.length, 'requests for Google’s sign-in script').toBeGreaterThan(0);
    // Email and password still work from the same dialog.
    await expect(dialog.getByLabel('Email')).toBeEditable();
  });
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('Sign out moves into the avatar menu', async ({ page, context }) => {
    await interceptChat(context);
    const email = uniqueEmail('narrow');
    const created = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, displayName: 'Narrow Reader', returnSecureToken: true }),
    });
    expect(created.ok).toBe(true);
    await page.goto('/docs/intro/');
    await navbar(page).getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(badge(page)).toHaveText('0 pts');
    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeHidden();

    await navbar(page).getByRole('button', { name: 'Narrow Reader' }).click();
    await expect(page.getByRole('menuitem', { name: 'My progress' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  });
});
