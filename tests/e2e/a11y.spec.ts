import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, slices, switchToDarkMode, test } from './fixtures';
import { sitemapPaths } from './routes';

const paths = sitemapPaths();

/**
 * The rules whose outcome depends on colours. The switch to dark mode changes only CSS (the
 * attribute and storage the toggle uses, see switchToDarkMode), so the document, its names and
 * roles are the ones already checked in light mode: in dark mode only these can change.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

test('the sitemap lists every page type', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/Explore/SOQL/');
  expect(paths).toContain('/devops/Sample%20Rules/ApexClass/');
  expect(paths).toContain('/blog/release60/');
  expect(paths.length).toBeGreaterThan(55);
});

/**
 * At phone width the sweep covers one page of each layout (with the longest docs page and the
 * converter): what changes with the width is the chrome (navbar, drawer button, stacked layout),
 * which is the same on every page of a layout, while each page's own content is swept at desktop
 * width. Sweeping every page twice cost about 15 minutes of the suite on a 2-core machine.
 */
const PHONE_SAMPLE = new Set([
  '/',
  '/docs/intro/',
  '/docs/Explore/SOQL/',
  '/docs/Explore/GraphQL/',
  '/devops/',
  '/devops/Sample%20Rules/ApexClass/',
  '/blog/',
  '/blog/release60/',
  '/blog/tags/',
  '/blog/authors/',
  '/blog/archive/',
  '/graphQL/',
  '/markdown-page/',
]);

test('the phone-width sample is made of pages the sitemap lists', () => {
  expect([...PHONE_SAMPLE].filter((p) => !paths.includes(p))).toEqual([]);
});

/**
 * One page of the sweep: it answers, renders one non-empty h1, a title and the main landmark, and
 * axe finds nothing in light mode, then (switched to dark through the colour-mode toggle's own
 * storage and attribute, a CSS-only change) nothing in its colours. Returns what is wrong.
 */
async function checkPage(page: Page, pagePath: string): Promise<string[]> {
  const problems: string[] = [];
  const response = await page.goto(pagePath);
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
  const h1 = page.getByRole('heading', { level: 1 });
  if ((await h1.count()) !== 1) problems.push(`${await h1.count()} h1 headings`);
  else if (!(await h1.innerText()).trim()) problems.push('an empty h1');
  const title = await page.title();
  if (!title.includes('SF Explorer') || title.length <= 'SF Explorer'.length + 3) problems.push(`title "${title}"`);
  if (!(await page.locator('main#main-content').isVisible())) problems.push('no visible main#main-content');
  if ((await page.locator('html').getAttribute('data-theme')) !== 'light') problems.push('not light by default');
  // axe does not enter frames here (see axeViolations): a page that gains one is flagged instead.
  if (page.frames().length > 1) problems.push(`${page.frames().length - 1} frames, which axe does not check here`);
  const light = await axeViolations(page);
  if (light.length) problems.push(`light mode: ${JSON.stringify(light, null, 1)}`);
  await switchToDarkMode(page);
  const dark = await axeViolations(page, { rules: COLOUR_RULES });
  if (dark.length) problems.push(`dark mode: ${JSON.stringify(dark, null, 1)}`);
  // The next page starts in the default mode again.
  await page.evaluate(() => localStorage.removeItem('theme'));
  return problems;
}

/**
 * The sweep walks the pages in a few runs, each in one browser page: the site's scripts and styles
 * stay in its cache from one page to the next, as for a reader, instead of a fresh browser profile
 * loading them again for every page. Every page is still a full load, checked on its own, and a
 * failure names each page and what is wrong with it. The service worker is not what is tested
 * here; blocked, it does not precache the site in the background of the sweep.
 */
function sweep(pages: string[], runs: number, details: { tag?: string } = {}) {
  for (const [i, run] of slices(pages, runs).entries()) {
    test(
      `pages ${i + 1}/${runs} (${run[0]} … ${run.at(-1)}): one h1, a title, no axe violations in light or dark mode`,
      details,
      async ({ page }) => {
        // A page takes about 3 to 8 s on a quiet 2-core machine running two workers, and several
        // times that on a busy one; the limit is there to end a hang, not to time the sweep.
        test.setTimeout(run.length * 60_000);
        const failures: Record<string, string[]> = {};
        for (const pagePath of run) {
          const problems = await checkPage(page, pagePath);
          if (problems.length) failures[pagePath] = problems;
        }
        expect(failures).toEqual({});
      },
    );
  }
}

test.describe('every page of the sitemap', () => {
  test.use({ serviceWorkers: 'block' });
  // At desktop width, every page (phone width: below).
  test.describe('at desktop width', () => sweep(paths, 8));
  test.describe('at phone width', () => sweep([...PHONE_SAMPLE], 2, { tag: '@phone-only' }));
});

test('the sweep would catch a violation (fixture page)', async ({ page }) => {
  const html = fs.readFileSync(path.join('tests', 'fixtures', 'gates', 'axe-bad.html'), 'utf8');
  await page.setContent(html);
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toContain('color-contrast');
  expect(ids).toContain('image-alt');
  // The dark-mode pass checks colours, and only colours.
  expect((await axeViolations(page, { rules: COLOUR_RULES })).map((v) => v.id)).toEqual(['color-contrast']);
});
