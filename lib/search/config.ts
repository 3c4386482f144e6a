/**
 * The names of this build's search files and its inline bootstrap, from the prebuild's manifest
 * through next.config.ts. Without them (the prebuild never ran) search says it is unavailable.
 */
import { siteBasePath } from '@/lib/base-path';
import type { SearchConfig } from './standalone';

const DOC_FILE = process.env.NEXT_PUBLIC_SEARCH_DOC_FILE ?? '';
const INDEX_FILE = process.env.NEXT_PUBLIC_SEARCH_INDEX_FILE ?? '';
const STAMP = process.env.NEXT_PUBLIC_SEARCH_STAMP ?? '';
const ENGINE_FILE = process.env.NEXT_PUBLIC_SEARCH_ENGINE_FILE ?? '';

export const SEARCH_CONFIGURED = [DOC_FILE, INDEX_FILE, STAMP, ENGINE_FILE].every((name) => name !== '');

export const SEARCH_CONFIG: SearchConfig = { base: siteBasePath(), doc: DOC_FILE, index: INDEX_FILE, stamp: STAMP };

/** URL of the search module, base path included. */
export const SEARCH_ENGINE_URL = `${siteBasePath()}/search/${ENGINE_FILE}`;

/** The inline search bootstrap (bootstrap.ts, compiled by the prebuild) for every page's `<head>`. */
export function searchBootstrapInlineScript(): string | null {
  return (SEARCH_CONFIGURED && process.env.SFX_SEARCH_BOOTSTRAP) || null;
}
