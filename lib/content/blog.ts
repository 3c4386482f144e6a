/**
 * The blog loader: posts, authors and tags from `content/blog`. Posts are validated against the
 * author and tag lists, so a typo fails the build naming the file and the field.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { contentRoot, gitLastUpdated, includeDrafts } from './docs';
import type { z } from 'zod';
import {
  type authorSchema,
  authorsFileSchema,
  type BlogFrontmatter,
  FrontmatterError,
  parseBlogFrontmatter,
  type tagSchema,
  tagsFileSchema,
} from './schema';
import { readDataFile } from './data-file';
import { extractToc, type TocItem } from './mdx-tree';
import { memoOnFiles, readCached } from './file-cache';

/** A post author: its entry in `authors.json` and its id. */
export type Author = z.output<typeof authorSchema> & { id: string };

/** A tag: its entry in `tags.json`, its slug and its page. */
export type Tag = z.output<typeof tagSchema> & { slug: string; href: string };

/** A loaded blog post. */
export interface BlogPost {
  slug: string;
  href: string;
  filePath: string;
  frontmatter: BlogFrontmatter;
  authors: Author[];
  tags: Tag[];
  body: string;
  /** MDX before the `{/* truncate *\/}` marker, or the first paragraph. */
  excerpt: string;
  readingTimeMinutes: number;
  toc: TocItem[];
  lastUpdated: string | null;
}

const TRUNCATE = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/;

export function getAuthors(): Record<string, Author> {
  const file = path.join(contentRoot(), 'blog', 'authors.json');
  return memoOnFiles(`authors\0${file}`, () => [file], () => {
    const raw = readDataFile(file, authorsFileSchema);
    return Object.fromEntries(Object.entries(raw).map(([id, value]) => [id, { id, ...value }]));
  });
}

export function getTags(): Record<string, Tag> {
  const file = path.join(contentRoot(), 'blog', 'tags.json');
  return memoOnFiles(`tags\0${file}`, () => [file], () => {
    const raw = readDataFile(file, tagsFileSchema);
    return Object.fromEntries(
      Object.entries(raw).map(([slug, value]) => [slug, { slug, ...value, href: `/blog/tags/${slug}/` }]),
    );
  });
}

/** Whole minutes at 220 words a minute, code included; never less than one. */
export function readingTime(body: string): number {
  const words = body
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return Math.max(1, Math.round(words / 220));
}

/** Every post, newest first (drafts only in development). */
export function getBlogPosts(): BlogPost[] {
  const dir = path.join(contentRoot(), 'blog');
  const authors = getAuthors();
  const tags = getTags();
  return memoOnFiles(
    `posts\0${dir}`,
    () => [
      path.join(dir, 'authors.json'),
      path.join(dir, 'tags.json'),
      ...(fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.mdx')) : [])
        .sort()
        .map((name) => path.join(dir, name)),
    ],
    (files) => loadPosts(files.filter((file) => file.endsWith('.mdx')), authors, tags),
  );
}

function loadPosts(files: string[], authors: Record<string, Author>, tags: Record<string, Tag>): BlogPost[] {
  return files
    .map((file) => {
      const name = path.basename(file);
      const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
      const parsed = readCached('post', file, (source) => matter(source, {}));
      const frontmatter = parseBlogFrontmatter(parsed.data, rel);
      const slug = name.replace(/\.mdx$/, '');
      const postAuthors = frontmatter.authors.map((id) => {
        const author = authors[id];
        if (!author) {
          throw new FrontmatterError(rel, 'authors', `names "${id}", which is not in content/blog/authors.json (known: ${Object.keys(authors).join(', ')}).`);
        }
        return author;
      });
      const postTags = frontmatter.tags.map((id) => {
        const tag = tags[id];
        if (!tag) {
          throw new FrontmatterError(rel, 'tags', `names "${id}", which is not in content/blog/tags.json (known: ${Object.keys(tags).join(', ')}).`);
        }
        return tag;
      });
      const cut = parsed.content.search(TRUNCATE);
      const excerpt = cut >= 0 ? parsed.content.slice(0, cut).trim() : (parsed.content.trim().split(/\n\s*\n/)[0] ?? '');
      return {
        slug,
        href: `/blog/${slug}/`,
        filePath: rel,
        frontmatter,
        authors: postAuthors,
        tags: postTags,
        body: parsed.content,
        excerpt,
        readingTimeMinutes: readingTime(parsed.content),
        get toc() {
          return readCached('post-toc', file, () => extractToc(parsed.content));
        },
        get lastUpdated() {
          return gitLastUpdated(file);
        },
      } satisfies BlogPost;
    })
    .filter((post) => includeDrafts() || !post.frontmatter.draft)
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date) || b.frontmatter.order - a.frontmatter.order);
}

/** When a post last changed: the later of its date and its file's last commit (`YYYY-MM-DD`). */
export function postModified(post: BlogPost): string {
  const { date } = post.frontmatter;
  return post.lastUpdated && post.lastUpdated > date ? post.lastUpdated : date;
}

/** Posts readers can find in lists (unlisted posts are reachable only by URL). */
export function getListedPosts(): BlogPost[] {
  return getBlogPosts().filter((post) => !post.frontmatter.unlisted);
}

export function getBlogPost(slug: string): BlogPost | null {
  return getBlogPosts().find((post) => post.slug === slug) ?? null;
}

/** Splits a list into pages of `size`. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** Posts grouped by year, newest year first. */
export function postsByYear(posts: readonly BlogPost[]): { year: string; posts: BlogPost[] }[] {
  const groups = new Map<string, BlogPost[]>();
  for (const post of posts) {
    const year = post.frontmatter.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, posts: list }));
}

/** Formats `YYYY-MM-DD` as "July 4, 2023" without depending on the machine's time zone. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
