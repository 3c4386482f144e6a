/**
 * Record queries: the SELECT list (fields, parent paths, FIELDS(), child subqueries) compiled
 * against the org, then evaluated into records of the REST API's shape: `attributes` first, parent
 * fields nested under their relationship name (null through an empty lookup), child subqueries as
 * `{ totalSize, done, records }` or null when there is no child.
 */
import type { FieldType as SelectItem, OrderByClause, QueryBase } from '@jetstreamapp/soql-parser-js';
import { compileWhere, fieldRef, getter, isAggregateName, MATCH_ALL, type Predicate, type Scope } from './conditions';
import { restDatetime } from './dates';
import { SoqlRunError } from './errors';
import { page, sortBy, sortKey, type SortKey } from './order';
import { requireChild, type FieldRef, type Hop } from './schema';
import type { ChildRelationship, FieldValue, OrgRecord, QueryResult, ResultRecord } from './types';
import { kindOf } from './values';

export const API_VERSION = 'v62.0';

/** The largest OFFSET Salesforce accepts. */
export const MAX_OFFSET = 2000;

type Column = { kind: 'field'; ref: FieldRef } | { kind: 'child'; rel: ChildRelationship; plan: RecordPlan };

export interface RecordPlan {
  scope: Scope;
  columns: Column[];
  filter: Predicate;
  keys: SortKey<OrgRecord>[];
  limit?: number;
  offset?: number;
}

export function attributes(type: string, record: OrgRecord): ResultRecord['attributes'] {
  const id = record.Id;
  return typeof id === 'string' ? { type, url: `/services/data/${API_VERSION}/sobjects/${type}/${id}` } : { type };
}

/** A stored value as the REST API writes it. */
export function restValue(type: string, value: FieldValue): unknown {
  if (value === null || value === undefined) return null;
  return type === 'datetime' && typeof value === 'string' ? restDatetime(value) : value;
}

export function checkOffset(scope: Scope, offset: number | undefined): void {
  if (offset !== undefined && offset > MAX_OFFSET) {
    const at = scope.locator.keyword('OFFSET');
    throw new SoqlRunError(
      'NUMBER_OUTSIDE_VALID_RANGE',
      `Maximum SOQL offset allowed is ${MAX_OFFSET}`,
      at.line,
      at.column,
    );
  }
}

const FIELDS_LIMIT = 200;

function expandFields(scope: Scope, which: string, limit: number | undefined): FieldRef[] {
  const kind = which.toUpperCase();
  const at = scope.locator.word('FIELDS');
  if (kind !== 'STANDARD' && kind !== 'CUSTOM' && kind !== 'ALL') {
    throw new SoqlRunError('MALFORMED_QUERY', `unexpected token: '${which}'`, at.line, at.column);
  }
  if (kind !== 'STANDARD' && (limit === undefined || limit > FIELDS_LIMIT)) {
    throw new SoqlRunError(
      'MALFORMED_QUERY',
      `The SOQL FIELDS function must have a LIMIT of at most ${FIELDS_LIMIT}`,
      at.line,
      at.column,
    );
  }
  const names = Object.keys(scope.info.data.fields).filter((name) => {
    const custom = name.endsWith('__c');
    return kind === 'ALL' || (kind === 'CUSTOM') === custom;
  });
  return names.map((name) => fieldRef({ ...scope, alias: undefined }, name));
}

function orderKeys(scope: Scope, orderBy: OrderByClause | OrderByClause[] | undefined): SortKey<OrgRecord>[] {
  const clauses = orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
  return clauses.map((clause) => {
    if (!('field' in clause)) {
      const at = scope.locator.word(clause.fn.functionName ?? '');
      throw new SoqlRunError(
        'NOT_SUPPORTED',
        `ORDER BY ${clause.fn.rawValue ?? clause.fn.functionName} is not supported by the sample org outside aggregate queries`,
        at.line,
        at.column,
      );
    }
    const ref = fieldRef(scope, clause.field);
    if (ref.describe.type === 'multipicklist') {
      const at = scope.locator.path(ref.path.split('.'));
      throw new SoqlRunError(
        'INVALID_FIELD',
        `field '${ref.name}' can not be sorted in a query call`,
        at.line,
        at.column,
      );
    }
    const picklist = ref.describe.type === 'picklist' ? ref.describe.picklistValues : undefined;
    return sortKey(getter(scope, ref), kindOf(ref.describe.type), clause.order, clause.nulls, picklist);
  });
}

