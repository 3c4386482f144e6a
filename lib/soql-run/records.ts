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
  /** The result record of one org record: the columns compiled into writers once per query. */
  row: (record: OrgRecord) => ResultRecord;
  filter: Predicate;
  keys: SortKey<OrgRecord>[];
  limit?: number;
  offset?: number;
}

export function attributes(type: string, record: OrgRecord): ResultRecord['attributes'] {
  return attributesOf(type)(record);
}

/** `attributes` for records of one type, with the URL's prefix built once. */
function attributesOf(type: string): (record: OrgRecord) => ResultRecord['attributes'] {
  const prefix = `/services/data/${API_VERSION}/sobjects/${type}/`;
  return (record) => {
    const id = record.Id;
    return typeof id === 'string' ? { type, url: prefix + id } : { type };
  };
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
    row: rowBuilder(scope, columns),
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

/** Writes one column (or a parent's nested record) of a result record from an org record. */
type Writer = (out: Record<string, unknown>, record: OrgRecord) => void;

function fieldWriter(ref: FieldRef): Writer {
  const name = ref.name;
  if (ref.describe.type === 'datetime') {
    return (out, record) => {
      out[name] = restValue('datetime', record[name] ?? null);
    };
  }
  return (out, record) => {
    const value = record[name];
    out[name] = value === undefined ? null : value;
  };
}

/**
 * A parent's nested record under its relationship name (`{ Owner: { attributes, Name } }`), or
 * null through an empty lookup; `writers` fill it, and are added to as later columns name the
 * same parent.
 */
function parentWriter(scope: Scope, hop: Hop, writers: Writer[]): Writer {
  const attributesFor = attributesOf(hop.target);
  const { index } = scope;
  return (out, record) => {
    const parent = index.record(record[hop.field] ?? null);
    if (!parent) {
      out[hop.relationshipName] = null;
      return;
    }
    const nested: Record<string, unknown> = { attributes: attributesFor(parent) };
    for (let i = 0; i < writers.length; i += 1) (writers[i] as Writer)(nested, parent);
    out[hop.relationshipName] = nested;
  };
}

/** A child subquery: `{ totalSize, done, records }` of the record's children, or null when there is none. */
function childWriter(scope: Scope, rel: ChildRelationship, plan: RecordPlan): Writer {
  let byParent: ReadonlyMap<string, readonly OrgRecord[]> | undefined;
  return (out, record) => {
    byParent ??= scope.index.childMap(rel);
    const id = record.Id;
    const children = typeof id === 'string' ? byParent.get(id) : undefined;
    const result = children ? evaluateRecords(plan, children) : undefined;
    out[rel.relationshipName] = result && result.totalSize > 0 ? result : null;
  };
}

/**
 * The SELECT list compiled into writers: one per field, one per parent relationship (its fields
 * nested in it, each parent looked up once per record however many of its fields are selected),
 * one per child subquery. Keys come in the order the query first names them, as the REST API
 * writes them.
 */
function rowBuilder(scope: Scope, columns: readonly Column[]): (record: OrgRecord) => ResultRecord {
  const writers: Writer[] = [];
  const parents = new Map<Writer[], Map<string, Writer[]>>();
  const nestedWriters = (level: Writer[], hop: Hop): Writer[] => {
    let byName = parents.get(level);
    if (!byName) {
      byName = new Map();
      parents.set(level, byName);
    }
    let nested = byName.get(hop.relationshipName);
    if (!nested) {
      nested = [];
      byName.set(hop.relationshipName, nested);
      level.push(parentWriter(scope, hop, nested));
    }
    return nested;
  };
  for (const column of columns) {
    if (column.kind === 'child') {
      writers.push(childWriter(scope, column.rel, column.plan));
      continue;
    }
    let level = writers;
    for (const hop of column.ref.hops) level = nestedWriters(level, hop);
    level.push(fieldWriter(column.ref));
  }
  const attributesFor = attributesOf(scope.info.name);
  return (record) => {
    const out: ResultRecord = { attributes: attributesFor(record) };
    for (let i = 0; i < writers.length; i += 1) (writers[i] as Writer)(out, record);
    return out;
  };
}

/** Filter, sort and page the records of one level. */
export function selectRecords(plan: RecordPlan, records: readonly OrgRecord[]): readonly OrgRecord[] {
  const matching = plan.filter === MATCH_ALL ? records : records.filter(plan.filter);
  return page(plan.keys.length === 0 ? matching : sortBy(matching, plan.keys), plan.limit, plan.offset);
}

/** Evaluate a compiled record query over candidate records. */
export function evaluateRecords(plan: RecordPlan, records: readonly OrgRecord[]): QueryResult {
  const selected = selectRecords(plan, records);
  const rows = new Array<ResultRecord>(selected.length);
  for (let i = 0; i < selected.length; i += 1) rows[i] = plan.row(selected[i] as OrgRecord);
  return { totalSize: rows.length, done: true, records: rows };
}
