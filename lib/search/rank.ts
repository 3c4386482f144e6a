/**
 * Ranking: pure functions that turn per-term index hits into an ordered list of records.
 *
 * The index answers "which records contain a word starting with X, in which field"; it knows
 * nothing about how much a match matters. The ranking adds that:
 *  - where a word matched: the page title (the intro record's title) beats a section heading,
 *    which beats keywords, body text, the page a section sits in, and code, in that order;
 *  - how rare the word is (inverse document frequency), so "sf explorer", which is everywhere,
 *    does not drown "debug log";
 *  - how many of the query's words a record matches: records matching more words come first
 *    (an AND-ish preference), while records matching only some still appear (OR fallback);
 *  - a second pass over the best candidates that reads their text: a whole-word match beats a
 *    mere prefix of a longer word, a word repeated in the text counts a little more, a heading
 *    the query covers entirely counts more, and further sections of a page already listed are
 *    demoted so one long page does not fill every slot.
 *
 * In numbers: score = Σ over matched terms of idf × weight of the best field × match factor
 * (typo 0.7, finished word matching only as a prefix 0.55, repetition up to +60 %), times the
 * square of the idf-weighted share of terms matched, times 1.3 for a fully covered heading.
 */
import type { SearchField } from './index-config';
import { INFLECTIONS, tokenSpans } from './normalize';
import type { SearchDoc } from './types';

/** How much a match in each field counts. Title is split: a page title outranks a heading. */
export const FIELD_WEIGHTS: Readonly<Record<SearchField | 'pageTitle', number>> = {
  pageTitle: 12,
  title: 8,
  keywords: 6,
  text: 3,
  page: 2,
  code: 1,
};

/** How a word of the query was looked up. */
export type MatchKind = 'exact' | 'fuzzy';

/** One word of the query with the records it matched. */
export interface TermHits {
  /** Normalised query word. */
  term: string;
  /** Stop word in a query with other words: ignored for ranking. */
  stop: boolean;
  /** Last word still being typed: prefix matches count in full. */
  partial: boolean;
  /** `fuzzy` when the word itself matched nothing and typo corrections were used instead. */
  kind: MatchKind;
  /** Words actually looked up: the term and its singular/base forms, or its typo corrections. */
  variants: string[];
  /** Matched record ids per field. */
  fields: Partial<Record<SearchField, ReadonlySet<number>>>;
}

/** A ranked record. */
export interface RankedHit {
  id: number;
  score: number;
  /** Query terms (normalised) this record matched. */
  matched: string[];
}

/** Tuning knobs, exposed for tests and the benchmark. */
export interface RankOptions {
  /** Candidates re-scored by reading their text. */
  refine: number;
  /** Results returned. */
  limit: number;
  /** Factor applied to each further result from a page already listed. */
  samePageDecay: number;
}

export const DEFAULT_RANK_OPTIONS: RankOptions = { refine: 60, limit: 8, samePageDecay: 0.8 };

/** True for the intro record of a page (its URL has no anchor). */
export function isIntro(doc: Pick<SearchDoc, 'url'>): boolean {
  return !doc.url.includes('#');
}

/** The page URL of a record, without the anchor. */
export function pageOf(doc: Pick<SearchDoc, 'url'>): string {
  const hash = doc.url.indexOf('#');
  return hash === -1 ? doc.url : doc.url.slice(0, hash);
}

const FUZZY_FACTOR = 0.7;
const PREFIX_FACTOR = 0.55;

/** Weight of a field for a given record. */
function fieldWeight(field: SearchField, doc: SearchDoc): number {
  return field === 'title' && isIntro(doc) ? FIELD_WEIGHTS.pageTitle : FIELD_WEIGHTS[field];
}

/** Normalised words of a record's field with their counts; the engine passes a memoised version. */
export type FieldWords = (doc: SearchDoc, field: SearchField) => ReadonlyMap<string, number>;

/** Normalised words of a record's field, as the index saw them, with how often each occurs. */
export const fieldWords: FieldWords = (doc, field) => {
  const counts = new Map<string, number>();
  for (const span of tokenSpans(fieldText(doc, field))) counts.set(span.norm, (counts.get(span.norm) ?? 0) + 1);
  return counts;
};

/** True when the words hold `base` itself or a simple inflection of it (`sets` for `set`). */
function hasWordForm(words: ReadonlyMap<string, number>, base: string): boolean {
  return words.has(base) || INFLECTIONS.some((suffix) => words.has(base + suffix));
}

/** Text of a record's field, as the index saw it (see `toIndexedDoc`). */
export function fieldText(doc: SearchDoc, field: SearchField): string {
  switch (field) {
    case 'page':
      return `${doc.pageTitle} ${doc.subcategory}`;
    case 'title':
      return doc.title;
    default:
      return doc[field] ?? '';
  }
}

interface Candidate {
  id: number;
  /** Per meaningful term: best field, or undefined when the term did not match. */
  best: (SearchField | undefined)[];
  score: number;
}

/**
 * Ranks the records matched by the query's terms. `docs[id]` must be the record with that id.
 * Returns at most `limit` hits, best first; an empty list when nothing matched.
 */
