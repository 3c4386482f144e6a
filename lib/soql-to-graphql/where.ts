/**
 * SOQL WHERE → UI API `where:` filter (an input object value), over the clause's
 * logical structure (where-tree.ts). Chains of the same operator become one
 * `and: [...]` / `or: [...]` list; explicit parentheses are kept as nesting.
 */
import type {
  Condition,
  ConditionWithValueQuery,
  LiteralType,
  NegationCondition,
  ValueFunctionCondition,
  ValueQueryCondition,
  WhereClause,
} from '@jetstreamapp/soql-parser-js';
import type { ValueNode } from 'graphql';
import { booleanValue, enumValue, floatValue, intValue, listValue, nullValue, obj, stringValue } from './builders';
import type { TransformContext } from './context';
import { callTokens } from './location';
import { whereTree, type WhereExpr } from './where-tree';

/** SOQL comparison operator → UI API filter operator. */
export const OPERATOR_MAP: Readonly<Record<string, string>> = {
  '=': 'eq',
  '!=': 'ne',
  '<>': 'ne',
  '<': 'lt',
  '<=': 'lte',
  '>': 'gt',
  '>=': 'gte',
  LIKE: 'like',
  IN: 'in',
  'NOT IN': 'nin',
  INCLUDES: 'includes',
  EXCLUDES: 'excludes',
};

/**
 * Build the `where:` value for a WHERE clause; undefined when there is no
 * WHERE or every condition had to be dropped (with a warning).
 * @param alias the FROM alias of this query level (`FROM Account a`), stripped from field paths.
 */
export function buildWhere(
  where: WhereClause | undefined,
  ctx: TransformContext,
  alias: string | undefined,
): ValueNode | undefined {
  if (!where) return undefined;
  return toValue(whereTree(where), ctx, alias) ?? undefined;
}

function toValue(expr: WhereExpr, ctx: TransformContext, alias: string | undefined): ValueNode | null {
  switch (expr.kind) {
    case 'cond':
      return conditionValue(expr.cond, ctx, alias);
    case 'group':
      return toValue(expr.item, ctx, alias);
    case 'not': {
      const inner = toValue(expr.item, ctx, alias);
      return inner ? obj([['not', inner]]) : null;
    }
    case 'and':
    case 'or': {
      const values = expr.items.map((i) => toValue(i, ctx, alias)).filter((v): v is ValueNode => v !== null);
      if (values.length === 0) return null;
      if (values.length === 1) return values[0] as ValueNode;
      return obj([[expr.kind, listValue(values)]]);
    }
  }
}

/** Split `a.Account.Name` into `['Account', 'Name']`, dropping the FROM alias. */
export function fieldPath(field: string, alias: string | undefined): string[] {
  const parts = field.split('.').map((p) => p.trim());
  if (alias && parts.length > 1 && parts[0]?.toLowerCase() === alias.toLowerCase()) parts.shift();
  return parts;
}

/** Wrap `value` as `{ A: { B: { C: value } } }` for path [A, B, C]. */
export function nest(path: readonly string[], value: ValueNode): ValueNode {
  let out = value;
  for (let i = path.length - 1; i >= 0; i -= 1) out = obj([[path[i] as string, out]]);
  return out;
}

function conditionValue(
  cond: ConditionWithValueQuery,
  ctx: TransformContext,
  alias: string | undefined,
): ValueNode | null {
  if ('fn' in cond) {
    const fnName = cond.fn.functionName ?? 'function';
    const raw = cond.fn.rawValue ?? `${fnName}()`;
    ctx.warn(
      `${fnName}() in WHERE`,
      `The UI API cannot filter on ${fnName}(); the condition "${raw} ${cond.operator} ${Array.isArray(cond.value) ? `(${cond.value.join(', ')})` : cond.value}" was dropped, so more records may match.`,
      ...callTokens(fnName, cond.fn.parameters?.[0]),
    );
    return null;
  }
  if ('valueQuery' in cond) return semiJoin(cond, ctx, alias);

  const condition = cond as Exclude<Condition, NegationCondition | ValueFunctionCondition>;
  const path = fieldPath(condition.field, alias);
  const operator = condition.operator.toUpperCase();
  const op = OPERATOR_MAP[operator];
  if (!op) {
    ctx.warn(
      `operator ${condition.operator}`,
      `Operator ${condition.operator} is not supported; the condition on ${condition.field} was dropped.`,
    );
    return null;
  }
  const isLike = operator === 'LIKE';
  const nValues = 'dateLiteralVariable' in condition ? condition.dateLiteralVariable : undefined;

  let value: ValueNode;
  if (Array.isArray(condition.value)) {
    const items = condition.value.map((raw, i) => {
      const lt = Array.isArray(condition.literalType) ? condition.literalType[i] : condition.literalType;
      const n = Array.isArray(nValues) ? nValues[i] : nValues;
      if (lt === 'APEX_BIND_VARIABLE') {
        return ctx.variables.reference({ bindName: raw, fieldPath: path, operator, inList: true });
      }
      return literalValue(raw, lt, n, isLike, ctx);
    });
    value = listValue(items);
  } else {
    const lt = Array.isArray(condition.literalType) ? condition.literalType[0] : condition.literalType;
    const n = Array.isArray(nValues) ? nValues[0] : nValues;
    if (lt === 'APEX_BIND_VARIABLE') {
      value = ctx.variables.reference({ bindName: condition.value, fieldPath: path, operator });
    } else {
      value = literalValue(condition.value, lt, n, isLike, ctx);
      // `IN ('a')` with a single element may still arrive as a scalar.
      if (operator === 'IN' || operator === 'NOT IN' || operator === 'INCLUDES' || operator === 'EXCLUDES') {
        value = listValue([value]);
      }
    }
  }
  return nest(path, obj([[op, value]]));
}

