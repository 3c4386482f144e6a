/**
 * Shapes shared by the search extractor, the prebuild script, the ranking and the browser
 * client. Type-only: importing this module costs nothing at runtime.
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

/** A record as stored in the doc file: its position in `searchDocs` is its index id. */
export interface SearchDoc extends SearchRecord {
  id: number;
}

/** Client options stored next to the records. */
export interface SearchOptionsFile {
  /** Emphasise matched words in result snippets and pass them on to the destination page. */
  highlightResult: boolean;
  /** Most results shown for one query. */
  maxHits: number;
}

/** A record's heading and place in the doc file; its body is in the index file. */
export type SearchDocEntry = Omit<SearchRecord, 'text' | 'code'>;

/**
 * Contents of `public/search/search-doc-<timestamp>.json`: what a result shows besides its
 * snippet (URL, heading, page and section path, keywords), one entry per record in id order,
 * and the client options.
 */
export interface SearchDocFile {
  searchDocs: SearchDocEntry[];
  options: SearchOptionsFile;
}

/**
 * Contents of `public/search/search-index-<timestamp>.json`: the indexed bodies of the records,
 * in the doc file's order: `text[i]` and `code[i]` belong to `searchDocs[i]` (`code[i]` is empty
 * when the section has none). The browser builds its flexsearch index from both files
 * (`field-index.ts` says why it is not shipped prebuilt).
 */
export interface SearchIndexFile {
  /** Format version; the client refuses a file it does not know. */
  version: 2;
  text: string[];
  code: string[];
}

/** Written by the prebuild to `lib/search/generated-manifest.json`; read by next.config.ts. */
export interface SearchManifest {
  /** File name (no folder) of the doc file in `public/search/`. */
  docFile: string;
  /** File name (no folder) of the index file in `public/search/`. */
  indexFile: string;
}

/** A run of snippet or title text, emphasised when it matched the query. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** One ranked result ready to render. */
export interface SearchResult {
  doc: SearchDoc;
  score: number;
  /** Title with matched words marked. */
  title: TextSegment[];
  /** A short excerpt around the best match, matched words marked. */
  snippet: TextSegment[];
  /** Normalised words to highlight on the destination page (typos resolved to real words). */
  highlightTerms: string[];
}
