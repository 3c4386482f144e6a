import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { COLOR_MODE_STORAGE_KEY } from '../../lib/color-mode';
import { expect, test } from './fixtures';

/** The text of a PDF, page after page, with whitespace collapsed (what a reader of the paper sees). */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return collapse(pages.join(' '));
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Texts of the page's navigation (navbar, sidebars, breadcrumbs, table of contents, pager,
 * footer, skip link) that the article itself does not contain: none may reach the paper.
 */
async function navigationOnlyTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const article = (document.querySelector('article')?.textContent ?? '').replace(/\s+/g, ' ');
    const regions = document.querySelectorAll(
      '.skip-link, .navbar, .docs-layout__sidebar, .blog-sidebar, .breadcrumbs, .toc, .pager, .footer, .doc-page__edit',
    );
    const texts = new Set<string>();
    for (const region of regions) {
      for (const el of [region, ...region.querySelectorAll('a, button, p, span')]) {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text.length >= 4 && !article.includes(text) && el.children.length === 0) texts.add(text);
      }
    }
    return [...texts];
  });
}

test.describe('printing', () => {
  test('a docs page prints its article, quiz and link addresses, light and without navigation', async ({ page }) => {
    test.slow();
    // A reader in dark mode: the paper still comes out light.
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_MODE_STORAGE_KEY);
    await page.goto('/docs/Explore/SOQL/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const title = collapse(await page.locator('article h1').innerText());
    const firstParagraph = collapse(await page.locator('article .markdown > p').first().innerText());
    const quiz = page.locator('.quiz:has(legend)').first();
    const question = collapse(await quiz.locator('legend').innerText());
    const choices = (await quiz.locator('label').allInnerTexts()).map(collapse);
    const external = await page.locator('article .markdown a[href^="http"]').first().getAttribute('href');
    const navigation = await navigationOnlyTexts(page);
    expect(navigation.length).toBeGreaterThan(10);

    await page.emulateMedia({ media: 'print' });
    const styles = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('article .markdown > p')!).color,
      code: getComputedStyle(document.querySelector('article pre')!).whiteSpace,
    }));
    expect(styles).toEqual({
      background: 'rgb(255, 255, 255)',
      text: expect.stringMatching(/^rgb\((\d{1,2}), \1, \1\)$/),
      code: 'pre-wrap',
    });

    const text = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    expect(text).toContain(title);
    expect(text).toContain(firstParagraph.slice(0, 60));
    expect(text).toContain(question);
    for (const choice of choices) expect(text).toContain(choice);
    expect(text).not.toContain('Check answer');
    expect(text).toContain(`(${external})`);
    for (const item of navigation) expect(text, `navigation text "${item}" is printed`).not.toContain(item);
  });

  test('a post prints its title, byline and text without the blog navigation', async ({ page }) => {
    await page.goto('/blog/release60/');
    const title = collapse(await page.locator('article h1').innerText());
    const paragraphs = (await page.locator('article .markdown > p').allInnerTexts()).map(collapse);
    const navigation = await navigationOnlyTexts(page);
    expect(navigation.length).toBeGreaterThan(5);

    const text = await pdfText(await page.pdf({ format: 'A4' }));
    expect(text).toContain(title);
    expect(text).toContain(paragraphs[0].slice(0, 60));
    // The last section too: the whole post is on paper, not the first page of it. (Its paragraph
    // is not compared as shown: on paper each link to another site is followed by its address.)
    // The heading's text without its anchor link's "#".
    expect(text).toContain(
      collapse(await page.locator('article .markdown h2').last().innerText()).replace(/\s*#$/, ''),
    );
    for (const item of navigation) expect(text, `navigation text "${item}" is printed`).not.toContain(item);
  });
});
