/**
 * Aggregate queries: COUNT(), COUNT(field), COUNT_DISTINCT, SUM, AVG, MIN, MAX, with GROUP BY
 * (fields, parent paths and date functions), HAVING and ORDER BY on groups, and aliases. Rows are
 * `AggregateResult` records keyed by alias, or `expr0`, `expr1`, … for unnamed expressions, and by
 * the field's own name for a grouped field (`Name` for `Account.Name`), as the REST API returns them.
 */
import type {
  FieldFunctionExpression,
  FunctionExp,
  GroupByClause,
  HavingClause,
  OrderByClause,
  Query,
} from '@jetstreamapp/soql-parser-js';
import { fieldPath } from '@/lib/soql-to-graphql/where';
import { whereTree, type WhereExpr } from '@/lib/soql-to-graphql/where-tree';
import {
  compileWhere,
  dateFunction,
  fieldRef,
  getter,
  isAggregateName,
  operandsOf,
  valueTest,
  type Scope,
} from './conditions';
import { restDatetime } from './dates';
import { SoqlRunError } from './errors';
import { page, sortBy, sortKey, type SortKey } from './order';
import { checkOffset, restValue } from './records';
import type { FieldRef } from './schema';
import type { FieldDescribe, OrgRecord, QueryResult, ResultRecord } from './types';
import { equal, kindOf, type Comparable, type Kind } from './values';

/** A value computed per record and grouped on: a field or a date function of one. */
interface GroupExpr {
  /** Lower-case identity, to match SELECT, HAVING and ORDER BY items with GROUP BY items. */
  id: string;
  get: (record: OrgRecord) => Comparable;
  kind: Kind;
  describe: FieldDescribe;
  /** The key of a grouped field in a row when it has no alias (`Name` for `Account.Name`). */
  name?: string;
}

/** An aggregate over a group's records. */
interface AggregateExpr {
  id: string;
  compute: (records: readonly OrgRecord[]) => Comparable;
  kind: Kind;
  describe: FieldDescribe;
}

interface Group {
  records: OrgRecord[];
  values: Comparable[];
}

function fnId(fn: FunctionExp | FieldFunctionExpression, scope: Scope): string {
  const name = (fn.functionName ?? '').toUpperCase();
  const param = fn.parameters?.[0];
  const path = typeof param === 'string' ? fieldPath(param, scope.alias).join('.').toLowerCase() : '';
  return `${name}(${path})`;
}

function locateFn(scope: Scope, fn: FunctionExp | FieldFunctionExpression) {
  return scope.locator.word(fn.functionName ?? '');
}

function groupExpr(scope: Scope, clause: GroupByClause | { field: string }): GroupExpr {
  if ('field' in clause) {
    const ref = fieldRef(scope, clause.field);
    return {
      id: ref.path.toLowerCase(),
      get: getter(scope, ref),
      kind: kindOf(ref.describe.type),
      describe: ref.describe,
      name: ref.name,
    };
  }
  return dateFunctionExpr(scope, clause.fn);
}

function dateFunctionExpr(scope: Scope, fn: FunctionExp): GroupExpr {
  const { get, describe } = dateFunction(scope, fn, locateFn(scope, fn));
  return { id: fnId(fn, scope), get, kind: kindOf(describe.type), describe };
}

const NUMERIC_ONLY = new Set(['SUM', 'AVG']);

