// Shapes shared by the extractor, the prebuild, the engine and the browser; type-only.

/** One searchable section of a page: the page intro or one h2/h3 section (h4+ folded in). */
export interface SearchRecord {
  /** Page href, plus `#anchor` for a section; the intro has no anchor. */
  url: string;
  /** Heading text; the page title for the intro record. */
  title: string;
  pageTitle: string;
  /** Where the page sits in the site, e.g. `Explore › SOQL`, or `Blog`. */
  subcategory: string;
  /** Plain text of the section: no MDX, tags, imports or expressions; tables flattened. */
  text: string;
  /** Code blocks of the section as plain text, indexed with a low weight. Omitted when empty. */
  code?: string;
  /** Frontmatter keywords (docs) or tag labels (blog); intro records only. Omitted when empty. */
  keywords?: string;
  /**
   * The page's name in the sidebar where it differs from its title (`Installation` for "Connect SF
   * Explorer to a language model"): readers ask for a page by it. Intro records only; counts as the title.
   */
  label?: string;
}

export interface SearchOptionsFile {
  /** Mark matched words in results and pass them on to the destination page. */
  highlightResult: boolean;
  maxHits: number;
}

/** `public/search/search-doc-<timestamp>.json`, half of the entry. */
export interface SearchDocFile {
  /** The records ("search docs"), ids 0 to `count - 1`; record `i` is in record chunk `floor(i / perChunk)`. */
  searchDocs: {
    count: number;
    perChunk: number;
    /** Records from this id on are release posts (the build puts them after the pages). */
    firstPost: number;
  };
  options: SearchOptionsFile;
}

/** `public/search/search-index-<timestamp>.json`, the other half: what names the chunks (chunks.ts). */
export interface SearchIndexFile {
  /** Format version; the client refuses a file it does not know. */
  version: 4;
  /** In every chunk's name (`search-<stamp>-w12.json`). */
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
 * headings, keywords and page paths (`head`) and in the text and code (`body`), and the result lines
 * of the head postings' records (`docs`; those of page-path matches only while few).
 */
export interface WordChunk {
  docs: Record<string, DocTuple>;
  head: Record<string, Postings>;
  body: Record<string, Postings>;
  /** For each two-letter key in this bucket, the buckets of the longer keys it starts, most used first. */
  more?: Record<string, number[]>;
}

/** A record chunk: the records, text included, `[...DocTuple, text, code, keywords]`. */
export type RecordChunk = [...DocTuple, text: string, code: string, keywords: string][];

/** `lib/search/generated-manifest.json`, written by the prebuild, read by next.config.ts. */
export interface SearchManifest {
  /** File names in `public/search/`. */
  docFile: string;
  indexFile: string;
  engineFile: string;
  stamp: string;
  /** The inline bootstrap script (lib/search/bootstrap.ts), with these names in it. */
  bootstrap: string;
}

/** A run of snippet or title text, emphasised when it matched the query. */
export interface TextSegment {
  text: string;
  match: boolean;
  /** What a snippet's own text is not: the `Keywords:` or `Page:` that says where the words matched. */
  label?: true;
}

/** One ranked result ready to render. */
export interface SearchResult {
  id: number;
  url: string;
  /** Where the page sits in the site (`Explore › SOQL`), its matched words flagged. */
  subcategory: TextSegment[];
  score: number;
  title: TextSegment[];
  /**
   * An excerpt around the best match; empty in heading results. When nothing else shows a match,
   * it starts with what did match: the page's keywords, or the title of the page a section is in.
   */
  snippet: TextSegment[];
  /** Words to highlight on the destination page: the matched words as written, never folded. */
  highlightTerms: string[];
}
