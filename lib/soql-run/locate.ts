/**
 * Where a name is in the query text, for errors: the AST has no positions, so names are found in
 * the tokens (`tokenizeSoqlWithOffsets`, the converter's highlighter). The first place a path is
 * written is the one reported. Positions are found lazily: `path`, `word` and `keyword` answer at
 * once with a position that searches the tokens when it is first read, so a query that compiles
 * without error is never tokenised.
 */
import { tokenizeSoqlWithOffsets, type PositionedSoqlToken } from '@/lib/soql-to-graphql/highlight';
import { positionAt } from '@/lib/soql-to-graphql/location';
import type { Located } from './schema';

/** A position computed when its line or column is first read. */
function lazy(find: () => Located): Located {
  let found: Located | undefined;
  return {
    get line() {
      found ??= find();
      return found.line;
    },
    get column() {
      found ??= find();
      return found.column;
    },
  };
}

export class Locator {
  private tokenList: PositionedSoqlToken[] | undefined;

  constructor(private readonly source: string) {}

  /** Tokenised on the first lookup: a query that runs without error never needs positions. */
  private get tokens(): PositionedSoqlToken[] {
    this.tokenList ??= tokenizeSoqlWithOffsets(this.source).filter(
      (t) => t.type !== 'whitespace' && t.type !== 'comment',
    );
    return this.tokenList;
  }

  /**
   * The position of `segments[target]` where the dotted path `segments` (or a longer path ending
   * with it, as `a.Account.Name` for `Account.Name`) is first written; 1:1 when it cannot be found.
   */
  path(segments: readonly string[], target = segments.length - 1): Located {
    return lazy(() => this.findPath(segments, target));
  }

  /** The position of the first token whose text is `text` (case-insensitive). */
  word(text: string): Located {
    return lazy(() => this.findWord(text));
  }

  /** The position of a keyword sequence such as `OFFSET` or `GROUP BY`. */
  keyword(text: string): Located {
    return lazy(() => this.findKeyword(text));
  }

  private findPath(segments: readonly string[], target: number): Located {
    const wanted = segments.map((s) => s.toLowerCase());
    for (let i = 0; i < this.tokens.length; i += 1) {
      if (this.matchesAt(i, wanted)) return this.at((this.tokens[i + target * 2] as PositionedSoqlToken).offset);
    }
    return { line: 1, column: 1 };
  }

  private findWord(text: string): Located {
    const wanted = text.toLowerCase();
    const token = this.tokens.find((t) => t.text.toLowerCase() === wanted);
    return token ? this.at(token.offset) : { line: 1, column: 1 };
  }

  private findKeyword(text: string): Located {
    const words = text.toLowerCase().split(/\s+/);
    for (let i = 0; i < this.tokens.length; i += 1) {
      if (words.every((w, j) => this.tokens[i + j]?.text.toLowerCase() === w)) {
        return this.at((this.tokens[i] as PositionedSoqlToken).offset);
      }
    }
    return this.findWord(words[0] as string);
  }

  private matchesAt(i: number, wanted: string[]): boolean {
    for (let j = 0; j < wanted.length; j += 1) {
      const token = this.tokens[i + j * 2];
      if (!token || token.text.toLowerCase() !== wanted[j]) return false;
      if (j < wanted.length - 1 && this.tokens[i + j * 2 + 1]?.text !== '.') return false;
    }
    // Not the middle of a longer path on the right (`Account.Name` must not match `Account.Name.X`).
    return this.tokens[i + wanted.length * 2 - 1]?.text !== '.';
  }

  private at(offset: number): Located {
    return positionAt(this.source, offset);
  }
}
