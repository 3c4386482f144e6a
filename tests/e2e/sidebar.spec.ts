import { expect, sitePath, test } from './fixtures';

/** The docs sidebar: its branch per page, categories, scroll position, and without JavaScript. */

test.describe('sidebar at scale', () => {
  test('a page carries only its own branch; other categories load once, from one shared file', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/Explore/SOQL/')).text();
    expect(html).toContain('/docs/Explore/SOSL/');
    expect(html).not.toContain('/docs/Configure/Industries/Flexcard/');
    const navFiles: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/nav/')) navFiles.push(new URL(r.url()).pathname);
    });
    await page.goto('/docs/Explore/SOQL/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'SOQL', exact: true })).toHaveAttribute('aria-current', 'page');
    const configure = sidebar.getByRole('button', { name: 'Configure', exact: true });
    await expect(configure).toHaveAttribute('aria-expanded', 'false');
    await configure.click();
    await expect(configure).toHaveAttribute('aria-expanded', 'true');
    const industries = sidebar.getByRole('button', { name: 'Industries', exact: true });
    await industries.press('Enter');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('link', { name: 'FlexCard' }).click();
    await expect(page).toHaveURL(/\/docs\/Configure\/Industries\/Flexcard\/$/);
    await expect(sidebar.getByRole('link', { name: 'FlexCard' })).toHaveAttribute('aria-current', 'page');
    // Opened elsewhere, the reader's choice holds on the next page; the file is not fetched again.
    await sidebar.getByRole('button', { name: 'Develop', exact: true }).click();
    await expect(sidebar.getByRole('link', { name: 'Apex' }).first()).toBeVisible();
    expect(navFiles).toEqual([sitePath('/nav/docs.json')]);
  });
});

test.describe('sidebar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a collapsed category without a page of its own leads to its first page, where its branch is open', async ({
    page,
  }) => {
    // Nothing hydrates without JavaScript, so there is nothing to wait for past the document.
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Configure', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/Configure\/Flow\/$/);
    await expect(sidebar.getByRole('link', { name: 'Flow', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Industries', exact: true })).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test('the sidebar marks the current page and collapses categories', async ({ page }) => {
    await page.goto('/docs/Explore/SOSL/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'SOSL' })).toHaveAttribute('aria-current', 'page');
    const toggle = sidebar.getByRole('button', { name: /Collapse Explore/ });
    await toggle.click();
    await expect(sidebar.getByRole('link', { name: 'SOSL' })).toBeHidden();
    await sidebar.getByRole('button', { name: /Expand Explore/ }).click();
    await expect(sidebar.getByRole('link', { name: 'SOSL' })).toBeVisible();
  });

  test('the sidebar keeps its scroll position across navigations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/docs/intro/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar
      .getByRole('button', { name: /Configure/ })
      .first()
      .click();
    await sidebar
      .getByRole('button', { name: /Industries/ })
      .first()
      .click();
    await sidebar.evaluate((el) => (el.scrollTop = 120));
    await sidebar.getByRole('link', { name: 'FlexCard' }).click();
    await expect(page).toHaveURL(/Flexcard\/$/);
    expect(await sidebar.evaluate((el) => el.scrollTop)).toBeGreaterThan(60);
  });
});
