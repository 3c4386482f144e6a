/**
 * The docs loader: the only code that reads `content/docs` and `content/devops`. A build reads
 * each file once; under `next dev` an edited file is read again on the next request
 * (file-cache.ts).
 */
import 'server-only';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import matter from 'gray-matter';
import type { DocsSectionId } from '@/lib/site-config';
import { type NavNode, buildNavTree, type NavInputPage } from './nav';
import { docHref } from '@/lib/paths';
import { readDataFile } from './data-file';
import { type DocFrontmatter, type FolderMeta, folderMetaSchema, parseDocFrontmatter } from './schema';
import { extractToc, type TocItem } from './mdx-tree';
import { memoOnFiles, readCached, walkFiles } from './file-cache';

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

let gitDates: { root: string; dates: Map<string, string> } | null = null;

/**
 * Last commit date (`YYYY-MM-DD`) of every file under `root`, from one `git log` (one process
 * for the whole site instead of one per page). Empty outside a git checkout.
 */
function readGitDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const run = (args: string[]) =>
      execFileSync('git', ['-C', root, '-c', 'core.quotePath=false', ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 256 * 1024 * 1024,
      });
    const top = run(['rev-parse', '--show-toplevel']).trim();
    let date = '';
    for (const line of run(['log', '--format=%x00%cs', '--name-only', '--no-renames', '--', '.']).split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
        const file = path.join(top, line);
        if (!dates.has(file)) dates.set(file, date);
      }
    }
  } catch {
    // Not a git checkout (or no git): no dates.
  }
  return dates;
}

/** Date of the last commit that touched a file (`YYYY-MM-DD`), or null when git has none. */
export function gitLastUpdated(file: string): string | null {
  const root = contentRoot();
  if (gitDates?.root !== root) gitDates = { root, dates: readGitDates(root) };
  return gitDates.dates.get(path.resolve(file)) ?? null;
}

function repoRelative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

/** Every page of a section, drafts excluded outside development. */
export function getDocPages(section: DocsSectionId): DocPage[] {
  const root = path.join(contentRoot(), section);
  return memoOnFiles(
    `docs\0${root}`,
    () => walkFiles(root).filter((file) => file.endsWith('.mdx')),
    (files) =>
      files
        .map((file) => readCached('doc', file, (source) => parseDocFile(section, root, file, source)))
        .filter((page) => includeDrafts() || !page.frontmatter.draft),
  );
}

/**
 * A page from its file's text. The table of contents (a full MDX parse) and the last commit
 * date are worked out on first use, so listing every page (params, navigation, feeds) reads
 * only frontmatter.
 */
function parseDocFile(section: DocsSectionId, root: string, file: string, source: string): DocPage {
  const relFile = repoRelative(file);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object keeps gray-matter from holding every version of every file in its own cache.
    parsed = matter(source, {});
  } catch (error) {
    throw new Error(`Invalid frontmatter in ${relFile}: ${(error as Error).message}`);
  }
  const frontmatter = parseDocFrontmatter(parsed.data, relFile);
  const parts = path.relative(root, file).replace(/\.mdx$/, '').split(path.sep);
  const slug = parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts;
  const body = parsed.content;
  let toc: TocItem[] | undefined;
  return {
    section,
    id: slug.length ? slug.join('/') : 'index',
    slug,
    href: docHref(section, slug),
    filePath: relFile,
    frontmatter,
    body,
    get toc() {
      if (!toc) {
        try {
          toc = extractToc(body);
        } catch (error) {
          throw new Error(`Could not parse ${relFile}: ${(error as Error).message}`);
        }
      }
      return toc;
    },
    get lastUpdated() {
      return gitLastUpdated(file);
    },
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
  return memoOnFiles(
    `metas\0${root}`,
    () => walkFiles(root).filter((f) => path.basename(f) === '_meta.json'),
    (files) => {
      const metas: Record<string, FolderMeta> = {};
      for (const file of files) {
        const folder = path.relative(root, path.dirname(file)).split(path.sep).join('/');
        metas[folder] = readDataFile(file, folderMetaSchema);
      }
      return metas;
    },
  );
}

const navCache = new Map<DocsSectionId, { pages: DocPage[]; metas: Record<string, FolderMeta>; tree: NavNode[] }>();

/** The sidebar tree of a section, built again only when its pages or folder metadata changed. */
export function getNavTree(section: DocsSectionId): NavNode[] {
  const pages = getDocPages(section);
  const metas = getFolderMetas(section);
  const cached = navCache.get(section);
  if (cached && cached.pages === pages && cached.metas === metas) return cached.tree;
  const inputs: NavInputPage[] = pages.map((page) => ({
    id: page.id,
    slug: page.slug,
    href: page.href,
    label: page.frontmatter.sidebarLabel ?? page.frontmatter.title,
    order: page.frontmatter.order,
    unlisted: page.frontmatter.unlisted,
  }));
  const tree = buildNavTree(inputs, metas);
  navCache.set(section, { pages, metas, tree });
  return tree;
}
