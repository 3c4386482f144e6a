/**
 * The docs loader: the only code that reads `content/docs` and `content/devops`. Results are
 * cached per process, so a build reads each file once.
 */
import 'server-only';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { DocsSectionId } from '@/lib/site-config';
import { type NavNode, buildNavTree, type NavInputPage } from './nav';
import { docHref } from '@/lib/paths';
import { readDataFile } from './data-file';
import { type DocFrontmatter, type FolderMeta, folderMetaSchema, parseDocFrontmatter } from './schema';
import { extractToc, type TocItem } from './mdx-tree';

export const DOCS_SECTIONS: readonly DocsSectionId[] = ['docs', 'devops'];

/** A docs or DevOps page, loaded and validated. */
export interface DocPage {
  section: DocsSectionId;
  /** Path under the section without extension; `Explore` for `Explore/index.mdx`, `index` for the section root. */
  id: string;
  slug: string[];
  href: string;
  /** Path from the repository root, e.g. `content/docs/Explore/SOQL.mdx`. */
  filePath: string;
  frontmatter: DocFrontmatter;
  body: string;
  toc: TocItem[];
  /** ISO date of the last commit touching the file, or null outside a git checkout. */
  lastUpdated: string | null;
}

export function contentRoot(): string {
  return process.env.SFX_CONTENT_DIR ? path.resolve(process.env.SFX_CONTENT_DIR) : path.join(process.cwd(), 'content');
}

/** Drafts show in `next dev` only. */
export function includeDrafts(): boolean {
  return process.env.NODE_ENV === 'development';
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
}

const lastUpdatedCache = new Map<string, string | null>();

/** Date of the last commit that touched a file (`YYYY-MM-DD`), or null when git has none. */
export function gitLastUpdated(file: string): string | null {
  if (lastUpdatedCache.has(file)) return lastUpdatedCache.get(file) ?? null;
  let result: string | null = null;
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    result = /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : null;
  } catch {
    result = null;
  }
  lastUpdatedCache.set(file, result);
  return result;
}

function repoRelative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

const cache = new Map<DocsSectionId, DocPage[]>();

/** Every page of a section, drafts excluded outside development. */
export function getDocPages(section: DocsSectionId): DocPage[] {
  const cached = cache.get(section);
  if (cached) return cached;
  const root = path.join(contentRoot(), section);
  const pages = walk(root)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => loadDocFile(section, root, file))
    .filter((page) => includeDrafts() || !page.frontmatter.draft);
  cache.set(section, pages);
  return pages;
}

function loadDocFile(section: DocsSectionId, root: string, file: string): DocPage {
  const relFile = repoRelative(file);
  const source = fs.readFileSync(file, 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`Invalid frontmatter in ${relFile}: ${(error as Error).message}`);
  }
  const frontmatter = parseDocFrontmatter(parsed.data, relFile);
  const parts = path.relative(root, file).replace(/\.mdx$/, '').split(path.sep);
  const slug = parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts;
  let toc: TocItem[];
  try {
    toc = extractToc(parsed.content);
  } catch (error) {
    throw new Error(`Could not parse ${relFile}: ${(error as Error).message}`);
  }
  return {
    section,
    id: slug.length ? slug.join('/') : 'index',
    slug,
    href: docHref(section, slug),
    filePath: relFile,
    frontmatter,
    body: parsed.content,
    toc,
    lastUpdated: gitLastUpdated(file),
  };
}

/** The page at a slug, or null (the route then calls notFound()). */
export function getDocPage(section: DocsSectionId, slug: readonly string[]): DocPage | null {
  const wanted = slug.map((s) => safeDecode(s)).join('/');
  return getDocPages(section).find((page) => page.slug.join('/') === wanted) ?? null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `_meta.json` files of a section, keyed by folder path (`Configure/Industries`). */
export function getFolderMetas(section: DocsSectionId): Record<string, FolderMeta> {
  const root = path.join(contentRoot(), section);
  const metas: Record<string, FolderMeta> = {};
  for (const file of walk(root).filter((f) => path.basename(f) === '_meta.json')) {
    const folder = path.relative(root, path.dirname(file)).split(path.sep).join('/');
    metas[folder] = readDataFile(file, folderMetaSchema);
  }
  return metas;
}

const navCache = new Map<DocsSectionId, NavNode[]>();

/** The sidebar tree of a section, built once. */
export function getNavTree(section: DocsSectionId): NavNode[] {
  const cached = navCache.get(section);
  if (cached) return cached;
  const inputs: NavInputPage[] = getDocPages(section).map((page) => ({
    id: page.id,
    slug: page.slug,
    href: page.href,
    label: page.frontmatter.sidebarLabel ?? page.frontmatter.title,
    order: page.frontmatter.order,
    unlisted: page.frontmatter.unlisted,
  }));
  const tree = buildNavTree(inputs, getFolderMetas(section));
  navCache.set(section, tree);
  return tree;
}
