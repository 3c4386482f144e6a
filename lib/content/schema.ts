/**
 * Content schemas (zod), one per kind of content file: docs and DevOps pages, blog posts, folder
 * `_meta.json`, `authors.json`, `tags.json` and `home.json`. Every file is checked against its schema
 * when it is loaded; a bad file fails the build with its path and the field at fault. The types
 * pages use are derived from these schemas, so nothing casts what it reads.
 */
import { z } from 'zod';

/** Thrown for a frontmatter or data-file problem; names the file and the field. */
export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid ${file.endsWith('.json') ? 'data' : 'frontmatter'} in ${file}: field "${field}" ${detail}`);
    this.name = 'FrontmatterError';
  }
}

/** A required, non-blank string, trimmed. */
const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing.' : 'must be a non-empty string.') })
    .trim()
    .min(1, { error: 'must be a non-empty string.' });

/** An optional string that may not be blank when present, trimmed. */
const optionalText = () =>
  z
    .string({ error: 'must be a non-empty string when present.' })
    .trim()
    .min(1, { error: 'must be a non-empty string when present.' })
    .optional();

const finiteNumber = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'is missing.' : 'must be a number.') }).finite({ error: 'must be a number.' });

const flag = () => z.boolean({ error: 'must be true or false.' }).default(false);

const textList = () =>
  z
    .array(z.string().trim().min(1), { error: 'must be a non-empty list of strings.' })
    .min(1, { error: 'must be a non-empty list of strings.' });

/** YAML turns an unquoted 2023-07-04 into a Date at midnight UTC: read either form back as text. */
const isoDate = () =>
  z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is missing.' : 'must be a date written YYYY-MM-DD.') })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD.' })
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'must be a date written YYYY-MM-DD.' }),
  );

/** The separator the site prints between the labels of an app path (`Industries › DataRaptors`). */
export const APP_PATH_SEPARATOR = ' › ';

/**
 * Where a feature sits in the app, as the labels a reader clicks in order (`[Code, GraphQL]`).
 * The first label must be an entry of the navigation map page (lib/content/app-navigation.ts).
 */
const appPath = () =>
  z
    .array(
      z
        .string({ error: 'must be a list of menu labels.' })
        .trim()
        .min(1, { error: 'must be a list of non-empty menu labels.' })
        .max(40, { error: 'must be a list of menu labels of at most 40 characters.' })
        .refine((label) => !/[›>]/.test(label), { error: 'must list each menu label on its own, without › or > between them.' }),
      { error: 'must be a list of menu labels, such as [Code, GraphQL].' },
    )
    .min(1, { error: 'must name at least one menu label.' })
    .max(4, { error: 'must name at most four menu labels.' });

/** Frontmatter of a docs or DevOps page. */
export const docFrontmatterSchema = z
  .strictObject({
    /** Page h1 and `<title>`. */
    title: text(),
    /** One sentence for search results, link previews and `llms.txt`. */
    description: text(),
    /** Position within its sidebar folder (ascending). */
    order: finiteNumber(),
    /** Shorter label for the sidebar; the title when omitted. */
    sidebar_label: optionalText(),
    /** Extra search terms. */
    keywords: textList().optional(),
    /** Kept out of production builds. */
    draft: flag(),
    /** Built, but hidden from sidebars, search and the sitemap. */
    unlisted: flag(),
    /** Hides the table of contents. */
    hide_table_of_contents: flag(),
    /**
     * Where the feature is in the app, as the menu labels in the order a reader clicks them
     * (`[Industries, DataRaptors]`). Shown under the title as "In the app: Industries › DataRaptors",
     * linked to the navigation map page. Omit it when the feature has no fixed place in the menus.
     */
    app_path: appPath().optional(),
  })
  .transform(({ sidebar_label, hide_table_of_contents, keywords, app_path, ...rest }) => ({
    ...rest,
    sidebarLabel: sidebar_label,
    appPath: app_path,
    keywords: keywords ?? [],
    hideTableOfContents: hide_table_of_contents,
  }));

/** Frontmatter of a docs or DevOps page, as pages use it. */
export type DocFrontmatter = z.output<typeof docFrontmatterSchema>;

/** Frontmatter of a blog post. */
export const blogFrontmatterSchema = z.strictObject({
  /** Post h1 and `<title>`. */
  title: text(),
  /** One sentence for the post list, feeds and link previews. */
  description: text(),
  /** Chronological position among posts that share a date. */
  order: finiteNumber(),
  /** Publication date, `YYYY-MM-DD`. */
  date: isoDate(),
  /** Author ids from `content/blog/authors.json`. */
  authors: textList(),
  /** Tag slugs from `content/blog/tags.json`. */
  tags: textList(),
  /** Product version the post announces, quoted (`"6.0.0"`). */
  version: z.string({ error: 'must be a string such as "6.0.0" (quote it).' }).optional(),
  /** Kept out of production builds. */
  draft: flag(),
  /** Built and reachable by URL, but left out of lists, feeds, search and the sitemap. */
  unlisted: flag(),
});

/** Frontmatter of a blog post, as pages use it. */
export type BlogFrontmatter = z.output<typeof blogFrontmatterSchema>;

/** A folder's `_meta.json`: its sidebar label and position. */
export const folderMetaSchema = z.strictObject({
  /** Sidebar and breadcrumb label of the folder. */
  label: text(),
  /** Position among its siblings (ascending). */
  order: finiteNumber(),
});

export type FolderMeta = z.output<typeof folderMetaSchema>;

/** One entry of `content/blog/authors.json` (keyed by author id). */
export const authorSchema = z.strictObject({
  /** Name shown on posts. */
  name: text(),
  /** Role shown under the name. */
  title: text(),
  /** Profile link. */
  url: text(),
  /** GitHub login, used for the avatar. */
  github: optionalText(),
});

export const authorsFileSchema = z.record(z.string(), authorSchema);

/** `content/people.json`: the only people (and organisations) the content may name or credit. */
export const peopleFileSchema = z.strictObject({
  /** A note for editors; not read. */
  $comment: z.string().optional(),
  people: z.array(
    z.strictObject({
      /** Full name, as the content writes it. */
      name: text(),
      /** Why they may be named (for editors). */
      role: optionalText(),
    }),
  ),
  /** Organisations that may be credited as authors. */
  organisations: z.array(text()),
});

/** One entry of `content/blog/tags.json` (keyed by tag slug). */
export const tagSchema = z.strictObject({
  /** Label shown on posts and the tag page. */
  label: text(),
  /** One sentence for the tag page. */
  description: text(),
});

export const tagsFileSchema = z.record(z.string(), tagSchema);

/** `content/home.json`: the home page's blocks. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({
    /** The sentence under the site title. */
    pitch: text(),
  }),
  /** Short promises shown under the hero. */
  promises: z.array(z.strictObject({ title: text(), text: text() })),
  /** Feature blocks, each with the version that introduced it. */
  features: z.array(
    z.strictObject({
      title: text(),
      /** Version that introduced the feature, `x.y.z`. */
      since: z.string().regex(/^\d+\.\d+\.\d+$/, { error: 'must be a version like 1.0.0.' }),
      text: text(),
      links: z.array(z.strictObject({ label: text(), href: text() })),
    }),
  ),
  /** YouTube videos: id and accessible title. */
  videos: z.array(z.strictObject({ id: text(), title: text() })),
});

export type HomeContent = z.output<typeof homeSchema>;
export type HomeFeature = HomeContent['features'][number];

/** The field a zod issue is about, written as a dotted path (`features.2.since`). */
function fieldOf(issue: z.core.$ZodIssue): string {
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  return [...issue.path, ...keys.slice(0, 1)].map(String).join('.') || '(file)';
}

/**
 * Parses `raw` with `schema`, or throws a {@link FrontmatterError} naming `file` and the first
 * field at fault. Unknown fields are reported first: they are usually a typo of a known one.
 */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown, file: string): z.output<S> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const issues = [...result.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  const issue = issues[0];
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(schema, issue.path);
    throw new FrontmatterError(file, fieldOf(issue), `is not a known field (known fields: ${known.join(', ')}).`);
  }
  throw new FrontmatterError(file, fieldOf(issue), issue.message);
}

/** The keys an object schema (possibly wrapped in a transform) accepts at `path`. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: unknown = schema;
  const unwrap = (value: unknown): unknown => {
    let current = value;
    while (current instanceof z.ZodPipe) current = current.in;
    return current;
  };
  node = unwrap(node);
  for (const key of path) {
    if (node instanceof z.ZodObject) node = unwrap(node.shape[String(key)]);
    else if (node instanceof z.ZodArray) node = unwrap(node.element);
    else if (node instanceof z.ZodRecord) node = unwrap(node.valueType);
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

export function parseDocFrontmatter(raw: unknown, file: string): DocFrontmatter {
  return parseWith(docFrontmatterSchema, raw, file);
}

export function parseBlogFrontmatter(raw: unknown, file: string): BlogFrontmatter {
  return parseWith(blogFrontmatterSchema, raw, file);
}

export function parseFolderMeta(raw: unknown, file: string): FolderMeta {
  return parseWith(folderMetaSchema, raw, file);
}
