import { expect, HYDRATED_COLOR_MODE_SWITCH, test, waitForHydration } from './fixtures';

/**
 * The fixtures' hydration wait on made-up pages (no server needed): it must fail on a Next page
 * whose colour-mode switch never hydrates, or is renamed, rather than return at once.
 */

// `type="text/plain"` keeps the browser from fetching the made-up script.
const nextScript = '<script type="text/plain" src="/_next/static/chunks/main.js"></script>';

test('waitForHydration waits for the hydrated switch, and fails when it never comes', async ({ page }) => {
  await page.setContent(`${nextScript}<button aria-label="Switch between dark and light mode">Mode</button>`);
  // Hydration "happens" a moment later: the wait must still be waiting then.
  await page.evaluate(() =>
    setTimeout(() => {
      const button = document.querySelector('button')!;
      button.setAttribute('data-color-mode', 'light');
      button.setAttribute('aria-label', 'Switch between dark and light mode (currently light mode; next: dark mode)');
    }, 300),
  );
  await waitForHydration(page, { timeout: 5_000 });
  await expect(page.locator(HYDRATED_COLOR_MODE_SWITCH)).toHaveCount(1);

  // A renamed label: the wait fails and says what it looked for.
  await page.setContent(`${nextScript}<button data-color-mode="light" aria-label="Colour mode: light">Mode</button>`);
  await expect(waitForHydration(page, { timeout: 500 })).rejects.toThrow(/no hydrated colour-mode switch/);

  // A page without Next's scripts (the offline page) has nothing to wait for.
  await page.setContent('<h1>You are offline</h1>');
  await waitForHydration(page, { timeout: 500 });
});

test.describe('the policy guard', () => {
  // The refused script logs a console error too; the guard under test is the violation record.
  test.use({ allowedConsoleErrors: /violates the following Content Security Policy directive/ });

  test('records a Content-Security-Policy violation of any page of the test', async ({ page, policyViolations }) => {
    // A made-up origin, answered here: a strict policy, and an inline script without its hash.
    await page.route('http://policy.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"></head><body><script>document.title = 'ran'</script></body></html>`,
      }),
    );
    await page.goto('http://policy.test/page/');
    await expect.poll(() => policyViolations.length).toBe(1);
    expect(policyViolations[0]).toMatchObject({
      page: 'http://policy.test/page/',
      directive: 'script-src-elem',
      blocked: 'inline',
    });
    await expect(page).not.toHaveTitle('ran');
    // Recorded, the violation would fail this test when it ends (the guard's check); it is the
    // expected one here, so it is cleared.
    policyViolations.length = 0;
  });
});
