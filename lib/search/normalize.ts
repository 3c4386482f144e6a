// Shared by the index build, the query, the snippets and the destination page's highlighter, so a
// word the index finds is found in the text.

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', ı: 'i' };

/** Lower-cases and strips diacritics: `Échéance` → `echeance`. Plain ASCII, most words, skips the Unicode work. */
export const normalizeText = (text: string): string =>
  /^[\x00-\x7f]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFD')
        .toLowerCase()
        .replace(/\p{M}+/gu, '')
        .replace(/[øæœłđðþßı]/g, (ch) => FOLD[ch]);

/** A word (or camelCase part of one), normalised, with its offsets in the original string. */
export interface TokenSpan {
  start: number;
  end: number;
  norm: string;
}

// A word is a run of letters, marks and digits; everything else (spaces, punctuation, `_`, `.`)
// separates words, so `Account.Name` and `Active__c` split the way readers type them.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
// Boundaries inside a camelCase or PascalCase word: `permissionSet`, `XMLParser`.
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * A number written with separators (`5.0.0`, `2,000`): a word as written, besides its digits, so
 * that `5.0` finds and marks the release, and `2,000` the limit, not every `0`.
 */
export const NUMBER = /\p{N}+(?:[.,]\p{N}+)+/gu;

/** A version's leading parts indexed besides it: `1.2.3.4` gives `1.2`, `1.2.3`, not a longer run's every prefix. */
const VERSION_PARTS = 4;

/**
 * The index's words of a text with their positions: each word, and after a camelCase word its
 * parts (`PermissionSet` → `permissionset`, `permission`, `set`); each number written with
 * separators, and a version's leading parts (`5.0.0` → `5.0.0`, `5.0`, then `5`, `0`, `0` as words).
 * A query keeps its words whole.
 */
export function indexSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const { 0: number, index } of text.matchAll(NUMBER)) {
    const parts = number.split('.');
    for (let n = /,/.test(number) ? parts.length : 2; n <= parts.length; n++) {
      if (n > VERSION_PARTS && n < parts.length) continue;
      const written = parts.slice(0, n).join('.');
      spans.push({ start: index, end: index + written.length, norm: normalizeText(written) });
    }
    // Thousands also as typed without their commas: `2000` finds `2,000`.
    if (/^\p{N}{1,3}(?:,\p{N}{3})+$/u.test(number))
      spans.push({ start: index, end: index + number.length, norm: normalizeText(number.replace(/,/g, '')) });
  }
  for (const { 0: word, index } of text.matchAll(WORD)) {
    const norm = normalizeText(word);
    spans.push({ start: index, end: index + word.length, norm });
    // A word equal to its normalised form has no capitals, hence no camelCase parts.
    const parts = norm === word ? [] : word.split(CAMEL);
    if (parts.length < 2) continue;
    let start = index;
    for (const part of parts) {
      spans.push({ start, end: start + part.length, norm: normalizeText(part) });
      start += part.length;
    }
  }
  // In text order, the longer first where two start together (a merged match keeps its word).
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Folds the plural, `-ed`, `-ing` (on longer words) and a final `e` off a normalised word, so that
 * `groups`, `policies`, `databases`, `stored`, `caches` find `group`, `policy`, `database`, `store`,
 * `cache` (folded forms are never shown). No more: `plan` does not find `planned`, nor `set` `setting`.
 */
export function foldWord(word: string): string {
  if (word.length < 4) return word;
  let folded = word;
  if (/[^ae]ies$/.test(folded)) folded = `${folded.slice(0, -3)}y`;
  else if (/[^aeo]es$/.test(folded)) folded = folded.slice(0, -1);
  else if (/[^usi]s$/.test(folded)) folded = folded.slice(0, -1);
  // After a plural: `settings` folds as `setting` does.
  if (folded.length >= 6 && folded.endsWith('ed')) folded = folded.slice(0, -1);
  else if (folded.length >= 7 && folded.endsWith('ing')) folded = folded.slice(0, -3);
  return folded.length > 3 && folded.endsWith('e') ? folded.slice(0, -1) : folded;
}

/** The index's words for a text: normalised and folded, in order, camelCase parts included. */
export function encodeForIndex(text: string): string[] {
  return indexSpans(text).map((span) => foldWord(span.norm));
}

/** Dropped from a query that has other words ("is my data stored on a server"): they would dilute the ranking. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about across also among an and any are as at be between by can could do does did for from had has have how i if in into is it its just ' +
    'me my of on or our should so than that the their them then there these they this those to ' +
    'some use using via was we what when which who why will with within would you your'
  ).split(' '),
);

/** Words of a query that count (a pasted paragraph must not fetch a chunk per word; rank.ts has 32 bits). */
const MAX_QUERY_WORDS = 16;

export interface QueryTerm {
  term: string;
  /** The word as the reader wrote it (`Données` for `donnees`), to be shown to them. */
  written?: string;
  /** True for a stop word in a query that has other words. */
  stop: boolean;
  /** True for the last word while it may still be being typed (no trailing space). */
  partial: boolean;
}

/** Splits a query into normalised, de-duplicated words. */
export function parseQuery(query: string): QueryTerm[] {
  // As the index reads a text: its numbers with separators, and its words but the digits inside them
  // (`v1.2.3` → `v1`, `1.2.3`; `2.5GB` → `2.5`, `5gb`).
  const numbers = [...query.matchAll(NUMBER)];
  const inNumber = ({ index, 0: word }: RegExpMatchArray) =>
    numbers.some((n) => n.index! <= index! && index! + word.length <= n.index! + n[0].length);
  const found = [...numbers, ...[...query.matchAll(WORD)].filter((word) => !inNumber(word))];
  const sorted = found.sort((a, b) => a.index! - b.index!);
  const all = sorted.map((match) => normalizeText(match[0]));
  // Each word once, as the index reads it (`group groups`), at its last place: the last word is the one being typed.
  const folded = all.map(foldWord);
  const last = new Map(folded.map((word, i) => [word, i]));
  const kept = all.flatMap((term, i) => (last.get(folded[i]) === i ? [{ term, written: sorted[i][0] }] : []));
  const words = kept.map(({ term }) => term);
  const trailingWord = /[\p{L}\p{N}]$/u.test(query);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const terms = kept.map(({ term, written }, i) => ({
    term,
    written,
    stop: meaningful.length > 0 && STOP_WORDS.has(term),
    partial: trailingWord && i === words.length - 1,
  }));
  // A pasted paragraph: its first words, and the one being typed.
  return terms.length > MAX_QUERY_WORDS ? [...terms.slice(0, MAX_QUERY_WORDS - 1), terms.at(-1)!] : terms;
}
