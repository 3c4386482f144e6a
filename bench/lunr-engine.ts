/**
 * lunr, set up the way a typical lunr search box uses it, on the site's own records: the engine
 * the site this one replaces used. The Node search benchmark (bench/bench-search.ts) compares
 * the site's engine with it on the same records and queries.
 */
import lunr from 'lunr';
import type { LunrModule, SearchDoc } from './bench-package';

/** Builds the lunr index with the same fields and relative weights as the site's ranking. */
function buildLunrIndex(docs: readonly SearchDoc[]): lunr.Index {
  return lunr(function build() {
    this.ref('id');
    this.field('title', { boost: 8 });
    this.field('keywords', { boost: 6 });
    this.field('text', { boost: 3 });
    this.field('page', { boost: 2 });
    this.field('code', { boost: 1 });
    for (const doc of docs) {
      this.add({
        id: String(doc.id),
        title: doc.title,
        keywords: doc.keywords ?? '',
        text: doc.text,
        page: `${doc.pageTitle} ${doc.subcategory}`,
        code: doc.code ?? '',
      });
    }
  });
}

/**
 * lunr's typeahead-style query: every word as typed (through lunr's stemming pipeline), a trailing
 * wildcard on the last word, and an edit distance of one for words of five letters or more. lunr
 * does not fold accents. A query lunr cannot parse finds nothing.
 */
function lunrSearch(index: lunr.Index, docs: readonly SearchDoc[], text: string, maxHits: number): SearchDoc[] {
  const words = lunr.tokenizer(text).map((token) => token.toString());
  try {
    return index
      .query((query) => {
        words.forEach((word, i) => {
          query.term(word, { boost: 10 });
          if (i === words.length - 1)
            query.term(word, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 3 });
          if (word.length >= 5) query.term(word, { usePipeline: false, editDistance: 1, boost: 1 });
        });
      })
      .slice(0, maxHits)
      .map((result) => docs[Number(result.ref)]!);
  } catch {
    return [];
  }
}

export const buildLunrJson: LunrModule['buildLunrJson'] = (docs) => JSON.stringify(buildLunrIndex(docs));

export const loadLunr: LunrModule['loadLunr'] = (json, docs) => {
  const index = lunr.Index.load(JSON.parse(json) as object);
  return (query, maxHits) => lunrSearch(index, docs, query, maxHits);
};
