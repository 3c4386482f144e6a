/** Reads the JSON data files of `content/` (`_meta.json`, `authors.json`, `tags.json`, `home.json`). */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parseWith } from './schema';

/**
 * Reads `file` and checks it against `schema`. A file that is not JSON, or does not match, fails
 * with an error naming the file (relative to the repository) and, for a mismatch, the field.
 */
export function readDataFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid JSON in ${rel}: ${(error as Error).message}`);
  }
  return parseWith(schema, raw, rel);
}
