/**
 * SOQL parsing: a thin wrapper over `parseQuery` from
 * `@jetstreamapp/soql-parser-js` that turns its errors into
 * {@link SoqlSyntaxError}s with human-readable messages and 1-based
 * line/column positions.
 *
 * Why positions have to be reconstructed: the parser throws plain `Error`s.
 * Lexing errors carry `offset` and `(line:column)` in the message; parsing
 * errors (chevrotain recognition exceptions) only keep the message, which
 * names the offending token ("… but found --> 'Account' <--"). We locate that
 * token in the source; when the same text occurs several times we re-parse
 * the prefix ending at each candidate and keep the first one at which the
 * parser reports the same token (every earlier prefix is a valid prefix of
 * the query, so it either parses or fails at end of input).
 */
import { parseQuery, type Query } from '@jetstreamapp/soql-parser-js';
import { tokenizeSoqlWithOffsets } from './highlight';
import { endOfInputPosition, positionAt, type SourcePosition } from './location';

/** A SOQL syntax error with a 1-based position. */
export class SoqlSyntaxError extends Error {
  /** 1-based line of the error. */
  readonly line: number;
  /** 1-based column of the error. */
  readonly column: number;
  /** The message without the trailing " at line L, column C". */
  readonly reason: string;

  constructor(reason: string, position: SourcePosition) {
    super(`${reason} at line ${position.line}, column ${position.column}`);
    this.name = 'SoqlSyntaxError';
    this.reason = reason;
    this.line = position.line;
    this.column = position.column;
  }
}

/**
 * `ignoreParseErrors: false` must be explicit: soql-parser-js rebuilds its
 * chevrotain parser (tens of milliseconds) on every call whose
 * `ignoreParseErrors` differs from the cached parser's, and `undefined`
 * differs from `false`.
 */
const PARSE_OPTIONS = { allowApexBindVariables: true, ignoreParseErrors: false } as const;

/**
 * Parse SOQL into the soql-parser-js AST.
 * @throws {SoqlSyntaxError} when the text is not valid SOQL.
 */
export function parseSoql(source: string): Query {
  if (source.trim() === '') {
    throw new SoqlSyntaxError('Empty query: expected SELECT', positionAt(source, 0));
  }
  let query: Query;
  try {
    query = parseQuery(source, PARSE_OPTIONS);
  } catch (error) {
    throw toSyntaxError(error, source);
  }
  if (!query.sObject) {
    throw new SoqlSyntaxError('Missing FROM clause', endOfInputPosition(source));
  }
  checkAndOrMixing(source);
  return query;
}

/** Keywords that start a new clause, so the AND/OR seen so far no longer apply. */
const CLAUSE_KEYWORDS = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'HAVING',
  'GROUP',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'WITH',
  'FOR',
  'UPDATE',
  'USING',
]);

/**
 * Logic the parser accepts but cannot be converted faithfully.
 *
 * SOQL refuses `a OR b AND c`: when AND and OR are mixed at one level, parentheses must say which
 * comes first. The parser accepts it (and would nest AND before OR), so it is checked here, on the
 * tokens, one parenthesis level at a time.
 * @throws {SoqlSyntaxError} at the operator that mixes the two.
 */
function checkAndOrMixing(source: string): void {
  const levels: Array<Set<string>> = [new Set()];
  let notsInARow = 0;
  for (const token of tokenizeSoqlWithOffsets(source)) {
    const text = token.text.toUpperCase();
    if (token.type === 'whitespace' || token.type === 'comment' || text === '(') {
      // Parentheses and spaces between NOTs keep them "in a row".
    } else if (token.type === 'keyword' && text === 'NOT') {
      notsInARow += 1;
      if (notsInARow === 3) {
        // soql-parser-js keeps only two of three NOTs in a row: refuse rather than convert wrongly.
        throw new SoqlSyntaxError(
          'Three NOTs in a row cannot be read reliably; two of them cancel out, so remove them',
          positionAt(source, token.offset),
        );
      }
    } else {
      notsInARow = 0;
    }
    if (token.type === 'punctuation' && text === '(') levels.push(new Set());
    else if (token.type === 'punctuation' && text === ')') {
      if (levels.length > 1) levels.pop();
    } else if (token.type === 'keyword') {
      const level = levels[levels.length - 1] as Set<string>;
      if (CLAUSE_KEYWORDS.has(text)) level.clear();
      if (text !== 'AND' && text !== 'OR') continue;
      level.add(text);
      if (level.size > 1) {
        const other = text === 'AND' ? 'OR' : 'AND';
        throw new SoqlSyntaxError(
          `${text} follows ${other} without parentheses: SOQL needs them to say which comes first, as in (a ${other} b) ${text} c or a ${other} (b ${text} c)`,
          positionAt(source, token.offset),
        );
      }
    }
  }
}

