/**
 * First-load JavaScript per page type, measured from the export: the gzip size of every script
 * a page's HTML loads before any interaction. Budgets live in `budgets.json` at the repo root.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attribute, elements, parseHtml, type HtmlDocument } from './html';

export interface Budget {
  /** Page type name, e.g. "docs page". */
  name: string;
  /** HTML file of a representative page, relative to out/. */
  page: string;
  /** Maximum first-load JavaScript, gzip, in KiB. */
  maxScriptKiB: number;
  /** Maximum total first-load transfer (HTML + CSS + JS), gzip, in KiB. */
  maxTotalKiB: number;
}

export interface BudgetResult extends Budget {
  scriptKiB: number;
  totalKiB: number;
  ok: boolean;
}

/**
 * Gzip at zlib's default level (6), what static servers such as `serve` send: measuring at the
 * highest level would report a few hundred bytes less than readers actually download.
 */
const gzipKiB = (buffer: Buffer) => gzipSync(buffer).length / 1024;

/** The file in the export that a root-relative URL (with the base path, if any) points to, or null. */
export function assetFile(root: string, src: string, basePath: string): string | null {
  const url = new URL(src, 'http://site.invalid/');
  let p = decodeURIComponent(url.pathname);
  if (basePath && p.startsWith(basePath)) p = p.slice(basePath.length);
  const file = path.join(root, p);
  return fs.existsSync(file) ? file : null;
}

/**
 * The scripts a page's HTML loads before any interaction, as their `src` values. Modern browsers
 * skip `nomodule` scripts (Next's legacy polyfills), so those are not first-load JavaScript.
 */
export function firstLoadScripts(page: string | HtmlDocument): string[] {
  const doc = typeof page === 'string' ? parseHtml(page) : page;
  const sources = [...elements(doc)]
    .filter((el) => el.tagName === 'script' && attribute(el, 'nomodule') === undefined)
    .map((el) => attribute(el, 'src'))
    .filter((src): src is string => Boolean(src));
  return [...new Set(sources)];
}

/** Measures one page: scripts from `<script src>`, styles from `<link rel="stylesheet">`. */
export function measurePage(root: string, page: string, basePath = ''): { scriptKiB: number; totalKiB: number } {
  const html = fs.readFileSync(path.join(root, page));
  const doc = parseHtml(html.toString('utf8'));
  const styles = new Set(
    [...elements(doc)]
      .filter((el) => el.tagName === 'link' && attribute(el, 'rel') === 'stylesheet')
      .map((el) => attribute(el, 'href'))
      .filter((href): href is string => Boolean(href)),
  );
  let scriptKiB = 0;
  for (const src of firstLoadScripts(doc)) {
    const file = assetFile(root, src, basePath);
    if (!file) throw new Error(`${page} loads ${src}, which is not in the export`);
    scriptKiB += gzipKiB(fs.readFileSync(file));
  }
  let styleKiB = 0;
  for (const href of styles) {
    const file = assetFile(root, href, basePath);
    if (file) styleKiB += gzipKiB(fs.readFileSync(file));
  }
  return { scriptKiB, totalKiB: scriptKiB + styleKiB + gzipKiB(html) };
}

export function checkBudgets(root: string, budgets: Budget[], basePath = ''): BudgetResult[] {
  return budgets.map((budget) => {
    const { scriptKiB, totalKiB } = measurePage(root, budget.page, basePath);
    return { ...budget, scriptKiB, totalKiB, ok: scriptKiB <= budget.maxScriptKiB && totalKiB <= budget.maxTotalKiB };
  });
}
