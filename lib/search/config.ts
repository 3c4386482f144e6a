/**
 * The names of this build's search files, and its inline search bootstrap. The prebuild writes
 * them to a manifest (scripts/build-search-index.ts) and next.config.ts turns them into variables,
 * which the bundler inlines. Without them (a checkout where the prebuild never ran) search reports
 * itself unavailable instead of fetching files that do not exist.
 */
import { siteBasePath } from '@/lib/base-path';
import type { SearchConfig } from './standalone';

const DOC_FILE = process.env.NEXT_PUBLIC_SEARCH_DOC_FILE ?? '';
const INDEX_FILE = process.env.NEXT_PUBLIC_SEARCH_INDEX_FILE ?? '';
const STAMP = process.env.NEXT_PUBLIC_SEARCH_STAMP ?? '';
const ENGINE_FILE = process.env.NEXT_PUBLIC_SEARCH_ENGINE_FILE ?? '';

/** True when this build was given the names of its search files. */
export const SEARCH_CONFIGURED = [DOC_FILE, INDEX_FILE, STAMP, ENGINE_FILE].every((name) => name !== '');

/** What the search module needs to find the files. */
export const SEARCH_CONFIG: SearchConfig = { base: siteBasePath(), doc: DOC_FILE, index: INDEX_FILE, stamp: STAMP };

/** URL of the search module (`public/search/search-engine-<hash>.js`), base path included. */
export const SEARCH_ENGINE_URL = `${siteBasePath()}/search/${ENGINE_FILE}`;

/**
 * The inline search bootstrap (lib/search/bootstrap.ts, compiled with this build's file names by
 * the prebuild), for the root layout to write into every page's `<head>`; null without search files.
 */
export function searchBootstrapInlineScript(): string | null {
  return (SEARCH_CONFIGURED && process.env.SFX_SEARCH_BOOTSTRAP) || null;
}