/** Chevrotain token names that read better spelled out. */
const TOKEN_NAMES: Record<string, string> = {
  Identifier: 'a field or object name',
  UNSIGNED_INTEGER: 'a whole number',
  L_PAREN: "'('",
  LParen: "'('",
  R_PAREN: "')'",
  RParen: "')'",
  COMMA: "','",
  EQUAL: "'='",
  StringIdentifier: 'a string literal',
};

interface ParsedMessage {
  reason: string;
  /** Image of the offending token; '' means end of input; undefined means unknown. */
  found?: string;
}

function describeParserMessage(message: string): ParsedMessage {
  const mismatched = /Expecting (?:token of type|a token type of) --> (\w+) <-- but found --> '([\s\S]*)' <--\s*$/.exec(
    message,
  );
  if (mismatched) {
    const expected = TOKEN_NAMES[mismatched[1] as string] ?? (mismatched[1] as string).toUpperCase();
    const found = mismatched[2] as string;
    return {
      reason:
        found === '' ? `Expected ${expected} but the query ended` : `Expected ${expected} but found ${quote(found)}`,
      found,
    };
  }
  const redundant = /Redundant input, expecting EOF but found: ([\s\S]*)$/.exec(message);
  if (redundant) {
    const found = (redundant[1] as string).trim();
    return { reason: `Unexpected ${quote(found)} after the end of the query`, found };
  }
  const butFound = /but found: '([\s\S]*)'\s*$/.exec(message);
  if (butFound) {
    const found = butFound[1] as string;
    return { reason: found === '' ? 'Unexpected end of query' : `Unexpected token ${quote(found)}`, found };
  }
  return { reason: message.split('\n')[0] ?? message };
}

/** Quote a token image for a message, unless it is a quoted string already. */
function quote(image: string): string {
  return image.startsWith("'") ? image : `'${image}'`;
}

const RECOGNITION_ERRORS = new Set([
  'MismatchedTokenException',
  'NoViableAltException',
  'EarlyExitException',
  'NotAllInputParsedException',
]);

function toSyntaxError(error: unknown, source: string): SoqlSyntaxError {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);

  if (name === 'LexingError') {
    const m = /unexpected character: ->([\s\S]*?)<- at offset: (\d+)/.exec(message);
    if (m) {
      const ch = m[1] as string;
      const offset = Number(m[2]);
      const reason = ch === "'" ? 'Unterminated string literal' : `Unexpected character '${ch}'`;
      return new SoqlSyntaxError(reason, positionAt(source, offset));
    }
    return new SoqlSyntaxError(message, positionAt(source, 0));
  }

  if (!RECOGNITION_ERRORS.has(name)) {
    // Not a grammar error: the parser's AST builder failed on input its
    // grammar accepted. The one known case is a ':' without a variable name.
    const colon = tokenizeSoqlWithOffsets(source).find((t) => t.type === 'punctuation' && t.text === ':');
    if (colon) return new SoqlSyntaxError("Expected a bind variable name after ':'", positionAt(source, colon.offset));
    return new SoqlSyntaxError(`Invalid query (${message})`, positionAt(source, 0));
  }

  const { reason, found } = describeParserMessage(message);
  if (found === '')
    return suggestKeyword(source, source.length) ?? new SoqlSyntaxError(reason, endOfInputPosition(source));
  if (found !== undefined) {
    const offset = locateFoundToken(source, found);
    if (offset !== undefined) {
      return (
        missingBy(source, offset, found) ??
        suggestKeyword(source, offset) ??
        new SoqlSyntaxError(reason, positionAt(source, offset))
      );
    }
  }
  return new SoqlSyntaxError(reason, positionAt(source, 0));
}

