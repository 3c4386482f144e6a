/** Home page data from `content/home.json`, checked when loaded. */
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from './docs';

export interface HomeFeature {
  title: string;
  since: string;
  text: string;
  links: { label: string; href: string }[];
}

export interface HomeContent {
  hero: { pitch: string };
  promises: { title: string; text: string }[];
  features: HomeFeature[];
  videos: { id: string; title: string }[];
}

export function getHomeContent(): HomeContent {
  const file = path.join(contentRoot(), 'home.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as HomeContent;
  for (const feature of data.features) {
    if (!feature.title || !feature.text || !/^\d+\.\d+\.\d+$/.test(feature.since)) {
      throw new Error(`content/home.json: feature "${feature.title ?? '?'}" needs a title, a text and a "since" version like 1.0.0.`);
    }
  }
  return data;
}
