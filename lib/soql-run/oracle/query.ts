/**
 * Queries of the oracle test as data: generated at random over the oracle's schema, printed as
 * SOQL, and made smaller one step at a time when they fail. Every query generated is valid SOQL
 * that Salesforce accepts, so the runner must answer it. Test-only.
 */
import { SOQL_DATE_LITERALS, SOQL_DATE_N_LITERALS } from '@/lib/soql-to-graphql/constants';
import type { ChildRelationship, FieldDescribe, FieldType, Org, OrgRecord } from '../types';
import { int, pick, type Random } from './org';

// ---------------------------------------------------------------------------
// The model

export interface Hop {
  relationshipName: string;
  field: string;
  target: string;
}

/** A field reached from a query's object through zero or more parents. */
export interface FieldPath {
  hops: readonly Hop[];
  field: string;
  describe: FieldDescribe;
  /** The object that holds the field. */
  object: string;
}

export const DATE_FUNCTIONS = [
  'CALENDAR_YEAR',
  'CALENDAR_QUARTER',
  'CALENDAR_MONTH',
  'DAY_IN_MONTH',
  'DAY_IN_WEEK',
  'DAY_IN_YEAR',
  'WEEK_IN_MONTH',
  'WEEK_IN_YEAR',
  'FISCAL_YEAR',
  'FISCAL_QUARTER',
  'HOUR_IN_DAY',
  'DAY_ONLY',
] as const;
export type DateFunction = (typeof DATE_FUNCTIONS)[number];
export type AggregateFunction = 'COUNT' | 'COUNT_DISTINCT' | 'SUM' | 'AVG' | 'MIN' | 'MAX';

/** What a condition or a sort key reads: a field, a date function of one, or an aggregate of one. */
export type Target =
  | { kind: 'field'; path: FieldPath }
  | { kind: 'fn'; fn: DateFunction; path: FieldPath }
  | { kind: 'agg'; fn: AggregateFunction; path: FieldPath };

export type Literal =
  | { t: 'null' }
  | { t: 'string'; v: string }
  | { t: 'number'; v: number; currency?: boolean }
  | { t: 'boolean'; v: boolean }
  | { t: 'date'; v: string }
  | { t: 'datetime'; text: string }
  | { t: 'dateLiteral'; name: string; n?: number };

export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Cond =
  | { kind: 'cmp'; target: Target; op: ComparisonOperator; value: Literal }
  | { kind: 'in'; target: Target; not: boolean; values: Literal[] }
  | { kind: 'like'; target: Target; pattern: string }
  | { kind: 'includes'; target: Target; excludes: boolean; values: string[] }
  | { kind: 'semi'; field: FieldPath; not: boolean; object: string; select: FieldPath; where?: Cond }
  | { kind: 'and' | 'or'; items: Cond[] }
  | { kind: 'not'; item: Cond };

export interface OrderKey {
  target: Target;
  dir?: 'ASC' | 'DESC';
  nulls?: 'FIRST' | 'LAST';
}

export interface ChildQuery {
  rel: ChildRelationship;
  fields: FieldPath[];
  where?: Cond;
  orderBy: OrderKey[];
  limit?: number;
}

export interface RecordQuery {
  kind: 'records';
  object: string;
  fields: FieldPath[];
  children: ChildQuery[];
  where?: Cond;
  orderBy: OrderKey[];
  limit?: number;
  offset?: number;
}

export interface CountQuery {
  kind: 'count';
  object: string;
  where?: Cond;
  limit?: number;
}

/** A SELECT item of an aggregate query: a GROUP BY item (by index) or an aggregate. */
export type AggregateItem =
  { kind: 'group'; index: number; alias?: string } | { kind: 'agg'; target: Target & { kind: 'agg' }; alias?: string };

export interface AggregateQuery {
  kind: 'aggregate';
  object: string;
  groupBy: (Target & { kind: 'field' | 'fn' })[];
  items: AggregateItem[];
  where?: Cond;
  having?: Cond;
  orderBy: OrderKey[];
  limit?: number;
}

export type Query = RecordQuery | CountQuery | AggregateQuery;

// ---------------------------------------------------------------------------
// Schema helpers

function fieldsOf(org: Org, object: string): Readonly<Record<string, FieldDescribe>> {
  const data = org.objects[object];
  if (!data) throw new Error(`No object ${object}`);
  return data.fields;
}

function targetOf(describe: FieldDescribe): string {
  const to = describe.referenceTo;
  return typeof to === 'string' ? to : (to?.[0] ?? '');
}

/** Every field path from `object` with at most `maxHops` parents. */
function allPaths(org: Org, object: string, maxHops: number, hops: Hop[] = []): FieldPath[] {
  const out: FieldPath[] = [];
  for (const [field, describe] of Object.entries(fieldsOf(org, object))) {
    out.push({ hops, field, describe, object });
    const target = targetOf(describe);
    if (describe.type === 'reference' && hops.length < maxHops && describe.relationshipName && org.objects[target]) {
      const hop = { relationshipName: describe.relationshipName, field, target };
      out.push(...allPaths(org, target, maxHops, [...hops, hop]));
    }
  }
  return out;
}

