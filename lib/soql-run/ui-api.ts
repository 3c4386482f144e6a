/**
 * What the Salesforce UI API would return for a GraphQL query, evaluated over an org: the query's
 * `where`, `orderBy` and `first` arguments read back from the printed GraphQL, with the UI API's
 * rules: several keys in one filter object mean AND, a relationship key nests a filter on the
 * parent record, `nulls` defaults to FIRST whatever the direction, and `first` defaults to 10.
 * Values compare as SOQL compares them (the runner's values.ts): the UI API runs SOQL underneath,
 * so what differs between the two is the translation, which is what the converter's proof and its
 * differential test look at. Child connections (`Contacts { edges { node … } } }`) are evaluated
 * the same way, under their parent.
 */
import { Kind, parse, type ArgumentNode, type FieldNode, type SelectionSetNode, type ValueNode } from 'graphql';
import { dateLiteralRange } from './dates';
import { sortBy, sortKey, type SortKey } from './order';
import { attributes, restValue } from './records';
import { indexOf, type ObjectInfo, type OrgIndex, readField, resolveField } from './schema';
import type { Org, OrgRecord, QueryResult, ResultRecord } from './types';
import { comparable, compare, includes, isIn, kindOf, type Operand } from './values';

/** The UI API's page size when a query gives no `first`. */
export const UI_API_DEFAULT_FIRST = 10;

type Variables = Readonly<Record<string, unknown>>;

/** An error in the GraphQL this evaluator reads (not a SOQL error: the converter's output is wrong). */
export class UiApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UiApiError';
  }
}

const OPERATORS: Readonly<Record<string, string>> = {
  eq: '=',
  ne: '!=',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'LIKE',
};
const LIST_OPERATORS = new Set(['in', 'nin', 'includes', 'excludes']);

/** A GraphQL value as plain data, variables replaced by their values. */
function plain(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => plain(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, plain(field.value, variables)]));
    case Kind.VARIABLE:
      return variables[node.name.value] ?? null;
  }
}

/** One operand of a UI API filter: `"x"`, `{ value: x }`, `{ literal: TODAY }`, `{ range: { last_n_days: 3 } }`. */
function operand(value: unknown, kind: ReturnType<typeof kindOf>, today: string): Operand {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    const [name, inner] = entries[0] ?? [];
    if (entries.length === 1 && name === 'value') return operand(inner, kind, today);
    if (entries.length === 1 && name === 'literal' && typeof inner === 'string') {
      const range = dateLiteralRange(inner, undefined, today);
      if (range) return { first: range[0], last: range[1] };
    }
    if (entries.length === 1 && name === 'range' && inner && typeof inner === 'object') {
      const [literal, n] = Object.entries(inner as Record<string, unknown>)[0] ?? [];
      const range = literal && typeof n === 'number' ? dateLiteralRange(literal, n, today) : undefined;
      if (range) return { first: range[0], last: range[1] };
    }
    throw new UiApiError(`Unexpected filter value ${JSON.stringify(value)}`);
  }
  if (typeof value === 'object' && value !== null) throw new UiApiError('Unexpected list');
  return { value: comparable(kind, value as string | number | boolean | null) };
}

interface Context {
  index: OrgIndex;
  org: Org;
  variables: Variables;
}

/** A `where` object on `info`'s records: and/or/not, field keys (AND), relationship keys nest. */
function matches(context: Context, info: ObjectInfo, record: OrgRecord, filter: unknown, path: string[] = []): boolean {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
    throw new UiApiError('A filter must be an object');
  }
  return Object.entries(filter as Record<string, unknown>).every(([key, value]) => {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw new UiApiError(`${key} must be a list`);
      const results = value.map((item) => matches(context, info, record, item, path));
      return key === 'and' ? results.every(Boolean) : results.some(Boolean);
    }
    if (key === 'not') return !matches(context, info, record, value, path);
    if (key === 'inq' || key === 'ninq') {
      const found = semiJoin(context, value).has(
        String(readField(context.index, record, fieldAt(context, info, path))),
      );
      return key === 'inq' ? found : !found;
    }
    if (key in OPERATORS || LIST_OPERATORS.has(key)) {
      const ref = fieldAt(context, info, path);
      const kind = kindOf(ref.describe.type);
      const fieldValue = comparable(kind, readField(context.index, record, ref));
      if (LIST_OPERATORS.has(key)) {
        if (!Array.isArray(value)) throw new UiApiError(`${key} takes a list`);
        const operands = value.map((item) => operand(item, kind, context.org.today));
        if (key === 'in') return isIn(kind, fieldValue, operands);
        if (key === 'nin') return !isIn(kind, fieldValue, operands);
        return key === 'includes' ? includes(fieldValue, operands) : !includes(fieldValue, operands);
      }
      return compare(kind, fieldValue, OPERATORS[key]!, operand(value, kind, context.org.today));
    }
    return matches(context, info, record, value, [...path, key]);
  });
}

function fieldAt(context: Context, info: ObjectInfo, path: string[]) {
  return resolveField(context.index, info, path, () => ({ line: 1, column: 1 }));
}

/** `inq: { Contact: { …filter… }, ApiName: "AccountId" }`: the values of that field on the matching records. */
function semiJoin(context: Context, value: unknown): Set<string> {
  const { ApiName: field, ...rest } = (value ?? {}) as Record<string, unknown>;
  const [objectName, filter] = Object.entries(rest)[0] ?? [];
  if (typeof field !== 'string' || !objectName) throw new UiApiError('inq needs an object and an ApiName');
  const info = requireInfo(context.index, objectName);
  const ref = fieldAt(context, info, [field]);
  const values = new Set<string>();
  for (const record of info.data.records) {
    if (filter && !matches(context, info, record, filter)) continue;
    const found = readField(context.index, record, ref);
    if (found !== null) values.add(String(found));
  }
  return values;
}

