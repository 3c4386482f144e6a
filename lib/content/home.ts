/** Home page data from `content/home.json`, checked against its schema when loaded. */
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from './docs';
import { type HomeContent, homeSchema, parseWith } from './schema';

export type { HomeContent, HomeFeature } from './schema';

export function getHomeContent(): HomeContent {
  const file = path.join(contentRoot(), 'home.json');
  const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid JSON in ${rel}: ${(error as Error).message}`);
  }
  return parseWith(homeSchema, raw, rel);
}