/** Paths by object, for each org schema (org variants with another today share their objects). */
const PATHS = new WeakMap<Org['objects'], Map<string, FieldPath[][]>>();

/** Paths of `object` grouped by their number of hops (0 to 3). */
function pathsByDepth(org: Org, object: string): FieldPath[][] {
  let byObject = PATHS.get(org.objects);
  if (!byObject) PATHS.set(org.objects, (byObject = new Map()));
  let byDepth = byObject.get(object);
  if (!byDepth) {
    byDepth = [[], [], [], []];
    for (const path of allPaths(org, object, 3)) byDepth[path.hops.length]?.push(path);
    byObject.set(object, byDepth);
  }
  return byDepth;
}

const hasPath = (org: Org, object: string, accept: (p: FieldPath) => boolean) =>
  pathsByDepth(org, object).some((paths) => paths.some(accept));

/** A random path, mostly on the object itself, sometimes up to three parents away. */
function randomPath(
  random: Random,
  org: Org,
  object: string,
  accept: (p: FieldPath) => boolean = () => true,
): FieldPath {
  const byDepth = pathsByDepth(org, object);
  for (let tries = 0; tries < 50; tries += 1) {
    const roll = random();
    const depth = roll < 0.55 ? 0 : roll < 0.8 ? 1 : roll < 0.93 ? 2 : 3;
    const candidates = (byDepth[depth] ?? []).filter(accept);
    if (candidates.length > 0) return pick(random, candidates);
  }
  const any = byDepth.flat().filter(accept);
  if (any.length === 0) throw new Error(`No path on ${object}`);
  return pick(random, any);
}

export function pathText(path: FieldPath): string {
  return [...path.hops.map((h) => h.relationshipName), path.field].join('.');
}

const STRINGY: ReadonlySet<FieldType> = new Set(['string', 'email', 'phone', 'textarea', 'url']);
const NUMERIC: ReadonlySet<FieldType> = new Set(['int', 'double', 'currency', 'percent']);

export const isStringy = (type: FieldType) => STRINGY.has(type);
export const isNumeric = (type: FieldType) => NUMERIC.has(type);
const isIdLike = (type: FieldType) => type === 'id' || type === 'reference';
const isTemporal = (type: FieldType) => type === 'date' || type === 'datetime';
const temporal = (p: FieldPath) => isTemporal(p.describe.type);
/** Long text can be neither filtered nor sorted in Salesforce: textarea fields are only selected. */
const filterable = (p: FieldPath) => p.describe.type !== 'textarea';

// ---------------------------------------------------------------------------
// Literals

/** Values of a field found in the org, so that equality and ties are frequent. */
function sampleValue(random: Random, org: Org, path: FieldPath): string | number | boolean | null {
  const records = org.objects[path.object]?.records ?? [];
  const record = pick(random, records) as OrgRecord | undefined;
  return record ? (record[path.field] ?? null) : null;
}

/** Flip the case of ASCII letters, as a case-insensitive comparison must not care. */
function flipCase(random: Random, text: string): string {
  return text.replace(/[a-zA-Z]/g, (c) =>
    random() < 0.5 ? c : c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase(),
  );
}

function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A datetime literal for an instant, written in UTC or with an offset from it. */
function datetimeText(random: Random, iso: string): string {
  const ms = Date.parse(iso);
  const offsetHours = pick(random, [0, 0, -5, 1, 9]);
  const local = new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 19);
  if (offsetHours === 0) return `${local}Z`;
  const sign = offsetHours < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

/** Every date literal the SOQL grammar knows (the converter's lists: names only, no semantics). */
const FIXED_DATE_LITERALS = [...SOQL_DATE_LITERALS];
const N_DATE_LITERALS = [...SOQL_DATE_N_LITERALS];

function randomDateLiteral(random: Random): Literal {
  if (random() < 0.45) return { t: 'dateLiteral', name: pick(random, FIXED_DATE_LITERALS) };
  const name = random() < 0.3 ? pick(random, ['LAST_N_DAYS', 'NEXT_N_DAYS']) : pick(random, N_DATE_LITERALS);
  const n = name.includes('DAYS') ? pick(random, [1, 2, 3, 7, 30, 400]) : pick(random, [1, 2, 3]);
  return { t: 'dateLiteral', name, n };
}

