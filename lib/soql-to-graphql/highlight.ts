/**
 * A tiny, forgiving SOQL tokenizer for syntax colouring (e.g. a textarea
 * overlay editor). It never throws and never drops a character:
 * `tokenizeSoql(text).map((t) => t.text).join('') === text` for every input,
 * including invalid or half-typed queries.
 *
 * It is intentionally lexical only (no grammar): it does not validate the
 * query. Use {@link convertSoqlToGraphql} for real parsing.
 */

import { DATE_FUNCTIONS, SOQL_DATE_LITERALS, SOQL_DATE_N_LITERALS } from './constants';

export { SOQL_DATE_LITERALS, SOQL_DATE_N_LITERALS } from './constants';

/** Token classes produced by {@link tokenizeSoql}. */
export type SoqlTokenType =
  | 'keyword'
  | 'function'
  | 'string'
  | 'number'
  | 'operator'
  | 'bind'
  | 'comment'
  | 'identifier'
  | 'punctuation'
  | 'whitespace'
  | 'date-literal';

/** One token: its class and the exact source text it covers. */
export interface SoqlToken {
  type: SoqlTokenType;
  text: string;
}

/** A token plus its start offset in the source (used internally to locate clauses). */
export interface PositionedSoqlToken extends SoqlToken {
  offset: number;
}

const KEYWORDS = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'LIKE',
  'IN',
  'INCLUDES',
  'EXCLUDES',
  'GROUP',
  'BY',
  'HAVING',
  'ORDER',
  'ASC',
  'DESC',
  'NULLS',
  'FIRST',
  'LAST',
  'LIMIT',
  'OFFSET',
  'FOR',
  'VIEW',
  'REFERENCE',
  'UPDATE',
  'TRACKING',
  'VIEWSTAT',
  'WITH',
  'SECURITY_ENFORCED',
  'USER_MODE',
  'SYSTEM_MODE',
  'DATA',
  'CATEGORY',
  'ABOVE',
  'AT',
  'BELOW',
  'ABOVE_OR_BELOW',
  'USING',
  'SCOPE',
  'TYPEOF',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'TRUE',
  'FALSE',
  'NULL',
  'ROLLUP',
  'CUBE',
  'ALL',
  'STANDARD',
  'CUSTOM',
]);

const FUNCTIONS = new Set([
  'COUNT',
  'COUNT_DISTINCT',
  'SUM',
  'AVG',
  'MIN',
  'MAX',
  'GROUPING',
  'FIELDS',
  'FORMAT',
  'TOLABEL',
  'CONVERTCURRENCY',
  'CONVERTTIMEZONE',
  'DISTANCE',
  'GEOLOCATION',
  ...DATE_FUNCTIONS,
  'ROLLUP',
  'CUBE',
]);

const DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?/;
const NUMBER_RE = /^\d+(?:\.\d+)?|^\.\d+/;
const WORD_RE = /^[A-Za-z_][A-Za-z0-9_]*/;
const BIND_RE = /^:\s*[A-Za-z_][A-Za-z0-9_]*(?:(?:\.[A-Za-z_][A-Za-z0-9_]*)|(?:\[[^\]\n]*\]))*/;
const WHITESPACE_RE = /^\s+/;
const DATE_N_SUFFIX_RE = /^:\s*-?\d+/;
const OPERATORS = ['!=', '<>', '<=', '>=', '=', '<', '>', '+', '-'];

/**
 * Split SOQL text into classified tokens for syntax colouring.
 * The concatenated `text` of the tokens is always exactly the input.
 */
export function tokenizeSoql(text: string): SoqlToken[] {
  return tokenizeSoqlWithOffsets(text).map(({ type, text: t }) => ({ type, text: t }));
}

/** Like {@link tokenizeSoql} but each token also carries its start offset. */
export function tokenizeSoqlWithOffsets(text: string): PositionedSoqlToken[] {
  const tokens: PositionedSoqlToken[] = [];
  let i = 0;
  const push = (type: SoqlTokenType, length: number): void => {
    tokens.push({ type, text: text.slice(i, i + length), offset: i });
    i += length;
  };

  while (i < text.length) {
    const rest = text.slice(i);
    const ch = text[i] as string;

    const ws = WHITESPACE_RE.exec(rest);
    if (ws) {
      push('whitespace', ws[0].length);
      continue;
    }

    // Comments are not SOQL, but editors commonly contain them; colour them.
    if (rest.startsWith('--') || rest.startsWith('//')) {
      const nl = rest.indexOf('\n');
      push('comment', nl === -1 ? rest.length : nl);
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/', 2);
      push('comment', end === -1 ? rest.length : end + 2);
      continue;
    }

    if (ch === "'") {
      push('string', stringLength(rest));
      continue;
    }

    const date = DATE_RE.exec(rest);
    if (date) {
      push('date-literal', date[0].length);
      continue;
    }

    const num = NUMBER_RE.exec(rest);
    if (num) {
      push('number', num[0].length);
      continue;
    }

    const word = WORD_RE.exec(rest);
    if (word) {
      const upper = word[0].toUpperCase();
      if (SOQL_DATE_N_LITERALS.has(upper)) {
        const suffix = DATE_N_SUFFIX_RE.exec(rest.slice(word[0].length));
        push('date-literal', word[0].length + (suffix ? suffix[0].length : 0));
        continue;
      }
      if (SOQL_DATE_LITERALS.has(upper)) {
        push('date-literal', word[0].length);
        continue;
      }
      const after = rest.slice(word[0].length).replace(/^\s*/, '');
      if (FUNCTIONS.has(upper) && after.startsWith('(')) {
        push('function', word[0].length);
        continue;
      }
      push(KEYWORDS.has(upper) ? 'keyword' : 'identifier', word[0].length);
      continue;
    }

    if (ch === ':') {
      const bind = BIND_RE.exec(rest);
      if (bind) {
        push('bind', bind[0].length);
        continue;
      }
    }

    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (op) {
      push('operator', op.length);
      continue;
    }

    // Anything else (parentheses, commas, dots, stray characters): one
    // character of punctuation. Surrogate pairs are kept together.
    const code = text.charCodeAt(i);
    push('punctuation', code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1);
  }
  return tokens;
}

/** Length of a single-quoted string starting at rest[0] (unterminated strings run to the end of the line). */
function stringLength(rest: string): number {
  let j = 1;
  while (j < rest.length) {
    const c = rest[j];
    if (c === '\\') {
      j += 2;
      continue;
    }
    if (c === "'") return j + 1;
    if (c === '\n') return j;
    j += 1;
  }
  return Math.min(j, rest.length);
}
