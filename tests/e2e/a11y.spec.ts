import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { siteBasePath } from '../../lib/base-path';
import { stripBasePath } from '../../lib/paths';
import { expect, switchToDarkMode, test } from './fixtures';

/** Every URL the sitemap lists, as site paths (without the base path). Read from the export being tested. */
function sitemapPaths(): string[] {
  const dir = process.env.E2E_SITE_DIR || 'out';
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => stripBasePath(new URL(m[1]).pathname, siteBasePath()));
}

const paths = sitemapPaths();

/** WCAG 2.2 A and AA rules plus axe's best practices; only violations are collected (faster). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

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

// Each page is checked in light mode, then switched to dark through the colour-mode toggle's own
// storage and attribute (a CSS-only change) and checked again: one load, both modes.
for (const pagePath of paths) {
  test(`${pagePath} has no axe violations in light or dark mode`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile' && !PHONE_SAMPLE.has(pagePath), 'phone width: one page per layout');
    // Two full axe runs on the longest pages (the authoring guide, the GraphQL page with its
    // converter) take more than the default 30 s on a 2-core machine.
    test.setTimeout(90_000);
    await page.goto(pagePath);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The announcement bar and search box hydrate; give lazily loaded parts their final state.
    await page.waitForLoadState('load');
    expect(await violations(page), 'light mode').toEqual([]);
    await switchToDarkMode(page);
    expect(await violations(page), 'dark mode').toEqual([]);
  });
}

test('the sweep would catch a violation (fixture page)', async ({ page }) => {
  const html = fs.readFileSync(path.join('tests', 'fixtures', 'gates', 'axe-bad.html'), 'utf8');
  await page.setContent(html);
  const ids = (await violations(page)).map((v) => v.id);
  expect(ids).toContain('color-contrast');
  expect(ids).toContain('image-alt');
});
