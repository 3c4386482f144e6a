/**
 * Frontmatter schemas. Every MDX file is checked against one of these at build time; a bad file
 * fails the build with its path and the field at fault. Types are derived from the validators,
 * so pages never cast frontmatter.
 */

/** Thrown for a frontmatter problem; names the file and the field. */
export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid frontmatter in ${file}: field "${field}" ${detail}`);
    this.name = 'FrontmatterError';
  }
}

type Raw = Record<string, unknown>;

function requireString(data: Raw, field: string, file: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontmatterError(file, field, value === undefined ? 'is missing.' : 'must be a non-empty string.');
  }
  return value.trim();
}

function optionalString(data: Raw, field: string, file: string): string | undefined {
  const value = data[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontmatterError(file, field, 'must be a non-empty string when present.');
  }
  return value.trim();
}

function requireNumber(data: Raw, field: string, file: string): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new FrontmatterError(file, field, value === undefined ? 'is missing.' : 'must be a number.');
  }
  return value;
}

function optionalBoolean(data: Raw, field: string, file: string): boolean {
  const value = data[field];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new FrontmatterError(file, field, 'must be true or false.');
  return value;
}

function stringList(data: Raw, field: string, file: string, required: boolean): string[] {
  const value = data[field];
  if (value === undefined && !required) return [];
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string' || v.trim() === '')) {
    throw new FrontmatterError(file, field, 'must be a non-empty list of strings.');
  }
  return value.map((v: string) => v.trim());
}

function rejectUnknown(data: Raw, known: readonly string[], file: string): void {
  for (const key of Object.keys(data)) {
    if (!known.includes(key)) {
      throw new FrontmatterError(file, key, `is not a known field (known fields: ${known.join(', ')}).`);
    }
  }
}

const DOC_FIELDS = [
  'title',
  'description',
  'order',
  'sidebar_label',
  'keywords',
  'draft',
  'unlisted',
  'hide_table_of_contents',
] as const;

/** Frontmatter of a docs or DevOps page. */
export interface DocFrontmatter {
  /** Page h1 and `<title>`. */
  title: string;
  /** One sentence for search results, link previews and `llms.txt`. */
  description: string;
  /** Position within its sidebar folder (ascending). */
  order: number;
  /** Shorter label for the sidebar; the title when omitted. */
  sidebarLabel?: string;
  /** Extra search terms. */
  keywords: string[];
  /** Kept out of production builds. */
  draft: boolean;
  /** Built, but hidden from sidebars, search and the sitemap. */
  unlisted: boolean;
  /** Hides the table of contents. */
  hideTableOfContents: boolean;
}

export function parseDocFrontmatter(raw: unknown, file: string): DocFrontmatter {
  const data = (raw ?? {}) as Raw;
  rejectUnknown(data, DOC_FIELDS, file);
  return {
    title: requireString(data, 'title', file),
    description: requireString(data, 'description', file),
    order: requireNumber(data, 'order', file),
    sidebarLabel: optionalString(data, 'sidebar_label', file),
    keywords: stringList(data, 'keywords', file, false),
    draft: optionalBoolean(data, 'draft', file),
    unlisted: optionalBoolean(data, 'unlisted', file),
    hideTableOfContents: optionalBoolean(data, 'hide_table_of_contents', file),
  };
}

const BLOG_FIELDS = ['title', 'description', 'order', 'date', 'authors', 'tags', 'version', 'draft', 'unlisted'] as const;

/** Frontmatter of a blog post. */
export interface BlogFrontmatter {
  title: string;
  description: string;
  /** Chronological position among posts. */
  order: number;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Author ids from `content/blog/authors.json`. */
  authors: string[];
  /** Tag slugs from `content/blog/tags.json`. */
  tags: string[];
  /** Product version the post announces. */
  version?: string;
  draft: boolean;
  unlisted: boolean;
}

function requireDate(data: Raw, field: string, file: string): string {
  const value = data[field];
  // YAML turns an unquoted 2023-07-04 into a Date at midnight UTC.
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
    throw new FrontmatterError(file, field, value === undefined ? 'is missing.' : 'must be a date written YYYY-MM-DD.');
  }
  return text;
}

export function parseBlogFrontmatter(raw: unknown, file: string): BlogFrontmatter {
  const data = (raw ?? {}) as Raw;
  rejectUnknown(data, BLOG_FIELDS, file);
  const version = data.version;
  if (version !== undefined && typeof version !== 'string') {
    throw new FrontmatterError(file, 'version', 'must be a string such as "6.0.0" (quote it).');
  }
  return {
    title: requireString(data, 'title', file),
    description: requireString(data, 'description', file),
    order: requireNumber(data, 'order', file),
    date: requireDate(data, 'date', file),
    authors: stringList(data, 'authors', file, true),
    tags: stringList(data, 'tags', file, true),
    version: version as string | undefined,
    draft: optionalBoolean(data, 'draft', file),
    unlisted: optionalBoolean(data, 'unlisted', file),
  };
}

/** Folder label and order from `_meta.json`. */
export interface FolderMeta {
  label: string;
  order: number;
}

export function parseFolderMeta(raw: unknown, file: string): FolderMeta {
  const data = (raw ?? {}) as Raw;
  rejectUnknown(data, ['label', 'order'], file);
  return { label: requireString(data, 'label', file), order: requireNumber(data, 'order', file) };
}