/** A literal for a field (not null, not a date literal). */
function randomLiteral(random: Random, org: Org, path: FieldPath): Literal {
  const { type } = path.describe;
  const sampled = sampleValue(random, org, path);
  if (isStringy(type) || type === 'picklist') {
    const values = path.describe.picklistValues;
    const text =
      typeof sampled === 'string' && random() < 0.8
        ? sampled
        : values
          ? pick(random, values)
          : pick(random, ['Acme', 'zzz', 'A', 'bank_1', 'Nguyen']);
    return { t: 'string', v: random() < 0.3 ? flipCase(random, text) : text };
  }
  if (isIdLike(type)) {
    const target = type === 'id' ? path.object : targetOf(path.describe);
    const records = org.objects[target]?.records ?? [];
    const idValue = String(pick(random, records).Id);
    // Sometimes the 15-character form of the Id, which Salesforce accepts too.
    return { t: 'string', v: random() < 0.15 ? idValue.slice(0, 15) : idValue };
  }
  if (isNumeric(type)) {
    let v = typeof sampled === 'number' && random() < 0.7 ? sampled : pick(random, [0, 1, 50, 100, 1000, 120_000]);
    if (type !== 'int' && random() < 0.2) v += 0.5;
    return { t: 'number', v, currency: type === 'currency' && random() < 0.15 };
  }
  if (type === 'boolean') return { t: 'boolean', v: random() < 0.5 };
  if (type === 'date') {
    const day = typeof sampled === 'string' ? sampled : '2026-03-16';
    return { t: 'date', v: random() < 0.7 ? day : shiftDay(day, int(random, -3, 3)) };
  }
  if (type === 'datetime') {
    const iso = typeof sampled === 'string' ? sampled : '2026-03-16T00:00:00Z';
    const shifted = random() < 0.6 ? iso : new Date(Date.parse(iso) + int(random, -2, 2) * 3_600_000).toISOString();
    return { t: 'datetime', text: datetimeText(random, shifted) };
  }
  if (type === 'multipicklist') {
    const values = path.describe.picklistValues ?? [];
    const chosen = values.filter(() => random() < 0.4);
    return { t: 'string', v: (chosen.length ? chosen : [pick(random, values)]).join(';') };
  }
  throw new Error(`No literal for ${type}`);
}

// ---------------------------------------------------------------------------
// Conditions

function likePattern(random: Random, org: Org, path: FieldPath): string {
  const sampled = sampleValue(random, org, path);
  const text = typeof sampled === 'string' && !sampled.includes('\\') ? sampled : 'Acme';
  const escape = (s: string) => s.replace(/[%_]/g, '\\$&');
  const k = int(random, 1, Math.max(1, Math.min(4, text.length)));
  switch (int(random, 0, 6)) {
    case 0:
      return `${escape(flipCase(random, text.slice(0, k)))}%`;
    case 1:
      return `%${escape(text.slice(1, 1 + k))}%`;
    case 2:
      return `_${escape(text.slice(1))}`;
    case 3:
      return escape(flipCase(random, text));
    case 4:
      return pick(random, ['%\\_%', '%\\%%', '%', '%_%', "%'%", 'a%']);
    case 5: {
      const chars = [...escape(text)];
      const i = int(random, 0, chars.length - 1);
      if (chars[i] !== '\\' && chars[i - 1] !== '\\') chars[i] = '_';
      return chars.join('');
    }
    default:
      return `%${escape(text.slice(-k))}`;
  }
}

/** One condition on a field of `object` (no semi-join). */
function randomCondition(random: Random, org: Org, object: string): Cond {
  // Date and datetime fields are few: pick them more often than their share, for the date literals.
  const path = randomPath(random, org, object, random() < 0.25 ? temporal : filterable);
  const target: Target = { kind: 'field', path };
  const { type } = path.describe;
  const roll = random();
  if (roll < 0.1) return { kind: 'cmp', target, op: pick(random, ['=', '!='] as const), value: { t: 'null' } };
  if (type === 'multipicklist') {
    if (roll < 0.7) {
      const values = Array.from({ length: int(random, 1, 2) }, () => {
        const lit = randomLiteral(random, org, path) as { v: string };
        return random() < 0.3 ? flipCase(random, lit.v) : lit.v;
      });
      return { kind: 'includes', target, excludes: random() < 0.4, values };
    }
    return { kind: 'cmp', target, op: pick(random, ['=', '!='] as const), value: randomLiteral(random, org, path) };
  }
  if (isStringy(type) && roll < 0.3) return { kind: 'like', target, pattern: likePattern(random, org, path) };
  if (type !== 'boolean' && roll < 0.45) {
    const values = Array.from({ length: int(random, 1, 3) }, () => randomLiteral(random, org, path));
    if (random() < 0.25) values.push({ t: 'null' });
    return { kind: 'in', target, not: random() < 0.45, values };
  }
  if (isTemporal(type) && roll < 0.65) {
    return {
      kind: 'cmp',
      target,
      op: pick(random, ['=', '!=', '<', '<=', '>', '>='] as const),
      value: randomDateLiteral(random),
    };
  }
  if (isTemporal(type) && roll < 0.72) {
    const fn = pick(
      random,
      DATE_FUNCTIONS.filter((f) => type === 'datetime' || (f !== 'HOUR_IN_DAY' && f !== 'DAY_ONLY')),
    );
    const fnTarget: Target = { kind: 'fn', fn, path };
    if (fn === 'DAY_ONLY') {
      return {
        kind: 'cmp',
        target: fnTarget,
        op: pick(random, ['=', '<', '>='] as const),
        value: { t: 'date', v: String(sampleValue(random, org, path) ?? '2026-03-16').slice(0, 10) },
      };
    }
    const numbers =
      fn.includes('YEAR') && !fn.startsWith('DAY') && !fn.startsWith('WEEK')
        ? [2024, 2025, 2026, 2027]
        : [1, 2, 3, 4, 5, 6, 7, 12, 23, 31, 52, 60];
    if (random() < 0.3) {
      return {
        kind: 'in',
        target: fnTarget,
        not: random() < 0.3,
        values: [pick(random, numbers), pick(random, numbers)].map((v) => ({ t: 'number', v })),
      };
    }
    return {
      kind: 'cmp',
      target: fnTarget,
      op: pick(random, ['=', '!=', '<', '<=', '>', '>='] as const),
      value: { t: 'number', v: pick(random, numbers) },
    };
  }
  const ops: readonly ComparisonOperator[] =
    type === 'boolean' || type === 'picklist' || isIdLike(type) ? ['=', '!='] : ['=', '!=', '<', '<=', '>', '>='];
  return { kind: 'cmp', target, op: pick(random, ops), value: randomLiteral(random, org, path) };
}