function aggregateExpr(scope: Scope, fn: FunctionExp | FieldFunctionExpression): AggregateExpr {
  const name = (fn.functionName ?? '').toUpperCase();
  const at = locateFn(scope, fn);
  const param = fn.parameters?.[0];
  if (param === undefined) {
    if (name !== 'COUNT') throw new SoqlRunError('MALFORMED_QUERY', `${name}() needs a field`, at.line, at.column);
    return { id: 'COUNT()', compute: (records) => records.length, kind: 'number', describe: { type: 'int' } };
  }
  if (typeof param !== 'string') {
    throw new SoqlRunError(
      'NOT_SUPPORTED',
      `${fn.rawValue ?? name} is not supported by the sample org`,
      at.line,
      at.column,
    );
  }
  const ref: FieldRef = fieldRef(scope, param);
  const kind = kindOf(ref.describe.type);
  if (
    (NUMERIC_ONLY.has(name) && kind !== 'number') ||
    ((name === 'MIN' || name === 'MAX') && (kind === 'boolean' || kind === 'multipicklist'))
  ) {
    throw new SoqlRunError(
      'INVALID_FIELD',
      `field ${ref.name} does not support aggregate operator ${name}`,
      at.line,
      at.column,
    );
  }
  const read = getter(scope, ref);
  const values = (records: readonly OrgRecord[]): Comparable[] => records.map(read).filter((v) => v !== null);
  const id = fnId(fn, scope);
  switch (name) {
    case 'COUNT':
      return { id, compute: (records) => values(records).length, kind: 'number', describe: { type: 'int' } };
    case 'COUNT_DISTINCT':
      return {
        id,
        compute: (records) => {
          const distinct: Comparable[] = [];
          for (const v of values(records)) if (!distinct.some((d) => equal(kind, d, v))) distinct.push(v);
          return distinct.length;
        },
        kind: 'number',
        describe: { type: 'int' },
      };
    case 'SUM':
    case 'AVG':
      return {
        id,
        compute: (records) => {
          const numbers = values(records) as number[];
          if (numbers.length === 0) return null;
          const sum = numbers.reduce((a, b) => a + b, 0);
          return name === 'SUM' ? sum : sum / numbers.length;
        },
        kind: 'number',
        describe: { type: name === 'SUM' ? ref.describe.type : 'double' },
      };
    default: {
      const sign = name === 'MIN' ? -1 : 1;
      // "If you use the MIN() or MAX() functions on a picklist field, the function uses the sort
      // order of the picklist values instead of alphabetical order" (SOQL reference).
      const picklist = ref.describe.type === 'picklist' ? ref.describe.picklistValues : undefined;
      const rank = picklist && new Map(picklist.map((v, i) => [v.toLowerCase(), i]));
      const byRank = (a: Comparable, b: Comparable): number =>
        rank ? (rank.get(String(a).toLowerCase()) ?? rank.size) - (rank.get(String(b).toLowerCase()) ?? rank.size) : 0;
      return {
        id,
        compute: (records) => {
          let best: Comparable = null;
          for (const v of values(records)) {
            if (best === null || sign * (byRank(v, best) || compareValues(kind, v, best)) > 0) best = v;
          }
          return best;
        },
        kind,
        describe: ref.describe,
      };
    }
  }
}

