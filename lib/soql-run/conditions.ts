/**
 * WHERE conditions compiled into record predicates: every name resolved and every literal read
 * once, before a record is looked at, so a bad query fails whole with Salesforce's error and a good
 * one evaluates without checks. Semi-joins (`Id IN (SELECT AccountId FROM Contact …)`) are
 * evaluated once per query.
 */
import type {
  ConditionWithValueQuery,
  FunctionExp,
  LiteralType,
  ValueFunctionCondition,
  ValueQueryCondition,
  WhereClause,
} from '@jetstreamapp/soql-parser-js';
import { fieldPath } from '@/lib/soql-to-graphql/where';
import { whereTree, type WhereExpr } from '@/lib/soql-to-graphql/where-tree';
import { DATE_FUNCTIONS } from './dates';
import { SoqlRunError } from './errors';
import type { Locator } from './locate';
import {
  readField,
  requireObject,
  resolveField,
  type FieldRef,
  type Located,
  type ObjectInfo,
  type OrgIndex,
} from './schema';
import {
  comparable,
  compare,
  includes,
  isIn,
  kindOf,
  likeRegExp,
  readLiteral,
  type Comparable,
  type Kind,
  type Operand,
} from './values';
import type { FieldDescribe, OrgRecord } from './types';

/** What a query level needs to resolve names. */
export interface Scope {
  index: OrgIndex;
  info: ObjectInfo;
  /** The FROM alias (`FROM Account a`), stripped from paths. */
  alias?: string;
  locator: Locator;
  today: string;
  /** True inside a semi-join, where another one may not be nested. */
  inSemiJoin?: boolean;
}

export type Predicate = (record: OrgRecord) => boolean;

/** The predicate of a query without WHERE, so that callers can skip filtering. */
export const MATCH_ALL: Predicate = () => true;

/** Resolve a field as written in the query (`a.Account.Owner.Name`). */
export function fieldRef(scope: Scope, raw: string): FieldRef {
  const segments = fieldPath(raw, scope.alias);
  return resolveField(scope.index, scope.info, segments, (i) => scope.locator.path(segments, i));
}

/** A value getter for a field, as a comparable of its kind. */
export function getter(scope: Scope, ref: FieldRef): (record: OrgRecord) => Comparable {
  const kind = kindOf(ref.describe.type);
  const name = ref.name;
  if (ref.hops.length > 0) return (record) => comparable(kind, readField(scope.index, record, ref));
  if (kind === 'datetime') return (record) => comparable(kind, record[name] ?? null);
  // Every other kind compares the stored value as it is (comparable() returns it unchanged).
  return (record) => {
    const value = record[name];
    return value === undefined ? null : value;
  };
}

const AGGREGATES = new Set(['COUNT', 'COUNT_DISTINCT', 'SUM', 'AVG', 'MIN', 'MAX']);

export function isAggregateName(name: string | undefined): boolean {
  return AGGREGATES.has((name ?? '').toUpperCase());
}

const OPERATORS_BY_KIND: Record<Kind, ReadonlySet<string>> = {
  string: new Set(['=', '!=', '<>', '<', '<=', '>', '>=', 'LIKE', 'IN', 'NOT IN']),
  id: new Set(['=', '!=', '<>', '<', '<=', '>', '>=', 'IN', 'NOT IN']),
  multipicklist: new Set(['=', '!=', '<>', 'INCLUDES', 'EXCLUDES']),
  boolean: new Set(['=', '!=', '<>']),
  number: new Set(['=', '!=', '<>', '<', '<=', '>', '>=', 'IN', 'NOT IN']),
  date: new Set(['=', '!=', '<>', '<', '<=', '>', '>=', 'IN', 'NOT IN']),
  datetime: new Set(['=', '!=', '<>', '<', '<=', '>', '>=', 'IN', 'NOT IN']),
};