/** `nots`: how many NOTs directly enclose this expression (the parser loses a third one in a row). */
function randomExpr(random: Random, org: Org, object: string, depth: number, nots = 0): Cond {
  const roll = random();
  if (depth <= 0 || roll < 0.45) return randomCondition(random, org, object);
  if (roll < 0.55 && nots < 2) return { kind: 'not', item: randomExpr(random, org, object, depth - 1, nots + 1) };
  const items = Array.from({ length: int(random, 2, 3) }, () => randomExpr(random, org, object, depth - 1));
  return { kind: roll < 0.78 ? 'and' : 'or', items };
}

/** Id and reference fields of the schema that point to `object`. */
function referencesTo(org: Org, object: string): { object: string; field: string }[] {
  const out: { object: string; field: string }[] = [];
  for (const [name, schema] of Object.entries(org.objects)) {
    for (const [field, describe] of Object.entries(schema.fields)) {
      if (describe.type === 'reference' && targetOf(describe) === object) out.push({ object: name, field });
    }
  }
  return out;
}

/**
 * A semi-join or anti-join: `Id IN (SELECT AccountId FROM Contact WHERE …)`, or a reference
 * field of the object in the Ids of another object. The inner object differs from the outer one,
 * as Salesforce requires.
 */
function randomSemiJoin(random: Random, org: Org, object: string): Cond | undefined {
  const outerFields = Object.entries(fieldsOf(org, object)).filter(([, d]) => isIdLike(d.type));
  const [outerName, outerDescribe] = pick(random, outerFields);
  const pointsTo = outerDescribe.type === 'id' ? object : targetOf(outerDescribe);
  const inner = [{ object: pointsTo, field: 'Id' }, ...referencesTo(org, pointsTo)].filter(
    (candidate) => candidate.object !== object,
  );
  if (inner.length === 0) return undefined;
  const chosen = pick(random, inner);
  const describe = fieldsOf(org, chosen.object)[chosen.field] as FieldDescribe;
  return {
    kind: 'semi',
    field: { hops: [], field: outerName, describe: outerDescribe, object },
    not: random() < 0.4,
    object: chosen.object,
    select: { hops: [], field: chosen.field, describe, object: chosen.object },
    where: random() < 0.8 ? randomExpr(random, org, chosen.object, 1) : undefined,
  };
}

function withSemiJoins(random: Random, org: Org, object: string, where: Cond | undefined): Cond | undefined {
  if (random() > 0.2) return where;
  // Salesforce allows semi-joins only ANDed at the top of WHERE, and at most two of them.
  const joins = Array.from({ length: random() < 0.8 ? 1 : 2 }, () => randomSemiJoin(random, org, object)).filter(
    (c): c is Cond => c !== undefined,
  );
  if (joins.length === 0) return where;
  const items = where ? [where, ...joins] : joins;
  return items.length === 1 ? items[0] : { kind: 'and', items };
}

// ---------------------------------------------------------------------------
// Queries

const sortable = (p: FieldPath) => p.describe.type !== 'multipicklist' && filterable(p);

function randomOrderBy(random: Random, org: Org, object: string, max: number): OrderKey[] {
  return Array.from({ length: int(random, 0, max) }, () => ({
    target: { kind: 'field', path: randomPath(random, org, object, sortable) } as Target,
    ...(random() < 0.6 ? { dir: pick(random, ['ASC', 'DESC'] as const) } : {}),
    ...(random() < 0.4 ? { nulls: pick(random, ['FIRST', 'LAST'] as const) } : {}),
  }));
}