export function rankHits(
  terms: readonly TermHits[],
  docs: readonly SearchDoc[],
  options: Partial<RankOptions> = {},
  wordsOf: FieldWords = fieldWords,
): RankedHit[] {
  const opts = { ...DEFAULT_RANK_OPTIONS, ...options };
  const meaningful = terms.filter((t) => !t.stop);
  if (meaningful.length === 0) return [];
  const total = docs.length || 1;

  // Rarer words matter more: idf over every record the word matched in any field.
  const idf = meaningful.map((t) => {
    const all = new Set<number>();
    for (const ids of Object.values(t.fields)) for (const id of ids ?? []) all.add(id);
    return all.size ? Math.log(1 + total / all.size) : 0;
  });
  const idfSum = idf.reduce((a, b) => a + b, 0) || 1;

  const candidates = new Map<number, Candidate>();
  meaningful.forEach((t, i) => {
    for (const [field, ids] of Object.entries(t.fields) as [SearchField, ReadonlySet<number>][]) {
      for (const id of ids) {
        const doc = docs[id];
        if (!doc) continue;
        let c = candidates.get(id);
        if (!c) {
          c = { id, best: new Array<SearchField | undefined>(meaningful.length).fill(undefined), score: 0 };
          candidates.set(id, c);
        }
        const current = c.best[i];
        if (current === undefined || fieldWeight(field, doc) > fieldWeight(current, doc)) c.best[i] = field;
      }
    }
  });

  // Pass 1: field weights, rarity and coverage, from the index hits alone.
  const coverage = (c: Candidate) => c.best.reduce((sum, field, i) => sum + (field ? idf[i] : 0), 0) / idfSum;
  for (const c of candidates.values()) {
    const doc = docs[c.id];
    let score = 0;
    c.best.forEach((field, i) => {
      if (!field) return;
      score += idf[i] * fieldWeight(field, doc) * (meaningful[i].kind === 'fuzzy' ? FUZZY_FACTOR : 1);
    });
    const cov = coverage(c);
    c.score = score * cov * cov;
  }
  const shortlist = [...candidates.values()].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, opts.refine);

  // Pass 2: read the shortlisted records' text for whole-word matches, repetition and headings
  // the query covers entirely.
  for (const c of shortlist) {
    const doc = docs[c.id];
    const tokensOf = (field: SearchField) => wordsOf(doc, field);
    let score = 0;
    c.best.forEach((field, i) => {
      if (!field) return;
      const t = meaningful[i];
      const words = tokensOf(field);
      const whole = t.variants.some((v) => hasWordForm(words, v));
      let factor = t.kind === 'fuzzy' ? FUZZY_FACTOR : 1;
      // A finished word that only matched as the start of longer words ("data" in "database")
      // is a weaker match; while the word is being typed that is exactly what the reader wants.
      if (!whole && !t.partial) factor *= PREFIX_FACTOR;
      if (field === 'text') {
        let count = 0;
        for (const [word, n] of words) if (t.variants.some((v) => word.startsWith(v))) count += n;
        factor *= 1 + 0.12 * Math.min(Math.max(count - 1, 0), 5);
      }
      score += idf[i] * fieldWeight(field, doc) * factor;
    });
    const cov = coverage(c);
    score *= cov * cov;
    // A heading made only of query words (give or take stop words) is the section asked for.
    const meaningfulHeading = [...tokensOf('title').keys()].filter((w) => !STOP_HEADING.has(w));
    if (
      meaningfulHeading.length > 0 &&
      meaningfulHeading.every((w) => meaningful.some((t) => t.variants.some((v) => w.startsWith(v))))
    ) {
      score *= 1.3;
    }
    c.score = score;
  }

  shortlist.sort((a, b) => b.score - a.score || a.id - b.id);

  // Diversity: each further section of an already listed page is demoted a little.
  const perPage = new Map<string, number>();
  const adjusted = shortlist.map((c) => {
    const page = pageOf(docs[c.id]);
    const seen = perPage.get(page) ?? 0;
    perPage.set(page, seen + 1);
    return { c, score: c.score * Math.pow(opts.samePageDecay, seen) };
  });
  adjusted.sort((a, b) => b.score - a.score || a.c.id - b.c.id);

  return adjusted.slice(0, opts.limit).map(({ c, score }) => ({
    id: c.id,
    score,
    matched: meaningful.filter((_, i) => c.best[i] !== undefined).map((t) => t.term),
  }));
}

// Small words that do not stop a heading from counting as fully matched ("Run a query").
const STOP_HEADING: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'in',
  'on',
  'and',
  'or',
  'for',
  'with',
  'your',
  'from',
  'by',
]);

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

/**
 * Typo corrections for a word that matched nothing: vocabulary words one edit away. For the
 * word still being typed, also word starts one edit away ("permisi" → "permissi…"), returned as
 * the prefix that the forward index holds. The most frequent candidates come first.
 */
export function fuzzyVariants(
  term: string,
  vocabulary: ReadonlyMap<string, number>,
  partial: boolean,
  max = 4,
): string[] {
  if (term.length < FUZZY_MIN_LENGTH) return [];
  const found = new Map<string, number>();
  for (const [word, freq] of vocabulary) {
    if (Math.abs(word.length - term.length) <= 1 && withinOneEdit(term, word)) {
      found.set(word, Math.max(found.get(word) ?? 0, freq + 1e6));
    } else if (partial && word.length > term.length) {
      for (const len of [term.length, term.length + 1, term.length - 1]) {
        const prefix = word.slice(0, len);
        if (prefix.length >= FUZZY_MIN_LENGTH - 1 && withinOneEdit(term, prefix)) {
          found.set(prefix, Math.max(found.get(prefix) ?? 0, freq));
          break;
        }
      }
    }
  }
  return [...found.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([word]) => word);
}
