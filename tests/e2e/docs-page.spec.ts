import { expect, sitePath, test } from './fixtures';

/** What surrounds a docs page's text: table of contents, breadcrumbs, pager, quiz, video. */

test.describe('docs page furniture', () => {
  test('the table of contents lists exactly the h2 and h3 headings', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/docs/Explore/SOQL/');
    const headings = await page
      .locator('article .markdown')
      .locator('h2, h3')
      .evaluateAll((els) => els.map((el) => el.id));
    const tocSelector = testInfo.project.name === 'mobile' ? 'details.toc--mobile' : 'nav.toc--desktop';
    const toc = page.locator(tocSelector);
    if (testInfo.project.name === 'mobile') await toc.locator('summary').click();
    const links = await toc.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links).toEqual(headings.map((id) => `#${id}`));
    expect(headings.length).toBeGreaterThan(3);
    const h4InToc = await page.locator('article .markdown h4').evaluateAll((els) => els.map((el) => `#${el.id}`));
    for (const id of h4InToc) expect(links).not.toContain(id);
  });

  test('the desktop TOC marks the current heading', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    const section = page.locator('article .markdown h2').nth(2);
    await section.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const id = await section.getAttribute('id');
    await expect(page.locator(`nav.toc--desktop a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
  });

  test('breadcrumbs, previous/next, edit link and last update', async ({ page }) => {
    await page.goto('/docs/Configure/Industries/Flexcard/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', sitePath('/'));
    await expect(crumbs.getByText('Configure')).toBeVisible();
    await expect(crumbs.getByText('Industries')).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('FlexCard');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      sitePath('/docs/Configure/Industries/DataRaptor/'),
    );
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      sitePath('/docs/Configure/Industries/Insurance%20Product/'),
    );
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /content\/docs\/Configure\/Industries\/Flexcard\.mdx$/,
    );
  });

  test('an anonymous reader answers a quiz and reads the explanation', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    // The quiz may turn interactive (its code arrives in idle time) at any point of this test;
    // every step below re-finds its elements, as a reader's next click would.
    const quiz = page.getByRole('region', { name: /Inside a query on Account, you want each account's contacts/ });
    await quiz.getByRole('radio', { name: '(SELECT LastName FROM Contact)' }).check();
    await quiz.getByRole('button', { name: 'Check answer' }).click();
    await expect(quiz.getByRole('status')).toContainText(
      'Not quite. The right answer is “(SELECT LastName FROM Contacts)”.',
    );
    await expect(quiz.getByRole('status')).toContainText('child relationship name');
    await quiz.getByRole('radio', { name: '(SELECT LastName FROM Contacts)' }).check();
    await quiz.getByRole('button', { name: 'Check again' }).click();
    await expect(quiz.getByRole('status')).toContainText('Correct. (attempt 2)');
  });

  test('a video loads nothing from YouTube until the reader plays it', async ({ page, context }) => {
    const youtube: string[] = [];
    await context.route(/youtube/, (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
    });
    await page.goto('/docs/intro/');
    const play = page.getByRole('button', { name: 'Play video: Introduction to SF Explorer' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    expect(youtube).toEqual([]);
    await play.click();
    const player = page.locator('iframe[title="Introduction to SF Explorer"]');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/RqaSZpJ4kJo?autoplay=1');
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
  });

  test('the DevOps section has its own sidebar and breadcrumbs', async ({ page }) => {
    await page.goto('/devops/Sample%20Rules/OmniUiCard/');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'DevOps Center' }),
    ).toHaveAttribute('href', sitePath('/devops/'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OmniUiCard');
  });
});
