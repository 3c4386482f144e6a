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
  return query;
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
  if (found === '') return new SoqlSyntaxError(reason, endOfInputPosition(source));
  if (found !== undefined) {
    const offset = locateFoundToken(source, found);
    if (offset !== undefined) return new SoqlSyntaxError(reason, positionAt(source, offset));
  }
  return new SoqlSyntaxError(reason, positionAt(source, 0));
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
