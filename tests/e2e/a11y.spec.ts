import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** Every URL the sitemap lists, as local paths. Read from the export being tested. */
function sitemapPaths(): string[] {
  const dir = process.env.E2E_SITE_DIR || 'out';
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const paths = sitemapPaths();

test('the sitemap lists every page type', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/docs/Explore/SOQL/');
  expect(paths).toContain('/devops/Sample%20Rules/ApexClass/');
  expect(paths).toContain('/blog/release60/');
  expect(paths.length).toBeGreaterThan(55);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in ${theme} mode`, () => {
    for (const pagePath of paths) {
      test(`${pagePath} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        await page.goto(pagePath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Lazily loaded parts (the converter) are part of the page readers see.
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