/** `Id IN (SELECT AccountId FROM Contact WHERE …)` → `{ Id: { inq: { Contact: {…}, ApiName: "AccountId" } } }`. */
function semiJoin(cond: ValueQueryCondition, ctx: TransformContext, alias: string | undefined): ValueNode | null {
  const operator = cond.operator.toUpperCase();
  const path = fieldPath(cond.field, alias);
  const sub = cond.valueQuery;
  const op = operator === 'IN' ? 'inq' : operator === 'NOT IN' ? 'ninq' : undefined;
  const subField = sub.fields?.[0];
  if (!op || !sub.sObject || !subField || (subField.type !== 'Field' && subField.type !== 'FieldRelationship')) {
    ctx.warn(
      'semi-join',
      `Only "field IN (SELECT field FROM Object …)" and NOT IN semi-/anti-joins can be expressed; the subquery condition on ${cond.field} was dropped.`,
    );
    return null;
  }
  const apiName =
    subField.type === 'FieldRelationship' ? [...subField.relationships, subField.field].join('.') : subField.field;
  if (sub.limit !== undefined || sub.orderBy || sub.offset !== undefined || sub.groupBy) {
    ctx.warn(
      'semi-join',
      `LIMIT, ORDER BY, OFFSET and GROUP BY inside the ${sub.sObject} semi-join subquery are not supported and were ignored.`,
    );
  }
  const filter = buildWhere(sub.where, ctx, sub.sObjectAlias) ?? obj([]);
  const join = obj([
    [sub.sObject, filter],
    ['ApiName', stringValue(apiName)],
  ]);
  return nest(path, obj([[op, join]]));
}

function literalValue(
  raw: string,
  literalType: LiteralType | undefined,
  n: number | undefined,
  isLike: boolean,
  ctx: TransformContext,
): ValueNode {
  switch (literalType) {
    case 'STRING':
      return stringValue(unescapeSoqlString(raw, isLike));
    case 'INTEGER':
      return intValue(raw);
    case 'DECIMAL':
      return floatValue(raw);
    case 'INTEGER_WITH_CURRENCY_PREFIX':
    case 'DECIMAL_WITH_CURRENCY_PREFIX': {
      const number = raw.replace(/^[A-Za-z]+/, '');
      ctx.warn(
        'currency literal',
        `The currency ISO code of ${raw} cannot be expressed in GraphQL; the number ${number} is compared in the record's currency.`,
        raw,
      );
      return literalType === 'INTEGER_WITH_CURRENCY_PREFIX' ? intValue(number) : floatValue(number);
    }
    case 'BOOLEAN':
      return booleanValue(raw.toUpperCase() === 'TRUE');
    case 'NULL':
      return nullValue();
    case 'DATE':
    case 'DATETIME':
      return obj([['value', stringValue(raw)]]);
    case 'DATE_LITERAL':
      return obj([['literal', enumValue(raw.toUpperCase())]]);
    case 'DATE_N_LITERAL': {
      const [literal = raw, count] = raw.split(':');
      const amount = n ?? Number(count);
      return obj([['range', obj([[literal.trim().toLowerCase(), intValue(amount)]])]]);
    }
    default:
      if (/^'.*'$/s.test(raw)) return stringValue(unescapeSoqlString(raw, isLike));
      if (/^-?\d+$/.test(raw)) return intValue(raw);
      if (/^-?\d*\.\d+$/.test(raw)) return floatValue(raw);
      return stringValue(raw);
  }
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

/**
 * Remove the quotes of a SOQL string literal and resolve its escapes
 * (`\'`, `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, `\uXXXX`). In LIKE patterns
 * `\%`, `\_` and `\\` keep their backslash, because the UI API `like` operator uses
 * the same wildcard escaping as SOQL (a lone backslash would escape the next character).
 */
export function unescapeSoqlString(raw: string, isLike = false): string {
  const body = raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1) : raw;
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i] as string;
    if (c !== '\\' || i === body.length - 1) {
      out += c;
      continue;
    }
    const next = body[i + 1] as string;
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
      continue;
    }
    if (next === '%' || next === '_' || (isLike && next === '\\')) {
      out += isLike ? `\\${next}` : next;
      i += 1;
      continue;
    }
    out += SIMPLE_ESCAPES[next] ?? next;
    i += 1;
  }
  return out;
}