/** `ORDER Name`: the parser reports ORDER as extra input; say that BY is missing, where it is missing. */
function missingBy(source: string, offset: number, found: string): SoqlSyntaxError | undefined {
  const keyword = found.toUpperCase();
  if (keyword !== 'ORDER' && keyword !== 'GROUP') return undefined;
  const next = tokenizeSoqlWithOffsets(source).find(
    (t) => t.offset > offset && t.type !== 'whitespace' && t.type !== 'comment',
  );
  if (next?.text.toUpperCase() === 'BY') return undefined;
  return new SoqlSyntaxError(
    `Expected BY after ${keyword}`,
    next ? positionAt(source, next.offset) : endOfInputPosition(source),
  );
}

/** Clause keywords a typo is most likely meant to be. */
const TYPO_KEYWORDS = ['SELECT', 'FROM', 'WHERE', 'GROUP', 'ORDER', 'HAVING', 'LIMIT', 'OFFSET'];

/**
 * A misspelt clause keyword (`FORM`) parses as an alias, so the parser only fails on the word
 * after it. When the word just before the failure, or the failing word itself, is one edit away
 * from a clause keyword, point at that word and suggest the keyword instead.
 */
function suggestKeyword(source: string, failureOffset: number): SoqlSyntaxError | undefined {
  const words = tokenizeSoqlWithOffsets(source).filter(
    (t) => t.type !== 'whitespace' && t.type !== 'comment' && t.offset <= failureOffset,
  );
  const candidates = words.slice(-2).reverse();
  for (const word of candidates) {
    if (word.type !== 'identifier' || word.text.length < 3) continue;
    const upper = word.text.toUpperCase();
    const keyword = TYPO_KEYWORDS.find((k) => editDistance(upper, k) === 1);
    if (keyword) {
      return new SoqlSyntaxError(
        `Unknown word '${word.text}': did you mean ${keyword}?`,
        positionAt(source, word.offset),
      );
    }
  }
  return undefined;
}

/** Edit distance with adjacent transpositions (optimal string alignment), enough for typos. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

const WORD_CHAR = /[A-Za-z0-9_]/;

/** All offsets where `image` occurs as a whole token-like match. */
function occurrences(source: string, image: string): number[] {
  const result: number[] = [];
  if (image === '') return result;
  const startsWord = WORD_CHAR.test(image[0] as string);
  const endsWord = WORD_CHAR.test(image[image.length - 1] as string);
  let from = 0;
  for (;;) {
    const idx = source.indexOf(image, from);
    if (idx === -1) break;
    const before = idx > 0 ? (source[idx - 1] as string) : '';
    const after = source[idx + image.length] ?? '';
    const okBefore = !startsWord || before === '' || !WORD_CHAR.test(before);
    const okAfter = !endsWord || after === '' || !WORD_CHAR.test(after);
    if (okBefore && okAfter) result.push(idx);
    from = idx + 1;
  }
  return result;
}

/** The `found` token image reported when parsing `text`, '' for end of input, null when it parses. */
function foundTokenOf(text: string): string | null | undefined {
  try {
    parseQuery(text, PARSE_OPTIONS);
    return null;
  } catch (error) {
    if (!(error instanceof Error) || error.name === 'LexingError') return undefined;
    return describeParserMessage(error.message).found;
  }
}

function locateFoundToken(source: string, image: string): number | undefined {
  const candidates = occurrences(source, image);
  if (candidates.length <= 1) return candidates[0];
  for (const idx of candidates) {
    if (foundTokenOf(source.slice(0, idx + image.length)) === image) return idx;
  }
  return candidates[0];
}
