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

/** The section path of a blog post's records. */
export const POST_SUBCATEGORY = 'Blog';

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

/**
 * Calls `visit` with each record id and value of a word's postings (ids are stored as deltas):
 * the headings' postings, then, `withBody`, the page text's.
 */
function eachPosting(
  postings: WordPostings | undefined,
  withBody: boolean,
  visit: (id: number, value: number, head: boolean) => void,
): void {
  for (const [list, head] of [
    [postings?.head, true],
    [withBody ? postings?.body : undefined, false],
  ] as const) {
    for (let k = 0, id = 0; list && k < list.length; k += 2) visit((id += list[k]), list[k + 1], head);
  }
}

/** True when hit `a` ranks before hit `b`: a higher score, or the same score and a lower id. */
const before = (a: { id: number; score: number }, b: { id: number; score: number }) =>
  a.score > b.score || (a.score === b.score && a.id < b.id);

/**
 * Ranks the records the terms matched, best first, over `total` records (ids below it), and
 * returns the best `limit`. Without `withBody` only the headings count (the page text's
 * postings are still on their way); `factorOf` weighs a record as a whole. Typed arrays by record
 * id, and only the matched records visited and kept in order: a common word of a large site
 * matches thousands of records on every keystroke.
 */
export function rankRecords(
  terms: readonly TermMatches[],
  postingsOf: (word: string) => WordPostings | undefined,
  total: number,
  withBody: boolean,
  limit: number,
  factorOf: (id: number) => number = () => 1,
): RankedHit[] {
  const n = terms.length;
  const best = new Float32Array(total * n); // Best weighted match per record and term.
  const bestFactor = new Float32Array(total * n); // The best factor among the words that matched.
  const matched = new Uint32Array(total); // Bit i: term i matched.
  const inTitle = new Uint32Array(total); // Bit i: term i matched the title.
  const titleSize = new Uint8Array(total); // Meaningful words in the title.
  const ids: number[] = []; // The records matched, each once.
  const df: number[] = terms.map(() => 0);
  terms.forEach((term, i) => {
    const bit = 1 << i;
    for (const [word, factor] of term.words) {
      eachPosting(postingsOf(word), withBody, (id, value, head) => {
        if (!matched[id]) ids.push(id);
        if (!(matched[id] & bit)) df[i]++;
        matched[id] |= bit;
        const slot = id * n + i;
        best[slot] = Math.max(best[slot], (head ? headWeight(value) : bodyWeight(value)) * factor);
        bestFactor[slot] = Math.max(bestFactor[slot], factor);
        if (head && value & (HEAD_BITS.pageTitle | HEAD_BITS.heading)) {
          inTitle[id] |= bit;
          titleSize[id] = value >> 4;
        }
      });
    }
  });

  // Rarer words matter more.
  const idf = df.map((count) => (count ? Math.log(1 + total / count) : 0));
  const idfSum = idf.reduce((a, b) => a + b, 0) || 1;
  // The best `limit` so far, in order: most records score below the last of them and are skipped.
  const top: { id: number; score: number }[] = [];
  for (const id of ids) {
    let score = 0;
    let covered = 0;
    for (let i = 0; i < n; i++) {
      if (best[id * n + i] === 0) continue;
      score += idf[i] * best[id * n + i];
      covered += idf[i];
    }
    score *= covered / idfSum;
    let titleTerms = 0;
    for (let bits = inTitle[id]; bits; bits &= bits - 1) titleTerms++;
    if (titleSize[id] > 0 && titleTerms >= titleSize[id]) score *= 1.3;
    const hit = { id, score: score * factorOf(id) };
    if (top.length >= limit && !before(hit, top[top.length - 1])) continue;
    let at = top.length;
    while (at > 0 && before(hit, top[at - 1])) at--;
    top.splice(at, 0, hit);
    if (top.length > limit) top.pop();
  }

  // The words each of them matched, those of the best factor per term (a word itself over a typo).
  const words = new Map(top.map((hit) => [hit.id, new Set<string>()]));
  terms.forEach((term, i) => {
    for (const [word, factor] of term.words) {
      eachPosting(postingsOf(word), withBody, (id) => {
        if (bestFactor[id * n + i] === Math.fround(factor)) words.get(id)?.add(word);
      });
    }
  });
  return top.map((hit) => ({ ...hit, words: [...words.get(hit.id)!] }));
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