function checkOperator(operator: string, describe: FieldDescribe, at: Located): void {
  const kind = kindOf(describe.type);
  if (OPERATORS_BY_KIND[kind].has(operator)) return;
  if (operator === 'INCLUDES' || operator === 'EXCLUDES') {
    throw new SoqlRunError(
      'INVALID_QUERY_FILTER_OPERATOR',
      'includes or excludes operator only valid on multipicklist field',
      at.line,
      at.column,
    );
  }
  throw new SoqlRunError(
    'INVALID_QUERY_FILTER_OPERATOR',
    `invalid operator on ${describe.type} field: ${operator}`,
    at.line,
    at.column,
  );
}

/** The operands of a condition: one for a comparison, several for IN, NOT IN, INCLUDES, EXCLUDES. */
export function operandsOf(
  scope: Scope,
  cond: {
    value: string | string[];
    literalType?: LiteralType | LiteralType[];
    dateLiteralVariable?: number | number[];
  },
  operator: string,
  fieldName: string,
  describe: FieldDescribe,
  at: Located,
): Operand[] {
  const raws = Array.isArray(cond.value) ? cond.value : [cond.value];
  return raws.map((raw, i) => {
    const literalType = Array.isArray(cond.literalType) ? cond.literalType[i] : cond.literalType;
    const n = Array.isArray(cond.dateLiteralVariable) ? cond.dateLiteralVariable[i] : cond.dateLiteralVariable;
    return readLiteral(raw, literalType, n, fieldName, describe, operator, scope.today, at);
  });
}

type ValueTest = (value: Comparable) => boolean;

/**
 * The common comparisons with one non-null literal, with the literal prepared once (lower case for
 * equality of text, upper case for its order, LIKE's pattern compiled): each gives exactly what
 * `compare` in values.ts gives, without deciding on the kind and operator for every record.
 * Undefined for the others, which `compare` answers.
 */
function scalarTest(kind: Kind, operator: string, operand: Operand): ValueTest | undefined {
  if ('first' in operand || operand.value === null) return undefined;
  const other = operand.value;
  if (kind === 'number' || kind === 'date' || kind === 'datetime' || kind === 'boolean') {
    // equal() is `===` and order() is `<` and `>` for these kinds.
    const x = other as number | string;
    switch (operator) {
      case '=':
        return (value) => value !== null && value === other;
      case '!=':
      case '<>':
        return (value) => value === null || value !== other;
    }
    if (kind === 'boolean') return undefined;
    switch (operator) {
      case '<':
        return (value) => value !== null && (value as number | string) < x;
      case '<=':
        return (value) => value !== null && !((value as number | string) > x);
      case '>':
        return (value) => value !== null && (value as number | string) > x;
      case '>=':
        return (value) => value !== null && !((value as number | string) < x);
    }
    return undefined;
  }
  if (kind !== 'string') return undefined;
  const lower = String(other).toLowerCase();
  const upper = String(other).toUpperCase();
  switch (operator) {
    case '=':
      return (value) => value !== null && String(value).toLowerCase() === lower;
    case '!=':
    case '<>':
      return (value) => value === null || String(value).toLowerCase() !== lower;
    case '<':
      return (value) => value !== null && String(value).toUpperCase() < upper;
    case '<=':
      return (value) => value !== null && !(String(value).toUpperCase() > upper);
    case '>':
      return (value) => value !== null && String(value).toUpperCase() > upper;
    case '>=':
      return (value) => value !== null && !(String(value).toUpperCase() < upper);
    case 'LIKE': {
      const pattern = likeRegExp(String(other));
      return (value) => value !== null && pattern.test(String(value));
    }
  }
  return undefined;
}

/** IN and NOT IN on text with plain values: one lookup in a set of the values in lower case. */
function textSetTest(kind: Kind, operands: Operand[]): ValueTest | undefined {
  if (kind !== 'string' || operands.some((operand) => 'first' in operand)) return undefined;
  const values = new Set<string>();
  let matchesNull = false;
  for (const operand of operands as { value: Comparable }[]) {
    if (operand.value === null) matchesNull = true;
    else values.add(String(operand.value).toLowerCase());
  }
  return (value) => (value === null ? matchesNull : values.has(String(value).toLowerCase()));
}