function compareValues(kind: Kind, a: Comparable, b: Comparable): number {
  if (kind === 'string' || kind === 'id') return String(a).toUpperCase() < String(b).toUpperCase() ? -1 : 1;
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** A group's value of a grouped expression or an aggregate, found by id. */
type GroupValue = (group: Group) => Comparable;

interface AggregatePlan {
  scope: Scope;
  groupBy: GroupExpr[];
  columns: { key: string; value: GroupValue; describe: FieldDescribe }[];
  having: (group: Group) => boolean;
  keys: SortKey<Group>[];
}

function groupedOrAggregate(
  scope: Scope,
  groupBy: GroupExpr[],
  item: { field: string } | { fn: FunctionExp },
): { value: GroupValue; kind: Kind; describe: FieldDescribe; name?: string } {
  if ('fn' in item && isAggregateName(item.fn.functionName)) {
    const aggregate = aggregateExpr(scope, item.fn);
    return { value: (group) => aggregate.compute(group.records), kind: aggregate.kind, describe: aggregate.describe };
  }
  const expr = groupExpr(scope, item);
  const index = groupBy.findIndex((g) => g.id === expr.id);
  if (index < 0) {
    const raw = 'field' in item ? item.field : (item.fn.rawValue ?? `${item.fn.functionName}()`);
    const at = 'field' in item ? scope.locator.path(fieldPath(item.field, scope.alias)) : locateFn(scope, item.fn);
    throw new SoqlRunError('MALFORMED_QUERY', `Field must be grouped or aggregated: ${raw}`, at.line, at.column);
  }
  return { value: (group) => group.values[index] ?? null, kind: expr.kind, describe: expr.describe, name: expr.name };
}

function compileHaving(
  scope: Scope,
  groupBy: GroupExpr[],
  having: HavingClause | undefined,
): (group: Group) => boolean {
  if (!having) return () => true;
  const compile = (expr: WhereExpr): ((group: Group) => boolean) => {
    switch (expr.kind) {
      case 'group':
        return compile(expr.item);
      case 'not': {
        const inner = compile(expr.item);
        return (g) => !inner(g);
      }
      case 'and':
      case 'or': {
        const items = expr.items.map(compile);
        return expr.kind === 'and' ? (g) => items.every((p) => p(g)) : (g) => items.some((p) => p(g));
      }
      case 'cond': {
        const cond = expr.cond;
        if ('valueQuery' in cond || !('operator' in cond)) {
          const at = scope.locator.keyword('HAVING');
          throw new SoqlRunError(
            'MALFORMED_QUERY',
            'HAVING can only compare aggregates and grouped fields',
            at.line,
            at.column,
          );
        }
        const item = 'fn' in cond ? { fn: cond.fn } : { field: (cond as { field: string }).field };
        const target = groupedOrAggregate(scope, groupBy, item);
        const operator = cond.operator.toUpperCase();
        const at = scope.locator.keyword('HAVING');
        const operands = operandsOf(
          scope,
          cond as never,
          operator,
          'fn' in cond ? (cond.fn.rawValue ?? '') : (item.field as string),
          target.describe,
          at,
        );
        const test = valueTest(target.kind, operator, operands);
        return (g) => test(target.value(g));
      }
    }
  };
  return compile(whereTree(having));
}

function orderGroups(scope: Scope, groupBy: GroupExpr[], orderBy: OrderByClause | OrderByClause[] | undefined) {
  const clauses = orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
  return clauses.map((clause) => {
    const target = groupedOrAggregate(scope, groupBy, 'field' in clause ? { field: clause.field } : { fn: clause.fn });
    const picklist = target.describe.type === 'picklist' ? target.describe.picklistValues : undefined;
    return sortKey<Group>(target.value, target.kind, clause.order, clause.nulls, picklist);
  });
}

/** True when the query aggregates: an aggregate function in SELECT, or a GROUP BY. */
export function isAggregateQuery(query: Query): boolean {
  return (
    query.groupBy !== undefined ||
    (query.fields ?? []).some((f) => f.type === 'FieldFunctionExpression' && isAggregateName(f.functionName))
  );
}

function rowValue(describe: FieldDescribe, value: Comparable): unknown {
  if (value === null) return null;
  if (describe.type === 'datetime' && typeof value === 'number') return restDatetime(new Date(value).toISOString());
  return restValue(describe.type, value);
}

/** Run an aggregate query (not `SELECT COUNT() …`, which `countQuery` answers). */
export function runAggregate(scope: Scope, query: Query): QueryResult {
  const clauses = query.groupBy === undefined ? [] : Array.isArray(query.groupBy) ? query.groupBy : [query.groupBy];
  for (const clause of clauses) {
    if ('fn' in clause && /^(ROLLUP|CUBE)$/i.test(clause.fn.functionName ?? '')) {
      const at = locateFn(scope, clause.fn);
      throw new SoqlRunError(
        'NOT_SUPPORTED',
        `GROUP BY ${(clause.fn.functionName ?? '').toUpperCase()} is not supported by the sample org`,
        at.line,
        at.column,
      );
    }
  }
  const groupBy = clauses.map((clause) => groupExpr(scope, clause));
  const plan: AggregatePlan = { scope, groupBy, columns: [], having: () => true, keys: [] };
  let expr = 0;
  const keys = new Set<string>();
  for (const item of query.fields ?? []) {
    let entry: { key: string; value: GroupValue; describe: FieldDescribe };
    if (item.type === 'Field' || item.type === 'FieldRelationship') {
      const raw = item.type === 'Field' ? item.field : [...item.relationships, item.field].join('.');
      const target = groupedOrAggregate(scope, groupBy, { field: raw });
      const alias = 'alias' in item ? item.alias : undefined;
      entry = { key: alias ?? target.name ?? raw, value: target.value, describe: target.describe };
    } else if (item.type === 'FieldFunctionExpression') {
      if (item.functionName.toUpperCase() === 'COUNT' && item.parameters.length === 0) {
        const at = locateFn(scope, item);
        throw new SoqlRunError(
          'MALFORMED_QUERY',
          'COUNT() must be the only item in SELECT and cannot be grouped: use COUNT(Id) with other fields or GROUP BY',
          at.line,
          at.column,
        );
      }
      const target = groupedOrAggregate(scope, groupBy, { fn: item });
      const key = item.alias ?? `expr${expr++}`;
      entry = { key, value: target.value, describe: target.describe };
    } else {
      const at = scope.locator.keyword('SELECT');
      throw new SoqlRunError(
        'MALFORMED_QUERY',
        'An aggregate query cannot select child relationships or TYPEOF',
        at.line,
        at.column,
      );
    }
    if (keys.has(entry.key.toLowerCase())) {
      const at = scope.locator.word(entry.key);
      throw new SoqlRunError('MALFORMED_QUERY', `duplicate alias: ${entry.key}`, at.line, at.column);
    }
    keys.add(entry.key.toLowerCase());
    plan.columns.push(entry);
  }
  plan.having = compileHaving(scope, groupBy, query.having);
  plan.keys = orderGroups(scope, groupBy, query.orderBy);
  checkOffset(scope, query.offset);

  const filter = compileWhere(scope, query.where);
  const groups: Group[] = [];
  for (const record of scope.info.data.records) {
    if (!filter(record)) continue;
    const values = groupBy.map((g) => g.get(record));
    const group = groups.find((g) =>
      g.values.every((v, i) =>
        v === null ? values[i] === null : values[i] !== null && equal(groupBy[i]!.kind, v, values[i]!),
      ),
    );
    if (group) group.records.push(record);
    else groups.push({ records: [record], values });
  }
  if (groupBy.length === 0 && groups.length === 0) groups.push({ records: [], values: [] });

  const selected = page(sortBy(groups.filter(plan.having), plan.keys), query.limit, query.offset);
  const records: ResultRecord[] = selected.map((group) => {
    const row: ResultRecord = { attributes: { type: 'AggregateResult' } };
    for (const column of plan.columns) row[column.key] = rowValue(column.describe, column.value(group));
    return row;
  });
  return { totalSize: records.length, done: true, records };
}
