/**
 * The benchmark's own package (`bench/package.json`: Lighthouse and lunr, with their lock), kept
 * out of the site's install so that `npm ci` for the site and CI never pay for them. It is
 * installed on the first `npm run bench`, and its modules are loaded from here by file URL, so the
 * site's type check, lint and unit tests never import them. `bench/tsconfig.json` type-checks
 * those modules against the interfaces below (`npm run typecheck:bench`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SearchRecord } from '@/lib/search/types';

export const BENCH_DIR = path.resolve('bench');

/** A search record with its position, as the lunr comparison numbers them. */
export interface SearchDoc extends SearchRecord {
  id: number;
}

/** One Lighthouse run's figures (ms unless stated). */
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's time to interactive; null when the run did not report it. */
  ttiMs: number | null;
  fcpMs: number;
  cls: number;
  bytes: number;
  requests: number;
}

/** bench/lighthouse.ts */
export interface LighthouseModule {
  /**
   * Runs Lighthouse (performance only, mobile) on each URL once per call of `run`, reusing one
   * Chromium. `throttling` is 'devtools' (slow 4G and 4× CPU applied in the browser: what a phone
   * observes) or 'simulate' (Lighthouse's estimate from an unthrottled load).
   */
  openLighthouse(
    chromePath: string,
    flags: string[],
  ): Promise<{
    run(url: string, throttling: 'devtools' | 'simulate'): Promise<LighthouseFigures>;
    close(): Promise<void>;
  }>;
}

/** bench/lunr-engine.ts */
export interface LunrModule {
  /** Builds a lunr index over the records and serialises it. */
  buildLunrJson(docs: readonly SearchDoc[]): string;
  /** Loads a serialised index; the function answers a query with at most `maxHits` records. */
  loadLunr(json: string, docs: readonly SearchDoc[]): (query: string, maxHits: number) => SearchDoc[];
}

/** Installs the bench package from its lock when it is missing (the first `npm run bench`). */
export function ensureBenchPackage(): void {
  if (fs.existsSync(path.join(BENCH_DIR, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.log('bench: installing the benchmark packages (bench/package.json), once…');
  execFileSync('npm', ['ci', '--prefix', BENCH_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

async function load<T>(file: string): Promise<T> {
  ensureBenchPackage();
  return (await import(pathToFileURL(path.join(BENCH_DIR, file)).href)) as T;
}

export const loadLighthouse = () => load<LighthouseModule>('lighthouse.ts');
export const loadLunr = () => load<LunrModule>('lunr-engine.ts');