/** A test of one value against a condition's operator and operands. */
export function valueTest(kind: Kind, operator: string, operands: Operand[]): ValueTest {
  switch (operator) {
    case 'IN': {
      const test = textSetTest(kind, operands);
      return test ?? ((value) => isIn(kind, value, operands));
    }
    case 'NOT IN': {
      const test = textSetTest(kind, operands);
      return test ? (value) => !test(value) : (value) => !isIn(kind, value, operands);
    }
    case 'INCLUDES':
      return (value) => includes(value, operands);
    case 'EXCLUDES':
      return (value) => !includes(value, operands);
    default: {
      const operand = operands[0] as Operand;
      return scalarTest(kind, operator, operand) ?? ((value) => compare(kind, value, operator, operand));
    }
  }
}

/** Compile a WHERE clause into a predicate. */
export function compileWhere(scope: Scope, where: WhereClause | undefined): Predicate {
  if (!where) return MATCH_ALL;
  return compileExpr(scope, whereTree(where));
}

function compileExpr(scope: Scope, expr: WhereExpr): Predicate {
  switch (expr.kind) {
    case 'group':
      return compileExpr(scope, expr.item);
    case 'not': {
      const inner = compileExpr(scope, expr.item);
      return (record) => !inner(record);
    }
    case 'and': {
      const items = expr.items.map((i) => compileExpr(scope, i));
      if (items.length === 2) {
        const [first, second] = items as [Predicate, Predicate];
        return (record) => first(record) && second(record);
      }
      return (record) => {
        for (let i = 0; i < items.length; i += 1) if (!(items[i] as Predicate)(record)) return false;
        return true;
      };
    }
    case 'or': {
      const items = expr.items.map((i) => compileExpr(scope, i));
      if (items.length === 2) {
        const [first, second] = items as [Predicate, Predicate];
        return (record) => first(record) || second(record);
      }
      return (record) => {
        for (let i = 0; i < items.length; i += 1) if ((items[i] as Predicate)(record)) return true;
        return false;
      };
    }
    case 'cond':
      return compileCondition(scope, expr.cond);
  }
}

function compileCondition(scope: Scope, cond: ConditionWithValueQuery): Predicate {
  if ('valueQuery' in cond) return compileSemiJoin(scope, cond);
  if ('fn' in cond) return compileFunctionCondition(scope, cond);
  if (!('field' in cond)) throw new SoqlRunError('MALFORMED_QUERY', 'unexpected token: NOT');
  const operator = cond.operator.toUpperCase();
  const ref = fieldRef(scope, cond.field);
  const at = scope.locator.path(fieldPath(cond.field, scope.alias));
  checkOperator(operator, ref.describe, at);
  const operands = operandsOf(scope, cond, operator, ref.name, ref.describe, at);
  const test = valueTest(kindOf(ref.describe.type), operator, operands);
  const get = getter(scope, ref);
  return (record) => test(get(record));
}

/** `CALENDAR_YEAR(CloseDate) = 2026`: a date function compared with a number (DAY_ONLY with a date). */
function compileFunctionCondition(scope: Scope, cond: ValueFunctionCondition): Predicate {
  const name = (cond.fn.functionName ?? '').toUpperCase();
  const at = scope.locator.word(cond.fn.functionName ?? '');
  if (isAggregateName(name)) {
    throw new SoqlRunError(
      'MALFORMED_QUERY',
      `Aggregate functions such as ${name}() are not allowed in WHERE: filter groups with HAVING`,
      at.line,
      at.column,
    );
  }
  const { get, describe: resultDescribe } = dateFunction(scope, cond.fn, at);
  const operator = cond.operator.toUpperCase();
  checkOperator(operator, resultDescribe, at);
  const operands = operandsOf(scope, cond, operator, cond.fn.rawValue ?? name, resultDescribe, at);
  const test = valueTest(kindOf(resultDescribe.type), operator, operands);
  return (record) => test(get(record));
}

