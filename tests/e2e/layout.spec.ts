import { expect, scrollTo, test } from './fixtures';

test.describe('navbar', () => {
  test('links to the site root, the intro doc, DevOps Center and the blog', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'links live in the drawer on mobile');
    await page.goto('/blog/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'SF Explorer', exact: true }).first()).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'SF Explorer', exact: true }).nth(1)).toHaveAttribute(
      'href',
      '/docs/intro/',
    );
    await expect(nav.getByRole('link', { name: 'DevOps Center' })).toHaveAttribute('href', '/devops/');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', /page|true/);
  });

  test('hides when scrolling down and comes back when scrolling up', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    const header = page.locator('header.navbar');
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 400);
    await scrollTo(page, 1400);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 1000);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
  });

  test('stays visible while the URL has a hash anchor', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    const firstSection = await page.locator('article .markdown h2').first().getAttribute('id');
    await page.goto(`/docs/Explore/SOQL/#${firstSection}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = page.locator('header.navbar');
    await scrollTo(page, 300);
    await scrollTo(page, 1500);
    await expect(header).not.toHaveAttribute('data-hidden', 'true');
  });
});

test.describe('mobile drawer', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'drawer is the mobile navigation');
  });

  test('opens on the docs sidebar, goes back to the main menu, and closes on Escape', async ({ page }) => {
    await page.goto('/docs/Explore/SOQL/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(
      drawer.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'SOQL', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer.getByRole('link', { name: 'DevOps Center' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeFocused();
  });

  test('traps focus inside while open', async ({ page }) => {
    await page.goto('/blog/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('closes when the window becomes desktop-wide', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(drawer).toBeHidden();
  });

  test('closes on navigation and on back navigation', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.getByRole('link', { name: 'Architecture' }).click();
    await expect(page).toHaveURL(/\/docs\/Architecture\/$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('mobile drawer on blog pages and at the breakpoint', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'drawer is the mobile navigation');
  });

  test('on blog pages the drawer holds the blog sidebar: recent posts, archive, tags, authors and feeds', async ({
    page,
  }) => {
    await page.goto('/blog/release40/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    const menu = drawer.getByRole('navigation', { name: 'Blog sidebar' });
    await expect(menu.getByText('Recent posts')).toBeVisible();
    await expect(menu.getByRole('link', { name: /6\.0\.0/ }).first()).toBeVisible();
    for (const name of ['Archive', 'Tags', 'Authors', 'RSS feed', 'Atom feed']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer.getByRole('link', { name: 'DevOps Center' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Section menu →' }).click();
    await menu.getByRole('link', { name: 'Archive', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/archive\/$/);
    await expect(drawer).toBeHidden();
  });

  test('stays open at exactly 996 px, where the narrow layout still shows, and closes past it', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/docs/intro/');
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 996, height: 800 });
    // Two frames: media query changes are delivered before the next frame's callbacks.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeHidden();
  });
});

test.describe('sidebar at scale', () => {
  test('a page carries only its own branch; other categories load once, from one shared file', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'desktop sidebar');
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
    expect(navFiles).toEqual(['/nav/docs.json']);
  });
});

test.describe('sidebar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a collapsed category without a page of its own leads to its first page, where its branch is open', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'desktop sidebar');
    // Nothing hydrates without JavaScript, so there is nothing to wait for past the document.
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Configure', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/Configure\/Flow\/$/);
    await expect(sidebar.getByRole('link', { name: 'Flow', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Industries', exact: true })).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('defaults to light, toggles to dark and persists across reloads', async ({ page }) => {
    await page.goto('/docs/intro/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    if (!(await toggle.isVisible())) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('button', { name: /currently light mode/ })
      .locator('visible=true')
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows a change made in another tab', async ({ page, context }) => {
    await page.goto('/blog/');
    const other = await context.newPage();
    await other.goto('/docs/intro/');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: /currently light mode/ }).locator('visible=true');
    if ((await toggle.count()) === 0) await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('button', { name: /currently light mode/ })
      .locator('visible=true')
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the first paint already has the stored theme (no flash)', async ({ page }) => {
    test.info().annotations.push({
      type: 'note',
      description: 'scripts are blocked, so only the inline theme script can set the theme',
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed from the keyboard, keeps focus in the page and stays dismissed', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    // Focus moves on to the navbar, where the next Tab would have gone, not back to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('sfx-announcement-id', 'an-older-announcement');
      localStorage.setItem('sfx-announcement-dismissed', 'true');
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });
});

test.describe('docs page furniture', () => {
  test('the table of contents lists exactly the h2 and h3 headings', async ({ page }, testInfo) => {
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

  test('the desktop TOC marks the current heading', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'desktop column only');
    await page.goto('/docs/Explore/SOQL/');
    const section = page.locator('article .markdown h2').nth(2);
    await section.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const id = await section.getAttribute('id');
    await expect(page.locator(`nav.toc--desktop a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
  });

  test('breadcrumbs, previous/next, edit link and last update', async ({ page }) => {
    await page.goto('/docs/Configure/Industries/Flexcard/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Configure')).toBeVisible();
    await expect(crumbs.getByText('Industries')).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('FlexCard');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/docs/Configure/Industries/DataRaptor/',
    );
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/docs/Configure/Industries/Insurance%20Product/',
    );
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /content\/docs\/Configure\/Industries\/Flexcard\.mdx$/,
    );
  });

  test('the sidebar marks the current page and collapses categories', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'desktop sidebar');
    await page.goto('/docs/Explore/SOSL/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'SOSL' })).toHaveAttribute('aria-current', 'page');
    const toggle = sidebar.getByRole('button', { name: /Collapse Explore/ });
    await toggle.click();
    await expect(sidebar.getByRole('link', { name: 'SOSL' })).toBeHidden();
    await sidebar.getByRole('button', { name: /Expand Explore/ }).click();
    await expect(sidebar.getByRole('link', { name: 'SOSL' })).toBeVisible();
  });

  test('the sidebar keeps its scroll position across navigations', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'desktop sidebar');
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
    ).toHaveAttribute('href', '/devops/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('OmniUiCard');
  });
});

