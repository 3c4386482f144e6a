/**
 * Ranking: pure functions that turn the postings of a query's words into an ordered list of
 * records. The postings say which records hold a word and where (build-index.ts); the ranking
 * adds how much that matters:
 *  - where a word matched: a page title beats a section heading, which beats keywords, the page
 *    text, the page a section sits in, and code, in that order;
 *  - how rare the word is (inverse document frequency), so "sf explorer", which is everywhere,
 *    does not drown "debug log";
 *  - how many of the query's words a record matches: records matching more words come first,
 *    while records matching only some still appear;
 *  - how well it matched: a typo correction counts 0.7, a word repeated in the text a little more
 *    (up to +60 %), and a heading made only of the query's words 1.3 times as much.
 *
 * score = Σ over terms of idf × (best field weight × match factor), times the square of the
 * idf-weighted share of terms matched, times 1.3 for a fully covered heading.
 */
import { HEAD_BITS } from './chunks';
import type { Postings } from './types';

/** How much a match in each place counts. */
export const FIELD_WEIGHTS = { pageTitle: 12, heading: 8, keywords: 6, text: 3, page: 2, code: 1 } as const;

/** Factor of a match through a typo correction. */
export const FUZZY_FACTOR = 0.7;

/** One meaningful word of the query and the index words it matched, each with its factor. */
export interface TermMatches {
  term: string;
  /** Index word → factor (1 for the word itself or, for the word being typed, a word it starts). */
  words: ReadonlyMap<string, number>;
}

/** A word's postings, in the headings and in the page text. */
export interface WordPostings {
  head?: Postings;
  body?: Postings;
}

/** A ranked record. */
export interface RankedHit {
  id: number;
  score: number;
  /** Index words this record matched, the words themselves (not typo corrections) preferred. */
  words: string[];
}

/** True for the intro record of a page (its URL has no anchor). */
export function isIntro(doc: { url: string }): boolean {
  return !doc.url.includes('#');
}

/** The page URL of a record, without the anchor. */
export function pageOf(doc: { url: string }): string {
  const hash = doc.url.indexOf('#');
  return hash === -1 ? doc.url : doc.url.slice(0, hash);
}

function headWeight(bits: number): number {
  if (bits & HEAD_BITS.pageTitle) return FIELD_WEIGHTS.pageTitle;
  if (bits & HEAD_BITS.heading) return FIELD_WEIGHTS.heading;
  if (bits & HEAD_BITS.keywords) return FIELD_WEIGHTS.keywords;
  return bits & HEAD_BITS.page ? FIELD_WEIGHTS.page : 0;
}

function bodyWeight(value: number): number {
  const inText = Math.floor(value / 64);
  if (inText) return FIELD_WEIGHTS.text * (1 + 0.12 * Math.min(inText - 1, 5));
  return value % 64 ? FIELD_WEIGHTS.code : 0;
}

interface Candidate {
  id: number;
  /** Best weighted match per term; 0 where the term did not match. */
  best: number[];
  /** Per term, the matched words with their factor. */
  words: Map<string, number>[];
  /** Bit i set when term i matched the record's title. */
  inTitle: number;
  /** Meaningful words in the record's title. */
  titleSize: number;
}

/**
 * Ranks the records the terms matched, best first, over `total` records. Without `withBody`
 * only the headings count (the page text's postings are still on their way).
 */
export function rankRecords(
  terms: readonly TermMatches[],
  postingsOf: (word: string) => WordPostings | undefined,
  total: number,
  withBody: boolean,
): RankedHit[] {
  const candidates = new Map<number, Candidate>();
  const matchedIds = terms.map(() => new Set<number>());
  terms.forEach((term, i) => {
    for (const [word, factor] of term.words) {
      const postings = postingsOf(word);
      const visit = (list: Postings | undefined, weigh: (value: number) => number, head: boolean) => {
        let id = 0;
        for (let k = 0; list && k < list.length; k += 2) {
          id += list[k];
          const value = list[k + 1];
          matchedIds[i].add(id);
          let c = candidates.get(id);
          if (!c) {
            c = { id, best: terms.map(() => 0), words: terms.map(() => new Map()), inTitle: 0, titleSize: 0 };
            candidates.set(id, c);
          }
          c.best[i] = Math.max(c.best[i], weigh(value) * factor);
          c.words[i].set(word, factor);
          if (head && value & (HEAD_BITS.pageTitle | HEAD_BITS.heading)) {
            c.inTitle |= 1 << i;
            c.titleSize = value >> 4;
          }
        }
      };
      visit(postings?.head, headWeight, true);
      if (withBody) visit(postings?.body, bodyWeight, false);
    }
  });

  // Rarer words matter more.
  const idf = matchedIds.map((ids) => (ids.size ? Math.log(1 + total / ids.size) : 0));
  const idfSum = idf.reduce((a, b) => a + b, 0) || 1;
  const hits: RankedHit[] = [];
  for (const c of candidates.values()) {
    let score = 0;
    let covered = 0;
    c.best.forEach((weight, i) => {
      if (weight === 0) return;
      score += idf[i] * weight;
      covered += idf[i];
    });
    const coverage = covered / idfSum;
    score *= coverage;
    let titleTerms = 0;
    for (let bits = c.inTitle; bits; bits &= bits - 1) titleTerms++;
    if (c.titleSize > 0 && titleTerms >= c.titleSize) score *= 1.3;
    const words = c.words.flatMap((found) => {
      const best = Math.max(...found.values());
      return [...found].filter(([, factor]) => factor === best).map(([word]) => word);
    });
    hits.push({ id: c.id, score, words });
  }
  return hits.sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * True when `a` and `b` are at most one edit apart (insertion, deletion, substitution, or a
 * swap of two neighbouring letters). Bounded: gives up as soon as a second edit is needed, so it
 * is cheap enough to run over the whole vocabulary.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // Substitution at i, or transposition of i and i+1.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One insertion/deletion at i.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Shortest word length that tolerates a typo: shorter words have too many neighbours. */
export const FUZZY_MIN_LENGTH = 5;

/** Typo corrections for a word that matched nothing: vocabulary words one edit away, most frequent first. */
export function fuzzyVariants(term: string, vocabulary: ReadonlyMap<string, number>, max = 4): string[] {
  if (term.length < FUZZY_MIN_LENGTH) return [];
  return [...vocabulary]
    .filter(([word]) => withinOneEdit(term, word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([word]) => word);
}
