import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA rules plus axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The first five elements at fault, as selectors. */
  targets: string[];
}

/**
 * Runs axe-core in the page: the rules of `tags` (WCAG A/AA and best practices by default) or only
 * `rules`, over the whole document or the elements `include` selects, and returns the violations.
 *
 * axe is injected once per document and run as often as a test needs (the sweep runs it twice a
 * page, in light then dark mode). @axe-core/playwright injected it again for every run and, unless
 * put in legacy mode, opened a blank page per run to merge frame results: the same checks took
 * about 1.5 times as long. Frames are not entered (`iframes: false`): no checked page has one, and
 * the sweep flags a page that gains one.
 */
export async function axeViolations(
  page: Page,
  { include, rules, tags = WCAG_TAGS }: { include?: string[]; rules?: string[]; tags?: string[] } = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    iframes: false,
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
  };
  return page.evaluate(
    async ({ include, options }) => {
      const results = await window.axe!.run(include ? { include } : document, options);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    { include, options },
  );
}
