/**
 * Text normalisation and tokenisation shared by the index build, the query, the snippets and
 * the destination-page highlighter. Keeping one implementation is what makes a word found by
 * the index also findable in the page text.
 */

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', ı: 'i' };

const MARKS = /\p{M}+/gu;
const FOLDABLE = /[øæœłđðþßı]/g;

// Most words are plain ASCII, which needs no decomposition: a cheap test skips the Unicode work.
const ASCII = /^[\x00-\x7f]*$/;

/** Lower-cases and strips diacritics: `Échéance` → `echeance`. */
export function normalizeText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(FOLDABLE, (ch) => FOLD[ch] ?? ch);
}

/** A word (or camelCase part of one) in some text, with its offsets in the original string. */
export interface TokenSpan {
  start: number;
  end: number;
  /** The normalised word. */
  norm: string;
}

// A word is a run of letters, marks and digits; everything else (spaces, punctuation, `_`, `.`)
// separates words, so `Account.Name` and `Active__c` split the way readers type them.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
// Boundaries inside a camelCase or PascalCase word: `permissionSet`, `XMLParser`.
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * Words of a text with their positions. With `camel`, a camelCase word also yields its parts
 * (`PermissionSet` → `permissionset`, `permission`, `set`), so metadata names like `OmniUiCard`
 * are found by the words they are made of.
 */
export function tokenSpans(text: string, camel = true): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    const norm = normalizeText(word);
    spans.push({ start, end: start + word.length, norm });
    // A word equal to its normalised form has no capitals, hence no camelCase parts.
    if (!camel || norm === word) continue;
    const parts = word.split(CAMEL);
    if (parts.length < 2) continue;
    let offset = start;
    for (const part of parts) {
      spans.push({ start: offset, end: offset + part.length, norm: normalizeText(part) });
      offset += part.length;
    }
  }
  return spans;
}

/**
 * The index's encoder: normalised words in order, camelCase parts included. The field index
 * (field-index.ts) reads every field through it, so the index and the query agree on what a word is.
 */
export function encodeForIndex(text: string): string[] {
  return tokenSpans(text, true).map((span) => span.norm);
}

/**
 * Words that carry little meaning in a question ("is my data stored on a server"). They are
 * dropped from a query that has other words, so they neither decide nor dilute the ranking.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about across also among an and any are as at be between by can could do does did for from had has have how i if in into is it its just ' +
    'me my of on or our should so than that the their them then there these they this those to ' +
    'some use using via was we what when which who why will with within would you your'
  ).split(' '),
);

/** A word of a query. */
export interface QueryTerm {
  /** Normalised word. */
  term: string;
  /** True for a stop word in a query that has other words. */
  stop: boolean;
  /** True for the last word while it may still be being typed (no trailing space). */
  partial: boolean;
}

/**
 * Splits a query into normalised, de-duplicated words. CamelCase is not split here: the index
 * holds whole words too, so `PermissionSet` typed as one word still matches exactly.
 */
export function parseQuery(query: string): QueryTerm[] {
  const words = [...new Set(tokenSpans(query, false).map((span) => span.norm))];
  const trailingWord = /[\p{L}\p{N}]$/u.test(query);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return words.map((term, i) => ({
    term,
    stop: meaningful.length > 0 && STOP_WORDS.has(term),
    partial: trailingWord && i === words.length - 1,
  }));
}

/**
 * Forms of a query word worth looking up besides the word itself: the singular of a plural
 * ("orgs" → "org", "classes" → "class", "policies" → "policy") and the base of a past or
 * progressive form ("stored" → "store", "filtered" → "filter", "testing" → "test"). The index
 * matches prefixes, so the base form also finds the other inflections. Deliberately light: a
 * wrong stem only adds a lookup that matches little.
 */
export function wordVariants(term: string): string[] {
  const out = [term];
  // Stems are looked up as prefixes, so a short one matches too much ("stor" from "stored"
  // would find "story"): plural stems may be short (`org`), verb stems need five letters.
  const add = (stem: string, min: number) => {
    if (stem.length >= min && !out.includes(stem)) out.push(stem);
  };
  if (term.length >= 4) {
    if (term.endsWith('ies')) add(`${term.slice(0, -3)}y`, 3);
    else if (/(?:s|x|z|ch|sh)es$/.test(term)) add(term.slice(0, -2), 3);
    else if (term.endsWith('s') && !/(?:ss|us|is)$/.test(term)) add(term.slice(0, -1), 3);
  }
  if (term.endsWith('ed')) {
    add(term.slice(0, -1), 5);
    add(term.slice(0, -2), 5);
  } else if (term.endsWith('ing')) {
    add(term.slice(0, -3), 5);
  }
  return out;
}

/** Endings that make a different form of the same word. */
export const INFLECTIONS: readonly string[] = ['s', 'es', 'e', 'd', 'ed', 'ing'];
