/** Standalone MDX pages from `content/pages` (e.g. the authoring guide at /markdown-page). */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { contentRoot, gitLastUpdated } from './docs';
import { extractToc, type TocItem } from './mdx-tree';
import { type DocFrontmatter, parseDocFrontmatter } from './schema';

export interface StandalonePage {
  slug: string;
  filePath: string;
  frontmatter: DocFrontmatter;
  body: string;
  toc: TocItem[];
  lastUpdated: string | null;
}

export function getStandalonePage(slug: string): StandalonePage {
  const file = path.join(contentRoot(), 'pages', `${slug}.mdx`);
  const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  return {
    slug,
    filePath: rel,
    frontmatter: parseDocFrontmatter(parsed.data, rel),
    body: parsed.content,
    toc: extractToc(parsed.content),
    lastUpdated: gitLastUpdated(file),
  };
}
