/**
 * Guard on the export's total size. GitHub Pages refuses a site over 1 GB; the limit here stays
 * safely under it, so a site that grows towards it fails the export check first, naming what
 * takes the room.
 */
import fs from 'node:fs';
import path from 'node:path';

/** 800 MB: a fifth of headroom under GitHub Pages' 1 GB site limit. */
export const EXPORT_SIZE_LIMIT_BYTES = 800 * 1000 * 1000;

export interface ExportSizeResult {
  ok: boolean;
  totalBytes: number;
  limitBytes: number;
  /** Largest folders two levels deep (files at the top level count on their own), biggest first. */
  largest: { path: string; bytes: number }[];
}

/** Measures `outDir` against `limitBytes` and lists its `top` largest contributors. */
export function checkExportSize(outDir: string, limitBytes = EXPORT_SIZE_LIMIT_BYTES, top = 8): ExportSizeResult {
  const groups = new Map<string, number>();
  let totalBytes = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
        continue;
      }
      const bytes = fs.statSync(full).size;
      totalBytes += bytes;
      const parts = path.relative(outDir, full).split(path.sep);
      const key = parts.length <= 2 ? parts.join('/') : `${parts.slice(0, 2).join('/')}/`;
      groups.set(key, (groups.get(key) ?? 0) + bytes);
    }
  };
  visit(outDir);
  const largest = [...groups]
    .map(([p, bytes]) => ({ path: p, bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path))
    .slice(0, top);
  return { ok: totalBytes <= limitBytes, totalBytes, limitBytes, largest };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** One line when within the limit; the largest contributors too when over it. */
export function describeExportSize(result: ExportSizeResult): string[] {
  const head = `Export size: ${mb(result.totalBytes)} of ${mb(result.limitBytes)} allowed`;
  if (result.ok) return [`${head}.`];
  return [
    `${head}: OVER. GitHub Pages refuses sites over 1 GB. Largest contributors:`,
    ...result.largest.map((entry) => `  ${mb(entry.bytes).padStart(10)}  ${entry.path}`),
  ];
}