function idKey(object: string): OrderKey {
  return { target: { kind: 'field', path: { hops: [], field: 'Id', describe: { type: 'id' }, object } } };
}

const isIdKey = (key: OrderKey) =>
  key.target.kind === 'field' && key.target.path.hops.length === 0 && key.target.path.field === 'Id';

/**
 * LIMIT and OFFSET take a slice of an order: when the keys may tie, Id goes last so that the slice
 * is defined (the runner's tie order is the org's, which SOQL leaves undefined).
 */
function totalOrder(object: string, keys: OrderKey[]): OrderKey[] {
  return keys.some(isIdKey) ? keys : [...keys, idKey(object)];
}

function randomFields(random: Random, org: Org, object: string, max: number): FieldPath[] {
  const fields: FieldPath[] = [];
  const seen = new Set<string>();
  for (let i = int(random, 1, max); i > 0; i -= 1) {
    const path = randomPath(random, org, object);
    const text = pathText(path).toLowerCase();
    if (!seen.has(text)) {
      seen.add(text);
      fields.push(path);
    }
  }
  return fields;
}

function randomChild(random: Random, org: Org, rel: ChildRelationship): ChildQuery {
  const object = rel.childSObject;
  const child: ChildQuery = {
    rel,
    fields: randomFields(random, org, object, 3),
    where: random() < 0.5 ? randomExpr(random, org, object, 2) : undefined,
    orderBy: randomOrderBy(random, org, object, 2),
  };
  if (random() < 0.35) {
    child.limit = int(random, 1, 4);
    child.orderBy = totalOrder(object, child.orderBy);
  }
  return child;
}

function randomRecordQuery(random: Random, org: Org, object: string): RecordQuery {
  const query: RecordQuery = {
    kind: 'records',
    object,
    fields: randomFields(random, org, object, 4),
    children: [],
    where: withSemiJoins(random, org, object, random() < 0.85 ? randomExpr(random, org, object, 3) : undefined),
    orderBy: randomOrderBy(random, org, object, 3),
  };
  const rels = org.objects[object]?.childRelationships ?? [];
  if (rels.length > 0 && random() < 0.3) {
    const chosen = rels.filter(() => random() < 0.4);
    query.children = (chosen.length ? chosen : [pick(random, rels)]).map((rel) => randomChild(random, org, rel));
  }
  const roll = random();
  if (roll < 0.45) query.limit = int(random, 1, 25);
  if (random() < 0.15) query.offset = int(random, 0, 30);
  if (query.limit !== undefined || query.offset !== undefined) query.orderBy = totalOrder(object, query.orderBy);
  return query;
}

const groupable = (p: FieldPath) =>
  ['string', 'email', 'picklist', 'boolean', 'date', 'reference', 'id'].includes(p.describe.type);

function randomGroupTarget(random: Random, org: Org, object: string): Target & { kind: 'field' | 'fn' } {
  if (random() < 0.25 && hasPath(org, object, temporal)) {
    const path = randomPath(random, org, object, temporal);
    const fn = pick(
      random,
      DATE_FUNCTIONS.filter((f) => path.describe.type === 'datetime' || (f !== 'HOUR_IN_DAY' && f !== 'DAY_ONLY')),
    );
    return { kind: 'fn', fn, path };
  }
  return { kind: 'field', path: randomPath(random, org, object, groupable) };
}

function aggregateAccepts(fn: AggregateFunction): (p: FieldPath) => boolean {
  return (p) => {
    const { type } = p.describe;
    if (!filterable(p)) return false;
    if (fn === 'SUM' || fn === 'AVG') return isNumeric(type);
    if (fn === 'MIN' || fn === 'MAX') return type !== 'boolean' && type !== 'multipicklist' && !isIdLike(type);
    return type !== 'multipicklist';
  };
}

function randomAggregate(random: Random, org: Org, object: string): Target & { kind: 'agg' } {
  const fns = (['COUNT', 'COUNT', 'COUNT_DISTINCT', 'SUM', 'AVG', 'MIN', 'MAX'] as const).filter((fn) =>
    hasPath(org, object, aggregateAccepts(fn)),
  );
  const fn = pick(random, fns);
  const path =
    fn === 'COUNT' && random() < 0.5
      ? randomPath(random, org, object, (p) => p.field === 'Id' && p.hops.length === 0)
      : randomPath(random, org, object, aggregateAccepts(fn));
  return { kind: 'agg', fn, path };
}

const sameTarget = (a: Target, b: Target) =>
  a.kind === b.kind &&
  ('fn' in a ? a.fn : '') === ('fn' in b ? b.fn : '') &&
  pathText(a.path).toLowerCase() === pathText(b.path).toLowerCase();

