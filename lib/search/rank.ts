/**
 * Ranking: turns the postings of a query's words (which records hold a word, and where:
 * build-index.ts) into an ordered list of records, weighing where a word matched (page title,
 * heading, keywords, text, page path, code, in that order), how rare it is (idf: "sf explorer",
 * which is everywhere, must not drown "debug log"), how many of the query's words a record matches,
 * and how well (a typo correction counts 0.7, a word repeated in the text up to +60 %).
 *
 * score = Σ over terms of idf × (best place weight × match factor), times the idf-weighted share
 * of terms matched, times 1.3 for a heading made only of the query's words.
 */
import { HEAD_BITS } from './chunks';
import type { Postings } from './types';

/** How much a match counts in each place: page title, heading, keywords, page path (HEAD_BITS order), text, code. */
const PLACE_WEIGHTS = [12, 8, 6, 2];
const TEXT_WEIGHT = 3;
const CODE_WEIGHT = 1;

/** The section path of a blog post's records. */
export const POST_SUBCATEGORY = 'Blog';

export const FUZZY_FACTOR = 0.7;
/** Shortest word length that tolerates a typo: shorter words have too many neighbours. */
export const FUZZY_MIN_LENGTH = 5;

export interface WordPostings {
  head?: Postings;
  body?: Postings;
}

export interface RankedHit {
  id: number;
  score: number;
  /** Index words of the best factor for each term it matched (a word itself over a typo). */
  words: string[];
}

export const pageOf = (doc: { url: string }): string => doc.url.split('#')[0];

/** Weight of a head posting by its place bits: the best place (the lowest bit) counts. */
const HEAD_WEIGHT = Array.from({ length: 16 }, (_, bits) => PLACE_WEIGHTS[31 - Math.clz32(bits & -bits)] ?? 0);

/** Weight of a body posting (64 × occurrences in the text + occurrences in the code). */
const bodyWeight = (value: number) =>
  value >= 64 ? TEXT_WEIGHT * (1 + 0.12 * Math.min((value >> 6) - 1, 5)) : value ? CODE_WEIGHT : 0;

/**
 * The ranking's arrays, kept from one query to the next (new ones on every keystroke keep the
 * garbage collector busy at a large site) and zeroed where used. By record × terms + term: the best
 * weighted match and the best factor of the words matched; by record: the terms matched and those
 * matched in the title (bit i for term i), and the number of words of the title.
 */
const scratch = { best: new Float32Array(0), factor: new Float32Array(0), ...perRecord(0) };
function perRecord(total: number) {
  return { matched: new Uint32Array(total), inTitle: new Uint32Array(total), titleSize: new Uint8Array(total) };
}

/** True when record `id` of `score` ranks before hit `b`: a higher score, or the same score and a lower id. */
const before = (id: number, score: number, b: { id: number; score: number }) =>
  score > b.score || (score === b.score && id < b.id);

/**
 * The best `limit` of the records the terms matched, best first. Without `withBody` only the
 * headings count; `factorOf` weighs a record as a whole (at most 1). Runs on every keystroke over
 * thousands of postings at a large site: one pass over the postings, only matched records scored.
 */
export function rankRecords(
  terms: readonly ReadonlyMap<string, number>[],
  postingsOf: (word: string) => WordPostings | undefined,
  total: number,
  withBody: boolean,
  limit: number,
  factorOf: (id: number) => number = () => 1,
): RankedHit[] {
  const n = terms.length;
  if (scratch.best.length < total * n)
    Object.assign(scratch, { best: new Float32Array(total * n), factor: new Float32Array(total * n) });
  if (scratch.matched.length < total) Object.assign(scratch, perRecord(total));
  const { best, factor: bestFactor, matched, inTitle, titleSize } = scratch;
  const ids: number[] = []; // The records matched, each once.
  const df = terms.map(() => 0);
  terms.forEach((words, i) => {
    const bit = 1 << i;
    const visit = (list: Postings | undefined, factor: number, head: boolean) => {
      for (let k = 0, id = 0; list && k < list.length; k += 2) {
        id += list[k];
        const value = list[k + 1];
        if (!matched[id]) ids.push(id);
        if (!(matched[id] & bit)) df[i]++;
        matched[id] |= bit;
        const slot = id * n + i;
        best[slot] = Math.max(best[slot], (head ? HEAD_WEIGHT[value & 15] : bodyWeight(value)) * factor);
        bestFactor[slot] = Math.max(bestFactor[slot], factor);
        if (head && value & (HEAD_BITS.pageTitle | HEAD_BITS.heading)) {
          inTitle[id] |= bit;
          titleSize[id] = value >> 4;
        }
      }
    };
    for (const [word, factor] of words) {
      visit(postingsOf(word)?.head, factor, true);
      if (withBody) visit(postingsOf(word)?.body, factor, false);
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
    let titleTerms = 0;
    for (let i = 0; i < n; i++) {
      if (best[id * n + i] === 0) continue;
      score += idf[i] * best[id * n + i];
      covered += idf[i];
      if (inTitle[id] & (1 << i)) titleTerms++;
    }
    score *= covered / idfSum;
    if (titleSize[id] > 0 && titleTerms >= titleSize[id]) score *= 1.3;
    // The record's own factor is at most 1: only a record that could enter the top needs it.
    if (top.length >= limit && !before(id, score, top[limit - 1])) continue;
    const hit = { id, score: score * factorOf(id) };
    if (top.length >= limit && !before(id, hit.score, top[limit - 1])) continue;
    let at = top.length;
    while (at > 0 && before(id, hit.score, top[at - 1])) at--;
    top.splice(at, 0, hit);
    if (top.length > limit) top.pop();
  }
  // The words that can explain each result: for each term, its words of the factor it matched by.
  const hits = top.map((hit) => ({
    ...hit,
    words: terms.flatMap((words, i) =>
      [...words].filter(([, f]) => Math.fround(f) === bestFactor[hit.id * n + i]).map(([word]) => word),
    ),
  }));
  for (const id of ids) {
    matched[id] = inTitle[id] = titleSize[id] = 0;
    for (let slot = id * n; slot < id * n + n; slot++) best[slot] = bestFactor[slot] = 0;
  }
  return hits;
}

/**
 * True when `a` and `b` are at most one edit apart (insertion, deletion, substitution, or a swap
 * of two neighbouring letters); gives up at the second edit, so it can run over the vocabulary.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (from: string, skip: number, to: string, skipTo: number) =>
    from.slice(i + skip) === to.slice(i + skipTo);
  if (a.length > b.length) return rest(a, 1, b, 0);
  if (a.length < b.length) return rest(a, 0, b, 1);
  // The same word, a substitution at i, or a swap of i and i + 1.
  return i === a.length || rest(a, 1, b, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2, b, 2));
}

/**
 * Typo corrections for a word that matched nothing: vocabulary words one edit away, most frequent
 * first; for a word being typed (`start`), those whose start is one edit away.
 */
export function fuzzyVariants(term: string, vocabulary: ReadonlyMap<string, number>, start = false, max = 4): string[] {
  if (term.length < FUZZY_MIN_LENGTH) return [];
  const near = (word: string) =>
    start ? [-1, 0, 1].some((d) => withinOneEdit(term, word.slice(0, term.length + d))) : withinOneEdit(term, word);
  return (
    [...vocabulary]
      .filter(([word]) => near(word))
      // Ties in code-unit order: the first `localeCompare` of a page loads the browser's collation
      // data, 40 ms on a phone's CPU, on the keystroke of the reader's first typo.
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, max)
      .map(([word]) => word)
  );
}
