/**
 * The content growth the benches share: content ×N is the original plus copies 1…N-1. The search
 * benches and the relevance suite copy the search records (`multiplyRecords`); the scale bench
 * (bench-scale.ts) copies the docs pages themselves, each copy a folder `copy-<n>` of the docs
 * section. Deterministic: the same scale always gives the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageOf } from '@/lib/search/rank';
import type { SearchRecord } from '@/lib/search/types';

/** Name of the n-th copy (n ≥ 1). */
export const copyName = (n: number): string => `copy-${n}`;

/** The copies that content ×`scale` adds to the original. */
export function copiesFor(scale: number): number[] {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`A content scale is a whole number ≥ 1 (got ${scale}).`);
  return Array.from({ length: scale - 1 }, (_, i) => i + 1);
}

/** Quiz ids are unique across the site (they key the reader's points): a copy's quizzes get their own. */
function renameQuizzes(dir: string, n: number): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) renameQuizzes(full, n);
    else if (entry.name.endsWith('.mdx')) {
      const text = fs.readFileSync(full, 'utf8');
      const renamed = text.replace(/(<Quiz\b[^>]*?\bid=")([^"]+)"/g, `$1$2-${copyName(n)}"`);
      if (renamed !== text) fs.writeFileSync(full, renamed);
    }
  }
}

/**
 * Writes `content/` ×`scale` to `dest`: everything as it is, and the docs section's pages copied
 * into `docs/copy-<n>/` for each copy, each copy a sidebar category placed after the original
 * pages. Returns the number of docs pages written.
 */
export function growContent(source: string, dest: string, scale: number): number {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.cpSync(source, dest, { recursive: true });
  const docs = path.join(dest, 'docs');
  const originals = fs.readdirSync(docs);
  const countPages = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (n, e) => n + (e.isDirectory() ? countPages(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? 1 : 0),
        0,
      );
  for (const n of copiesFor(scale)) {
    const copy = path.join(docs, copyName(n));
    fs.mkdirSync(copy);
    for (const entry of originals) fs.cpSync(path.join(docs, entry), path.join(copy, entry), { recursive: true });
    renameQuizzes(copy, n);
    fs.writeFileSync(path.join(copy, '_meta.json'), `${JSON.stringify({ label: `Copy ${n}`, order: 1000 + n })}\n`);
  }
  return countPages(docs);
}

/** The search records ×`scale`: copies of every record under `/copy-<n>/…`, so every URL is unique. */
export function multiplyRecords(records: readonly SearchRecord[], scale: number): SearchRecord[] {
  const out: SearchRecord[] = [...records];
  for (const copy of copiesFor(scale)) {
    for (const record of records) out.push({ ...record, url: `/${copyName(copy)}${record.url}` });
  }
  return out;
}

/** The page a search result stands for, copies folded onto their original. */
export const originalPage = (doc: { url: string }): string => pageOf(doc).replace(/^\/copy-\d+(?=\/)/, '');