function aggregateLiteral(random: Random, org: Org, target: Target & { kind: 'agg' }): Literal {
  if (target.fn === 'COUNT' || target.fn === 'COUNT_DISTINCT') return { t: 'number', v: int(random, 0, 6) };
  const literal = randomLiteral(random, org, target.path);
  // An aggregate is compared with a plain number: no currency prefix.
  return literal.t === 'number' ? { t: 'number', v: literal.v } : literal;
}

function randomHaving(random: Random, org: Org, query: AggregateQuery, depth: number): Cond {
  if (depth > 0 && random() < 0.3) {
    return {
      kind: random() < 0.6 ? 'and' : 'or',
      items: [randomHaving(random, org, query, depth - 1), randomHaving(random, org, query, depth - 1)],
    };
  }
  if (query.groupBy.length > 0 && random() < 0.35) {
    const target = pick(random, query.groupBy);
    if (target.kind === 'field') {
      if (random() < 0.3)
        return {
          kind: 'in',
          target,
          not: random() < 0.4,
          values: [randomLiteral(random, org, target.path), randomLiteral(random, org, target.path)],
        };
      const ops: ComparisonOperator[] =
        target.path.describe.type === 'boolean' ||
        target.path.describe.type === 'picklist' ||
        isIdLike(target.path.describe.type)
          ? ['=', '!=']
          : ['=', '!=', '<', '>='];
      return { kind: 'cmp', target, op: pick(random, ops), value: randomLiteral(random, org, target.path) };
    }
    if (target.fn !== 'DAY_ONLY')
      return {
        kind: 'cmp',
        target,
        op: pick(random, ['=', '!=', '>', '<='] as const),
        value: { t: 'number', v: pick(random, [1, 2, 3, 2025, 2026]) },
      };
  }
  const target = randomAggregate(random, org, query.object);
  const { type } = target.path.describe;
  const ops: ComparisonOperator[] =
    target.fn === 'MIN' || target.fn === 'MAX'
      ? type === 'picklist'
        ? ['=', '!=']
        : ['=', '!=', '<', '>=']
      : ['=', '!=', '<', '<=', '>', '>='];
  return { kind: 'cmp', target, op: pick(random, ops), value: aggregateLiteral(random, org, target) };
}

function randomAggregateQuery(random: Random, org: Org, object: string): AggregateQuery {
  const query: AggregateQuery = {
    kind: 'aggregate',
    object,
    groupBy: [],
    items: [],
    where: random() < 0.6 ? randomExpr(random, org, object, 2) : undefined,
    orderBy: [],
  };
  for (let i = random() < 0.15 ? 0 : int(random, 1, 2); i > 0; i -= 1) {
    const target = randomGroupTarget(random, org, object);
    if (!query.groupBy.some((g) => sameTarget(g, target))) query.groupBy.push(target);
  }
  // Every grouped item is selected (so that rows can be told apart), with an alias when two would share a key.
  const keys = new Set<string>();
  query.groupBy.forEach((g, index) => {
    const key = g.kind === 'field' ? g.path.field.toLowerCase() : undefined;
    const alias = (key && keys.has(key)) || random() < 0.25 ? `g${index}` : undefined;
    if (key && !alias) keys.add(key);
    query.items.push({ kind: 'group', index, ...(alias ? { alias } : {}) });
  });
  for (let i = int(random, query.groupBy.length ? 0 : 1, 3); i > 0; i -= 1) {
    const target = randomAggregate(random, org, object);
    query.items.push({ kind: 'agg', target, ...(random() < 0.3 ? { alias: `a${query.items.length}` } : {}) });
  }
  if (query.groupBy.length > 0 && random() < 0.4) query.having = randomHaving(random, org, query, 1);
  if (query.groupBy.length > 0) {
    for (let i = int(random, 0, 2); i > 0; i -= 1) {
      const target: Target = random() < 0.5 ? pick(random, query.groupBy) : randomAggregate(random, org, object);
      query.orderBy.push({
        target,
        ...(random() < 0.6 ? { dir: pick(random, ['ASC', 'DESC'] as const) } : {}),
        ...(random() < 0.4 ? { nulls: pick(random, ['FIRST', 'LAST'] as const) } : {}),
      });
    }
    if (random() < 0.35) {
      query.limit = int(random, 1, 6);
      // Groups differ in their grouped values: ordering by all of them makes the slice defined.
      for (const g of query.groupBy)
        if (!query.orderBy.some((k) => sameTarget(k.target, g))) query.orderBy.push({ target: g });
    }
  }
  return query;
}

export function randomQuery(random: Random, org: Org): Query {
  const object = pick(random, Object.keys(org.objects));
  const roll = random();
  if (roll < 0.06) {
    return {
      kind: 'count',
      object,
      where: withSemiJoins(random, org, object, random() < 0.8 ? randomExpr(random, org, object, 2) : undefined),
      ...(random() < 0.3 ? { limit: int(random, 1, 20) } : {}),
    };
  }
  if (roll < 0.28) return randomAggregateQuery(random, org, object);
  return randomRecordQuery(random, org, object);
}

