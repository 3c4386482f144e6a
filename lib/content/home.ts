/** Home page data from `content/home.json`, checked against its schema when loaded. */
import 'server-only';
import path from 'node:path';
import { readDataFile } from './data-file';
import { contentRoot } from './docs';
import { type HomeContent, homeSchema } from './schema';

export type { HomeContent, HomeFeature } from './schema';

export function getHomeContent(): HomeContent {
  return readDataFile(path.join(contentRoot(), 'home.json'), homeSchema);
}
