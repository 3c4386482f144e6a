/**
 * Shapes shared by the search extractor, the prebuild script, the engine and the browser client.
 * Type-only: importing this module costs nothing at runtime.
 */

/** One searchable section of a page: the page intro or one h2/h3 section (h4+ folded in). */
export interface SearchRecord {
  /** Page href, plus `#anchor` for a section; the intro has no anchor. */
  url: string;
  /** Heading text; the page title for the intro record. */
  title: string;
  /** Title of the page the section belongs to. */
  pageTitle: string;
  /** Where the page sits in the site, e.g. `Explore › SOQL`, or `Blog`. */
  subcategory: string;
  /** Plain text of the section: no MDX, tags, imports or expressions; tables flattened. */
  text: string;
  /** Code blocks of the section as plain text, indexed with a low weight. Omitted when empty. */
  code?: string;
  /** Frontmatter keywords (docs) or tag labels (blog); intro records only. Omitted when empty. */
  keywords?: string;
}

/** Client options stored in the doc file. */
export interface SearchOptionsFile {
  /** Emphasise matched words in result snippets and pass them on to the destination page. */
  highlightResult: boolean;
  /** Most results shown for one query. */
  maxHits: number;
}

/** `public/search/search-doc-<timestamp>.json`, half of the entry. */
export interface SearchDocFile {
  /** Where the records (the "search docs") are: how many, and in chunks of how many. */
  searchDocs: {
    /** Records in the index; record ids run from 0 to `count - 1`. */
    count: number;
    /** Records per record chunk: record `i` is in record chunk `floor(i / perChunk)`. */
    perChunk: number;
  };
  options: SearchOptionsFile;
}

/**
 * `public/search/search-index-<timestamp>.json`, the other half: the stamp and the number of
 * buckets that name the chunks (chunks.ts), so no table lists them.
 */
export interface SearchIndexFile {
  /** Format version; the client refuses a file it does not know. */
  version: 4;
  /** The build's stamp, in every chunk's name (`search-<stamp>-w12.json`). */
  stamp: string;
  /** Word chunks (`…-w0.json` to `…-w<buckets - 1>.json`). */
  buckets: number;
}

/** A record as results show it: `[url, title, pageTitle, subcategory]`. */
export type DocTuple = [url: string, title: string, pageTitle: string, subcategory: string];

/**
 * Postings of one word: record ids as deltas from the previous one, each followed by a number:
 * in `head` the fields bits (HEAD_BITS in chunks.ts) plus 16 × the number of words of
 * the record's title; in `body` 64 × occurrences in the text plus occurrences in the code.
 */
export type Postings = number[];

/**
 * A word chunk: for the words whose keys fall in one bucket (chunks.ts), their postings in titles,
 * headings, keywords and page paths (`head`) and in the page text and code (`body`), with the result
 * lines of the head postings' records (`docs`; those of page-path matches only while few).
 */
export interface WordChunk {
  docs: Record<string, DocTuple>;
  head: Record<string, Postings>;
  body: Record<string, Postings>;
  /** For each two-letter key in this bucket, the buckets of the longer keys it starts. */
  more?: Record<string, number[]>;
}

/** A record chunk: the records, text included, `[...DocTuple, text, code]`. */
export type RecordChunk = [...DocTuple, string, string][];

/** Written by the prebuild to `lib/search/generated-manifest.json`; read by next.config.ts. */
export interface SearchManifest {
  /** File names in `public/search/` (no folder): the doc file, the index file, the search module. */
  docFile: string;
  indexFile: string;
  engineFile: string;
  /** The stamp in the chunks' names. */
  stamp: string;
  /** The inline bootstrap script, with these names in it (lib/search/bootstrap.ts). */
  bootstrap: string;
}

/** A run of snippet or title text, emphasised when it matched the query. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** One ranked result ready to render. */
export interface SearchResult {
  id: number;
  url: string;
  subcategory: string;
  score: number;
  /** Title with matched words marked. */
  title: TextSegment[];
  /** A short excerpt around the best match, matched words marked; empty in heading results. */
  snippet: TextSegment[];
  /** Words to highlight on the destination page: the matched words as written, never folded. */
  highlightTerms: string[];
}