/** Compile the record query of one level (the root, or a child subquery). */
export function compileRecords(scope: Scope, query: QueryBase): RecordPlan {
  const columns: Column[] = [];
  const seen = new Set<string>();
  const add = (ref: FieldRef): void => {
    const key = ref.path.toLowerCase();
    if (seen.has(key)) {
      const at = scope.locator.path(ref.path.split('.'));
      throw new SoqlRunError('MALFORMED_QUERY', `duplicate field selected: ${ref.path}`, at.line, at.column);
    }
    seen.add(key);
    columns.push({ kind: 'field', ref });
  };
  for (const item of query.fields ?? []) compileItem(scope, query, item, add, columns);
  checkOffset(scope, query.offset);
  return {
    scope,
    columns,
    filter: compileWhere(scope, query.where),
    keys: orderKeys(scope, query.orderBy),
    limit: query.limit,
    offset: query.offset,
  };
}

function compileItem(
  scope: Scope,
  query: QueryBase,
  item: SelectItem,
  add: (ref: FieldRef) => void,
  columns: Column[],
): void {
  switch (item.type) {
    case 'Field':
    case 'FieldRelationship': {
      const raw = item.type === 'Field' ? item.field : [...item.relationships, item.field].join('.');
      if ('alias' in item && item.alias) {
        const at = scope.locator.word(item.alias);
        throw new SoqlRunError('MALFORMED_QUERY', 'Only aggregate expressions use field aliasing', at.line, at.column);
      }
      add(fieldRef(scope, raw));
      return;
    }
    case 'FieldFunctionExpression': {
      const name = item.functionName.toUpperCase();
      if (name === 'FIELDS') {
        for (const ref of expandFields(scope, String(item.parameters[0] ?? ''), query.limit)) add(ref);
        return;
      }
      const at = scope.locator.word(item.functionName);
      throw new SoqlRunError(
        'NOT_SUPPORTED',
        isAggregateName(name)
          ? `${name}() cannot be used in a child subquery`
          : `${item.functionName}() is not supported by the sample org`,
        at.line,
        at.column,
      );
    }
    case 'FieldSubquery': {
      const sub = item.subquery;
      const at = scope.locator.word(sub.relationshipName);
      const rel = requireChild(scope.info, sub.relationshipName, at);
      const child = scope.index.object(rel.childSObject);
      if (!child)
        throw new SoqlRunError(
          'INVALID_TYPE',
          `sObject type '${rel.childSObject}' is not supported.`,
          at.line,
          at.column,
        );
      const plan = compileRecords({ ...scope, info: child, alias: sub.sObjectPrefix?.[0] ?? undefined }, sub);
      columns.push({ kind: 'child', rel, plan });
      return;
    }
    case 'FieldTypeof': {
      const at = scope.locator.word('TYPEOF');
      throw new SoqlRunError('NOT_SUPPORTED', 'TYPEOF is not supported by the sample org', at.line, at.column);
    }
  }
}

/** Put a field's value into a result record, nesting parents under their relationship names. */
function put(plan: RecordPlan, out: ResultRecord, record: OrgRecord, ref: FieldRef): void {
  let target: Record<string, unknown> = out;
  let current: OrgRecord = record;
  for (const hop of ref.hops as Hop[]) {
    const existing = target[hop.relationshipName];
    if (existing === null) return;
    const parent = plan.scope.index.record(current[hop.field] ?? null);
    if (!parent) {
      target[hop.relationshipName] = null;
      return;
    }
    if (existing === undefined) target[hop.relationshipName] = { attributes: attributes(hop.target, parent) };
    target = target[hop.relationshipName] as Record<string, unknown>;
    current = parent;
  }
  target[ref.name] = restValue(ref.describe.type, current[ref.name] ?? null);
}

/** Filter, sort and page the records of one level. */
export function selectRecords(plan: RecordPlan, records: readonly OrgRecord[]): OrgRecord[] {
  const matching = plan.filter === MATCH_ALL ? records : records.filter(plan.filter);
  return page(sortBy(matching, plan.keys), plan.limit, plan.offset);
}

/** Evaluate a compiled record query over candidate records. */
export function evaluateRecords(plan: RecordPlan, records: readonly OrgRecord[]): QueryResult {
  const rows = selectRecords(plan, records).map((record) => {
    const out: ResultRecord = { attributes: attributes(plan.scope.info.name, record) };
    for (const column of plan.columns) {
      if (column.kind === 'field') {
        put(plan, out, record, column.ref);
      } else {
        const children = plan.scope.index.childrenOf(column.rel, record.Id ?? null);
        const result = evaluateRecords(column.plan, children);
        out[column.rel.relationshipName] = result.totalSize === 0 ? null : result;
      }
    }
    return out;
  });
  return { totalSize: rows.length, done: true, records: rows };
}