test.describe('blog', () => {
  test('index lists posts newest first with pagination', async ({ page }) => {
    await page.goto('/blog/');
    const titles = page.locator('.post-card__title');
    await expect(titles.first()).toContainText('6.0.0');
    await page.getByRole('link', { name: /Older posts/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(page.locator('.post-card__title').last()).toContainText('0.1.0');
  });

  test('a post shows date, authors, reading time, tags and neighbours', async ({ page }) => {
    await page.goto('/blog/release40/');
    await expect(page.locator('time').first()).toHaveAttribute('datetime', /^2024-/);
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nicolas Despres' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Florian Lebrun' }).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Chrome Extension' }),
    ).toBeVisible();
    // Posts say which way in time each neighbour goes.
    const pager = page.getByRole('navigation', { name: 'Blog posts' });
    await expect(pager.getByRole('link', { name: /^Newer post.*5\.0\.0/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /^Older post.*3\.0\.0/ })).toBeVisible();
  });

  test('archive groups posts by year', async ({ page }) => {
    await page.goto('/blog/archive/');
    for (const year of ['2023', '2024', '2025']) {
      await expect(page.getByRole('heading', { level: 2, name: year })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: '2023' }).getByRole('listitem')).toHaveCount(3);
  });

  test('authors and tags pages', async ({ page }) => {
    await page.goto('/blog/authors/');
    await expect(page.getByRole('heading', { level: 2, name: 'Nicolas Despres' })).toBeVisible();
    await expect(page.getByText('Senior Program Architect at Salesforce')).toBeVisible();
    await page.goto('/blog/tags/');
    await expect(page.getByRole('link', { name: /Salesforce \(7\)/ })).toBeVisible();
    await page.getByRole('link', { name: /GraphQL \(2\)/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 posts tagged “GraphQL”');
  });

  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    test(`${feed} is valid XML listing every post`, async ({ page, request }) => {
      const response = await request.get(feed);
      expect(response.ok()).toBe(true);
      const xml = await response.text();
      await page.goto('/');
      const result = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          items: doc.getElementsByTagName('item').length + doc.getElementsByTagName('entry').length,
        };
      }, xml);
      expect(result.error).toBe(false);
      expect(result.items).toBe(7);
    });
  }
});

test.describe('loading and failure', () => {
  test.use({
    allowedConsoleErrors:
      /Could not load the SOQL to GraphQL converter|Failed to load resource|ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module/,
    // Requests the service worker answers would bypass page.route().
    serviceWorkers: 'block',
  });

  test('a lazily loaded part that fails shows "Page Error" and Retry loads it', async ({ page }) => {
    let block = true;
    await page.route('**/_next/static/chunks/**', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        // The converter panel's chunk: the only one with the copy button's failure text.
        if (block && body.includes('Copy failed')) return await route.abort();
        await route.fulfill({ response, body });
      } catch {
        // The test ended while this request was in flight.
      }
    });
    await page.goto('/graphQL/');
    const box = page.getByRole('alert').filter({ hasText: 'Page Error' });
    await expect(box).toBeVisible();
    block = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('textbox', { name: 'SOQL query' })).toBeEditable();
  });
});

test.describe('base URL check', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('when styles cannot be found a banner suggests the right base URL', async ({ page }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto('/docs/intro/', { waitUntil: 'domcontentloaded' });
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(page.locator('#base-url-issue-suggestion')).toHaveText('/');
  });

  test('is hidden when the site loads normally', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('#base-url-issue-banner')).toBeHidden();
  });
});

test.describe('accessibility basics', () => {
  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('landmarks exist, and the page states its language and direction', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});

test.describe('navigation feedback and motion', () => {
  test('a slow client navigation shows the top progress bar, then hides it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'sidebar links are desktop');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Registered before the page loads, so the link's prefetch is held too.
    await page.route(/\/docs\/Architecture\/.*\.txt/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/docs/intro/');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Architecture' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page).toHaveURL(/\/docs\/Architecture\/$/);
    await expect(page.locator('.progress-bar')).toHaveAttribute('data-state', 'idle');
  });

  test('anchor scrolling, the navbar and the sidebar chevrons move, and stay still under reduced motion', async ({
    page,
  }) => {
    await page.goto('/docs/intro/');
    const motion = () =>
      page.evaluate(() => ({
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        navbar: getComputedStyle(document.querySelector('header')!).transitionDuration,
        chevron: getComputedStyle(document.querySelector('nav[aria-label="Docs sidebar"] svg')!).transitionDuration,
      }));
    expect(await motion()).toEqual({ scroll: 'smooth', navbar: '0.2s', chevron: '0.15s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual({ scroll: 'auto', navbar: '0s', chevron: '0s' });
  });
});

test.describe('search engines and sharing', () => {
  test('pages carry title, description, canonical and sharing tags; the card is served as a PNG', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/Explore/SOQL/');
    await expect(page).toHaveTitle(/SOQL.*\| SF Explorer/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/Explore\/SOQL\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SOQL/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The card's URL is absolute on the configured site; the test server serves the same path.
    const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(card.pathname).toBe('/og/docs/Explore/SOQL.png');
    const response = await request.get(card.pathname);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('robots.txt points at the sitemap, which lists the docs', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/docs/Explore/SOQL/');
    expect(sitemap).toContain('/devops/Sample%20Rules/Flow/');
  });
});