// ---------------------------------------------------------------------------
// Printing

function soqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function printLiteral(literal: Literal): string {
  switch (literal.t) {
    case 'null':
      return 'null';
    case 'string':
      return soqlString(literal.v);
    case 'number':
      return `${literal.currency ? 'USD' : ''}${literal.v}`;
    case 'boolean':
      return literal.v ? 'TRUE' : 'false';
    case 'date':
      return literal.v;
    case 'datetime':
      return literal.text;
    case 'dateLiteral':
      return literal.n === undefined ? literal.name : `${literal.name}:${literal.n}`;
  }
}

export function printTarget(target: Target): string {
  return target.kind === 'field' ? pathText(target.path) : `${target.fn}(${pathText(target.path)})`;
}

export function printCond(cond: Cond, parent?: Cond['kind']): string {
  switch (cond.kind) {
    case 'cmp':
      return `${printTarget(cond.target)} ${cond.op} ${printLiteral(cond.value)}`;
    case 'in':
      return `${printTarget(cond.target)} ${cond.not ? 'NOT IN' : 'IN'} (${cond.values.map(printLiteral).join(', ')})`;
    case 'like':
      // The pattern's escapes (\% and \_) are SOQL's: only quotes are escaped here.
      return `${printTarget(cond.target)} LIKE '${cond.pattern.replace(/'/g, "\\'")}'`;
    case 'includes':
      return `${printTarget(cond.target)} ${cond.excludes ? 'EXCLUDES' : 'INCLUDES'} (${cond.values.map(soqlString).join(', ')})`;
    case 'semi': {
      const where = cond.where ? ` WHERE ${printCond(cond.where)}` : '';
      return `${cond.field.field} ${cond.not ? 'NOT IN' : 'IN'} (SELECT ${cond.select.field} FROM ${cond.object}${where})`;
    }
    case 'not': {
      const inner = printCond(cond.item, 'not');
      return `NOT ${cond.item.kind === 'and' || cond.item.kind === 'or' || cond.item.kind === 'not' ? `(${inner})` : inner}`;
    }
    case 'and':
    case 'or': {
      const text = cond.items.map((i) => printCond(i, cond.kind)).join(` ${cond.kind.toUpperCase()} `);
      // SOQL needs parentheses whenever AND and OR meet, and after NOT.
      return parent && parent !== cond.kind ? `(${text})` : text;
    }
  }
}

function printOrder(keys: OrderKey[]): string {
  if (keys.length === 0) return '';
  const text = keys.map((k) => [printTarget(k.target), k.dir, k.nulls && `NULLS ${k.nulls}`].filter(Boolean).join(' '));
  return ` ORDER BY ${text.join(', ')}`;
}

function printChild(child: ChildQuery): string {
  let text = `SELECT ${child.fields.map(pathText).join(', ')} FROM ${child.rel.relationshipName}`;
  if (child.where) text += ` WHERE ${printCond(child.where)}`;
  text += printOrder(child.orderBy);
  if (child.limit !== undefined) text += ` LIMIT ${child.limit}`;
  return `(${text})`;
}

export function printQuery(query: Query): string {
  let text: string;
  if (query.kind === 'count') {
    text = `SELECT COUNT() FROM ${query.object}`;
    if (query.where) text += ` WHERE ${printCond(query.where)}`;
    if (query.limit !== undefined) text += ` LIMIT ${query.limit}`;
    return text;
  }
  if (query.kind === 'aggregate') {
    const items = query.items.map((item) => {
      const target = item.kind === 'group' ? query.groupBy[item.index] : item.target;
      if (!target) throw new Error('Unknown group item');
      return item.alias ? `${printTarget(target)} ${item.alias}` : printTarget(target);
    });
    text = `SELECT ${items.join(', ')} FROM ${query.object}`;
    if (query.where) text += ` WHERE ${printCond(query.where)}`;
    if (query.groupBy.length > 0) text += ` GROUP BY ${query.groupBy.map(printTarget).join(', ')}`;
    if (query.having) text += ` HAVING ${printCond(query.having)}`;
    text += printOrder(query.orderBy);
    if (query.limit !== undefined) text += ` LIMIT ${query.limit}`;
    return text;
  }
  const items = [...query.fields.map(pathText), ...query.children.map(printChild)];
  text = `SELECT ${items.join(', ')} FROM ${query.object}`;
  if (query.where) text += ` WHERE ${printCond(query.where)}`;
  text += printOrder(query.orderBy);
  if (query.limit !== undefined) text += ` LIMIT ${query.limit}`;
  if (query.offset !== undefined) text += ` OFFSET ${query.offset}`;
  return text;
}

// ---------------------------------------------------------------------------
// Shrinking: every query one step smaller (a query stays valid SOQL after each step)