/** An `orderBy` object, in key order; a relationship key nests. */
function sortKeys(context: Context, info: ObjectInfo, node: unknown, path: string[] = []): SortKey<OrgRecord>[] {
  if (node === null || typeof node !== 'object') throw new UiApiError('orderBy must be an object');
  const keys: SortKey<OrgRecord>[] = [];
  for (const [name, clause] of Object.entries(node as Record<string, unknown>)) {
    const fields = (clause ?? {}) as Record<string, unknown>;
    if (typeof fields.order === 'string') {
      const ref = resolveField(context.index, info, [...path, name], () => ({ line: 1, column: 1 }));
      const kind = kindOf(ref.describe.type);
      // The UI API puts nulls first unless told otherwise, in either direction.
      const nulls = typeof fields.nulls === 'string' ? fields.nulls : 'FIRST';
      keys.push(
        sortKey(
          (record) => comparable(kind, readField(context.index, record, ref)),
          kind,
          fields.order,
          nulls,
          ref.describe.type === 'picklist' ? ref.describe.picklistValues : undefined,
        ),
      );
    } else {
      keys.push(...sortKeys(context, info, fields, [...path, name]));
    }
  }
  return keys;
}

function argumentsOf(field: FieldNode, variables: Variables): Map<string, unknown> {
  return new Map((field.arguments ?? []).map((a: ArgumentNode) => [a.name.value, plain(a.value, variables)]));
}

/** The records a connection field selects from `records`: where, orderBy, first. */
function select(context: Context, info: ObjectInfo, records: readonly OrgRecord[], field: FieldNode): OrgRecord[] {
  const args = argumentsOf(field, context.variables);
  const where = args.get('where');
  const matching = where ? records.filter((record) => matches(context, info, record, where)) : [...records];
  const orderBy = args.get('orderBy');
  const sorted = orderBy ? sortBy(matching, sortKeys(context, info, orderBy)) : matching;
  const first = args.get('first');
  return sorted.slice(0, typeof first === 'number' ? first : UI_API_DEFAULT_FIRST);
}

function childField(set: SelectionSetNode | undefined, name: string): FieldNode {
  const found = set?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === name);
  if (!found) throw new UiApiError(`No ${name} field in the GraphQL`);
  return found;
}

/** The object connection of a printed query: `uiapi { query { Account(…) { … } } }`. */
function objectConnection(document: string): FieldNode {
  const operation = parse(document).definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new UiApiError('No operation');
  const uiapi = childField(operation.selectionSet, 'uiapi').selectionSet;
  if (uiapi?.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'aggregate')) {
    throw new UiApiError('the proof compares records, and this is an aggregate query');
  }
  const query = childField(uiapi, 'query');
  const connection = query.selectionSet?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD);
  if (!connection) throw new UiApiError('No object in the query');
  return connection;
}

function requireInfo(index: OrgIndex, name: string): ObjectInfo {
  const info = index.object(name);
  if (!info) throw new UiApiError(`The org has no object ${name}`);
  return info;
}

/** The records the UI API returns for a printed GraphQL query, in its order. */
export function uiApiSelect(document: string, org: Org, variables: Variables = {}): OrgRecord[] {
  const index = indexOf(org);
  const connection = objectConnection(document);
  const info = requireInfo(index, connection.name.value);
  return select({ index, org, variables }, info, info.data.records, connection);
}

/** A node's selected fields as a REST-shaped record: `Name { value }` → `Name`, parents nested. */
function restRecord(context: Context, info: ObjectInfo, record: OrgRecord, selection: SelectionSetNode): ResultRecord {
  const out: ResultRecord = { attributes: attributes(info.name, record) };
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) continue;
    const name = node.name.value;
    const inner = node.selectionSet;
    const field = info.fields.get(name.toLowerCase());
    if (!inner) {
      if (field) out[field.name] = restValue(field.describe.type, record[field.name] ?? null);
      continue;
    }
    if (field && inner.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'value')) {
      out[field.name] = restValue(field.describe.type, record[field.name] ?? null);
      continue;
    }
    const parent = info.parents.get(name.toLowerCase());
    if (parent) {
      const parentRecord = context.index.record(record[parent.field] ?? null);
      const target = requireInfo(context.index, parent.target);
      out[parent.relationshipName] = parentRecord ? restRecord(context, target, parentRecord, inner) : null;
      continue;
    }
    const child = info.children.get(name.toLowerCase());
    if (child) {
      const childInfo = requireInfo(context.index, child.childSObject);
      const selected = select(context, childInfo, context.index.childrenOf(child, record.Id ?? null), node);
      out[child.relationshipName] = selected.length === 0 ? null : connectionResult(context, childInfo, selected, node);
    }
  }
  return out;
}

function connectionResult(
  context: Context,
  info: ObjectInfo,
  records: OrgRecord[],
  connection: FieldNode,
): QueryResult {
  const nodeSelection = childField(childField(connection.selectionSet, 'edges').selectionSet, 'node').selectionSet;
  if (!nodeSelection) throw new UiApiError('A node without fields');
  return {
    totalSize: records.length,
    done: true,
    records: records.map((record) => restRecord(context, info, record, nodeSelection)),
  };
}

/** What the UI API returns for a printed GraphQL query, in the REST API's shape, so one grid shows both. */
export function uiApiResult(document: string, org: Org, variables: Variables = {}): QueryResult {
  const context: Context = { index: indexOf(org), org, variables };
  const connection = objectConnection(document);
  const info = requireInfo(context.index, connection.name.value);
  return connectionResult(context, info, select(context, info, info.data.records, connection), connection);
}
