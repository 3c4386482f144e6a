import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const soqlBox = (page: Page) => page.getByRole('textbox', { name: 'SOQL query' });
const output = (page: Page) => page.getByLabel('GraphQL query', { exact: true });

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
    await page.getByRole('button', { name: /Bind variable with a default/ }).click();
    await expect(page.getByLabel('GraphQL variables')).toContainText('001000000000001AAA');
  });

  test('the address keeps the query, and the link restores it', async ({ page, context }) => {
    await page.goto('/graphQL/');
    await soqlBox(page).fill("SELECT Id FROM Case WHERE Status = 'New'");
    await expect.poll(() => new URL(page.url()).hash).toContain('soql=');
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

  test('panes sit side by side on desktop and stack on mobile', async ({ page }, testInfo) => {
    await page.goto('/graphQL/');
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

test('the GraphQL docs page embeds a compact converter', async ({ page }) => {
  await page.goto('/docs/Explore/GraphQL/');
  const box = page.getByRole('textbox', { name: 'SOQL query' });
  await box.scrollIntoViewIfNeeded();
  await box.fill('SELECT Id, Name FROM Lead LIMIT 2');
  await expect(page.getByLabel('GraphQL query', { exact: true })).toContainText('Lead(');
  await expect(page.getByRole('button', { name: /Bind variable with a default/ })).toHaveCount(0);
});
