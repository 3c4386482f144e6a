/**
 * Source-position helpers: offset → 1-based line/column, and a small
 * "clause locator" that finds where a keyword sequence (e.g. `FOR UPDATE`)
 * occurs in the SOQL text so warnings can carry a position.
 */
import { tokenizeSoqlWithOffsets, type PositionedSoqlToken } from './highlight';

/** A 1-based line/column position in the SOQL source. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * Convert a 0-based character offset into a 1-based line and column.
 * `\r\n`, `\n` and lone `\r` all count as one line break. Offsets past the
 * end are clamped to the end of the text.
 */
export function positionAt(source: string, offset: number): SourcePosition {
  const end = Math.max(0, Math.min(offset, source.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i += 1) {
    const c = source[i];
    if (c === '\n' || (c === '\r' && source[i + 1] !== '\n')) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Position just after the last non-whitespace character (where "end of input" errors point). */
export function endOfInputPosition(source: string): SourcePosition {
  const trimmed = source.replace(/\s+$/, '');
  return positionAt(source, trimmed.length);
}

/**
 * Finds clause keywords in the source, left to right. Each successful lookup
 * "claims" its occurrence so that asking again for the same words returns
 * the next occurrence (e.g. OFFSET in a subquery, then OFFSET in the outer
 * query). Strings and comments are never matched because lookups run on
 * tokens, not raw text.
 */
export class ClauseLocator {
  private readonly tokens: PositionedSoqlToken[];
  private readonly claimed = new Set<string>();

  constructor(private readonly source: string) {
    this.tokens = tokenizeSoqlWithOffsets(source).filter((t) => t.type !== 'whitespace' && t.type !== 'comment');
  }

  /**
   * Position of the first unclaimed occurrence of the given token sequence
   * (compared case-insensitively, e.g. `['FOR', 'UPDATE']`), or undefined.
   */
  find(...words: string[]): SourcePosition | undefined {
    if (words.length === 0) return undefined;
    const wanted = words.map((w) => w.toUpperCase());
    const key = wanted.join(' ');
    for (let i = 0; i + wanted.length <= this.tokens.length; i += 1) {
      let match = true;
      for (let j = 0; j < wanted.length; j += 1) {
        const token = this.tokens[i + j];
        if (!token || token.text.toUpperCase() !== wanted[j]) {
          match = false;
          break;
        }
      }
      if (!match) continue;
      const start = (this.tokens[i] as PositionedSoqlToken).offset;
      const claimKey = `${key}@${start}`;
      if (this.claimed.has(claimKey)) continue;
      this.claimed.add(claimKey);
      return positionAt(this.source, start);
    }
    return undefined;
  }
}

/**
 * Token sequence of a function call's start, `fn(Account.Name` →
 * `['fn', '(', 'Account', '.', 'Name']`, to locate one specific call.
 */
export function callTokens(functionName: string, firstParam?: unknown): string[] {
  const tokens = [functionName, '('];
  if (typeof firstParam === 'string' && /^[A-Za-z_][\w.]*$/.test(firstParam)) {
    firstParam.split('.').forEach((part, i) => {
      if (i > 0) tokens.push('.');
      tokens.push(part);
    });
  }
  return tokens;
}
