/**
 * The inline search bootstrap of this build (lib/search/bootstrap.ts, compiled with this build's
 * file names by the prebuild), for the root layout to write into every page's `<head>`; null for a
 * build without search files.
 */
import { SEARCH_CONFIGURED } from './config';

export function searchBootstrapInlineScript(): string | null {
  const script = process.env.SFX_SEARCH_BOOTSTRAP ?? '';
  return SEARCH_CONFIGURED && script ? script : null;
}
