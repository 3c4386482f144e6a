/**
 * The logical structure of a WHERE (or HAVING) clause. soql-parser-js represents it as a
 * right-leaning linked list with `openParen`/`closeParen` counts on the conditions; here the list is
 * flattened into a token stream and parsed again with the usual precedence (NOT > AND > OR). Chains
 * of one operator become one `and`/`or` list; explicit parentheses are kept as `group` nodes.
 * Shared by the converter (where.ts) and the query runner (lib/soql-run).
 */
import type { ConditionWithValueQuery, HavingClause, WhereClause } from '@jetstreamapp/soql-parser-js';

type Token =
  { t: '(' } | { t: ')' } | { t: 'AND' } | { t: 'OR' } | { t: 'NOT' } | { t: 'COND'; cond: ConditionWithValueQuery };

export type WhereExpr =
  | { kind: 'and' | 'or'; items: WhereExpr[] }
  | { kind: 'not'; item: WhereExpr }
  | { kind: 'group'; item: WhereExpr }
  | { kind: 'cond'; cond: ConditionWithValueQuery };

function flatten(where: WhereClause | HavingClause): Token[] {
  const out: Token[] = [];
  const repeat = (t: '(' | ')', n: number | undefined): void => {
    for (let i = 0; i < (n ?? 0); i += 1) out.push({ t });
  };
  let node: WhereClause | undefined = where as WhereClause;
  while (node) {
    const operator = 'operator' in node ? node.operator : undefined;
    if (operator === 'NOT') {
      // Negation: `left` is null or `{ openParen }` (parentheses before NOT).
      const left = node.left as { openParen?: number } | null;
      repeat('(', left?.openParen);
      out.push({ t: 'NOT' });
      node = 'right' in node ? node.right : undefined;
      continue;
    }
    const cond = node.left as ConditionWithValueQuery & { openParen?: number; closeParen?: number };
    repeat('(', cond.openParen);
    out.push({ t: 'COND', cond });
    repeat(')', cond.closeParen);
    if (operator === 'AND' || operator === 'OR') out.push({ t: operator });
    node = 'right' in node ? node.right : undefined;
  }
  return out;
}

class WhereParser {
  private pos = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): WhereExpr {
    return this.parseOr();
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private parseOr(): WhereExpr {
    const items = [this.parseAnd()];
    while (this.peek()?.t === 'OR') {
      this.pos += 1;
      items.push(this.parseAnd());
    }
    return items.length === 1 ? (items[0] as WhereExpr) : { kind: 'or', items };
  }

  private parseAnd(): WhereExpr {
    const items = [this.parseUnary()];
    while (this.peek()?.t === 'AND') {
      this.pos += 1;
      items.push(this.parseUnary());
    }
    return items.length === 1 ? (items[0] as WhereExpr) : { kind: 'and', items };
  }

  private parseUnary(): WhereExpr {
    const token = this.tokens[this.pos];
    this.pos += 1;
    if (!token) throw new Error('Malformed WHERE clause: unexpected end');
    if (token.t === 'NOT') return { kind: 'not', item: this.parseUnary() };
    if (token.t === '(') {
      const item = this.parseOr();
      if (this.peek()?.t === ')') this.pos += 1;
      return { kind: 'group', item };
    }
    if (token.t === 'COND') return { kind: 'cond', cond: token.cond };
    throw new Error(`Malformed WHERE clause: unexpected ${token.t}`);
  }
}

/** The expression tree of a WHERE or HAVING clause. */
export function whereTree(where: WhereClause | HavingClause): WhereExpr {
  return new WhereParser(flatten(where)).parse();
}
