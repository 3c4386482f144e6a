/**
 * Caches for the content loaders. A build reads every file once and trusts it for the rest of
 * the process. Under `next dev` (an editor previewing the site) every call checks the files'
 * modification times and sizes, so an edit to any content file shows on the next reload, and
 * only the edited files are parsed again: a page compiles its own MDX while the navigation, the
 * params and the feeds come from what is already parsed.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** True under `next dev`: files may change while the process runs. */
export function filesMayChange(): boolean {
  return process.env.NODE_ENV === 'development';
}

function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

const parsed = new Map<string, { stamp: string; value: unknown }>();

/**
 * The result of `parse` over a file's text, parsed again only when the file changed (path,
 * modification time and size). `kind` keeps different parsers of the same file apart.
 */
export function readCached<T>(kind: string, file: string, parse: (source: string) => T): T {
  const key = `${kind}\0${path.resolve(file)}`;
  const hit = parsed.get(key);
  const stamp = hit && !filesMayChange() ? hit.stamp : stampOf(file);
  if (hit && hit.stamp === stamp) return hit.value as T;
  const value = parse(fs.readFileSync(file, 'utf8'));
  parsed.set(key, { stamp, value });
  return value;
}

const memos = new Map<string, { stamp: string; value: unknown }>();

/**
 * A value derived from a set of files (listed by `list`): computed once in a build; under
 * `next dev` computed again when a file was added, removed or changed. Returns the same object
 * while nothing changed, so callers can key further caches on it.
 */
export function memoOnFiles<T>(key: string, list: () => string[], compute: (files: string[]) => T): T {
  const memo = memos.get(key);
  if (memo && !filesMayChange()) return memo.value as T;
  const files = list();
  const stamp = files.map((file) => `${file}@${stampOf(file)}`).join('|');
  if (memo && memo.stamp === stamp) return memo.value as T;
  const value = compute(files);
  memos.set(key, { stamp, value });
  return value;
}

/** Every file under `dir`, sorted by name at each level; empty when the folder does not exist. */
export function walkFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walkFiles(full) : [full];
    });
}