/**
 * A date function of a field (`CALENDAR_YEAR(CloseDate)`): its value per record and its type
 * (DAY_ONLY gives a date, the others a number).
 */
export function dateFunction(
  scope: Scope,
  fn: FunctionExp,
  at: Located,
): { get: (record: OrgRecord) => Comparable; describe: FieldDescribe } {
  const name = (fn.functionName ?? '').toUpperCase();
  const compute = DATE_FUNCTIONS[name];
  const param = fn.parameters?.[0];
  if (!compute || typeof param !== 'string') {
    throw new SoqlRunError(
      'NOT_SUPPORTED',
      `${fn.functionName}() is not supported by the sample org`,
      at.line,
      at.column,
    );
  }
  const ref = fieldRef(scope, param);
  const kind = kindOf(ref.describe.type);
  if (kind !== 'date' && kind !== 'datetime') {
    throw new SoqlRunError(
      'INVALID_FIELD',
      `${name}() only applies to date and datetime fields: ${ref.path}`,
      at.line,
      at.column,
    );
  }
  const read = getter(scope, ref);
  return {
    get: (record) => {
      const value = read(record);
      if (value === null) return null;
      return compute(typeof value === 'number' ? new Date(value).toISOString() : String(value));
    },
    describe: { type: name === 'DAY_ONLY' ? 'date' : 'int' },
  };
}

/** `Id IN (SELECT AccountId FROM Contact WHERE …)` and NOT IN: the subquery's values, collected once. */
function compileSemiJoin(scope: Scope, cond: ValueQueryCondition): Predicate {
  const operator = cond.operator.toUpperCase();
  const sub = cond.valueQuery;
  const at = scope.locator.keyword('SELECT');
  if (scope.inSemiJoin) {
    throw new SoqlRunError('MALFORMED_QUERY', 'Nesting of semi join sub-selects is not supported', at.line, at.column);
  }
  if (operator !== 'IN' && operator !== 'NOT IN') {
    throw new SoqlRunError('MALFORMED_QUERY', `unexpected token: '${cond.operator}'`, at.line, at.column);
  }
  const outer = fieldRef(scope, cond.field);
  const subObject = requireObject(scope.index, sub.sObject ?? '', scope.locator.word(sub.sObject ?? ''));
  const subScope: Scope = { ...scope, info: subObject, alias: sub.sObjectAlias, inSemiJoin: true };
  const selected = sub.fields?.length === 1 ? sub.fields[0] : undefined;
  if (!selected || (selected.type !== 'Field' && selected.type !== 'FieldRelationship')) {
    throw new SoqlRunError(
      'MALFORMED_QUERY',
      'A semi-join subquery selects exactly one Id or reference field',
      at.line,
      at.column,
    );
  }
  const raw = selected.type === 'Field' ? selected.field : [...selected.relationships, selected.field].join('.');
  const inner = fieldRef(subScope, raw);
  for (const ref of [outer, inner]) {
    if (kindOf(ref.describe.type) !== 'id') {
      const where = scope.locator.path(ref.path.split('.'));
      throw new SoqlRunError(
        'INVALID_FIELD',
        `Invalid field for semi/anti join: ${ref.path}`,
        where.line,
        where.column,
      );
    }
  }
  if (sub.limit !== undefined || sub.offset !== undefined || sub.orderBy || sub.groupBy) {
    throw new SoqlRunError(
      'NOT_SUPPORTED',
      'LIMIT, OFFSET, ORDER BY and GROUP BY in a semi-join subquery are not supported by the sample org',
      at.line,
      at.column,
    );
  }
  const filter = compileWhere(subScope, sub.where);
  const read = getter(subScope, inner);
  let values: Set<string> | undefined;
  const get = getter(scope, outer);
  return (record) => {
    if (!values) {
      values = new Set();
      for (const candidate of subObject.data.records) {
        if (!filter(candidate)) continue;
        const value = read(candidate);
        if (typeof value === 'string') values.add(value);
      }
    }
    const value = get(record);
    const found = typeof value === 'string' && values.has(value);
    return operator === 'IN' ? found : !found;
  };
}