function smallerConds(cond: Cond): Cond[] {
  switch (cond.kind) {
    case 'in':
      return cond.values.length > 1
        ? cond.values.map((_, i) => ({ ...cond, values: cond.values.filter((__, j) => j !== i) }))
        : [];
    case 'includes':
      return cond.values.length > 1
        ? cond.values.map((_, i) => ({ ...cond, values: cond.values.filter((__, j) => j !== i) }))
        : [];
    case 'semi':
      return cond.where
        ? [{ ...cond, where: undefined }, ...smallerConds(cond.where).map((where) => ({ ...cond, where }))]
        : [];
    case 'not':
      return [cond.item, ...smallerConds(cond.item).map((item) => ({ kind: 'not' as const, item }))];
    case 'and':
    case 'or': {
      const out: Cond[] = cond.items.filter((i) => i.kind !== 'semi' || cond.kind === 'and');
      cond.items.forEach((item, i) => {
        if (cond.items.length > 2) out.push({ kind: cond.kind, items: cond.items.filter((_, j) => j !== i) });
        for (const smaller of smallerConds(item)) {
          out.push({ kind: cond.kind, items: cond.items.map((it, j) => (j === i ? smaller : it)) });
        }
      });
      return out;
    }
    default:
      return [];
  }
}

function smallerWhere<T extends { where?: Cond }>(query: T): T[] {
  if (!query.where) return [];
  return [{ ...query, where: undefined }, ...smallerConds(query.where).map((where) => ({ ...query, where }))];
}

function smallerOrder<T extends { orderBy: OrderKey[] }>(
  query: T,
  keep: (key: OrderKey) => boolean = () => false,
): T[] {
  const out: T[] = [];
  query.orderBy.forEach((key, i) => {
    if (!keep(key)) out.push({ ...query, orderBy: query.orderBy.filter((_, j) => j !== i) });
    if (key.nulls)
      out.push({ ...query, orderBy: query.orderBy.map((k, j) => (j === i ? { ...k, nulls: undefined } : k)) });
    if (key.dir) out.push({ ...query, orderBy: query.orderBy.map((k, j) => (j === i ? { ...k, dir: undefined } : k)) });
  });
  return out;
}

function smallerChild(child: ChildQuery): ChildQuery[] {
  const out: ChildQuery[] = [
    ...smallerWhere(child),
    ...smallerOrder(child, (k) => child.limit !== undefined && isIdKey(k)),
  ];
  if (child.limit !== undefined) out.push({ ...child, limit: undefined });
  if (child.fields.length > 1)
    child.fields.forEach((_, i) => out.push({ ...child, fields: child.fields.filter((__, j) => j !== i) }));
  return out;
}

export function smallerQueries(query: Query): Query[] {
  if (query.kind === 'count') {
    const out: Query[] = [...smallerWhere(query)];
    if (query.limit !== undefined) out.push({ ...query, limit: undefined });
    return out;
  }
  if (query.kind === 'aggregate') {
    const out: AggregateQuery[] = [...smallerWhere(query)];
    if (query.having) {
      out.push({ ...query, having: undefined });
      for (const having of smallerConds(query.having)) out.push({ ...query, having });
    }
    out.push(
      ...smallerOrder(query, (k) => query.limit !== undefined && query.groupBy.some((g) => sameTarget(g, k.target))),
    );
    if (query.limit !== undefined) out.push({ ...query, limit: undefined });
    query.items.forEach((item, i) => {
      if (item.kind === 'agg' && query.items.length > 1)
        out.push({ ...query, items: query.items.filter((_, j) => j !== i) });
      if (item.alias)
        out.push({ ...query, items: query.items.map((it, j) => (j === i ? { ...it, alias: undefined } : it)) });
    });
    return out.filter((q) => {
      // An alias removed may leave two items with one key: not a valid smaller query.
      const keys = q.items.map(
        (item) =>
          item.alias ??
          (item.kind === 'group' && q.groupBy[item.index]?.kind === 'field'
            ? q.groupBy[item.index]?.path.field.toLowerCase()
            : `expr-${q.items.indexOf(item)}`),
      );
      return new Set(keys).size === keys.length;
    });
  }
  const out: RecordQuery[] = [...smallerWhere(query)];
  const sliced = query.limit !== undefined || query.offset !== undefined;
  out.push(...smallerOrder(query, (k) => sliced && isIdKey(k)));
  if (query.limit !== undefined) out.push({ ...query, limit: undefined });
  if (query.offset !== undefined) out.push({ ...query, offset: undefined });
  query.children.forEach((child, i) => {
    out.push({ ...query, children: query.children.filter((_, j) => j !== i) });
    for (const smaller of smallerChild(child))
      out.push({ ...query, children: query.children.map((c, j) => (j === i ? smaller : c)) });
  });
  if (query.fields.length > 1)
    query.fields.forEach((_, i) => out.push({ ...query, fields: query.fields.filter((__, j) => j !== i) }));
  return out;
}
