/**
 * The oracle: the org loaded into SQLite (sql.js), and each generated query translated into SQL
 * by this file alone, with SOQL's semantics spelled out in SQL:
 *   - text compares case-insensitively, and sorts by the upper-case form of its characters (the
 *     SOQL reference: "For English locales, SOQL uses the UTF-8 values of the uppercase character
 *     to create a sort order"); picklists sort in the order of their values;
 *   - `!=` and NOT IN match null (unless null is in the list), and every condition is true or
 *     false, never unknown, so NOT of a condition on a null field is true;
 *   - date literals are ranges of UTC days against the org's today (computed here, weeks starting
 *     on Sunday), datetimes compare by instant;
 *   - MIN and MAX of a picklist follow the order of its values (the SOQL reference, Aggregate
 *     Functions);
 *   - nulls come first ascending and last descending unless NULLS says otherwise.
 * The answer is built in the REST API's shape, with each record's Id and its rank in the ORDER BY
 * (ties share a rank), so the comparison can ignore the order of ties and nothing else.
 * Test-only; nothing here is shared with the runner.
 */
import type { Database, SqlValue } from 'sql.js';
import type { FieldDescribe, Org } from '../types';
import {
  isNumeric,
  isStringy,
  type AggregateQuery,
  type ChildQuery,
  type Cond,
  type CountQuery,
  type FieldPath,
  type Literal,
  type OrderKey,
  type Query,
  type RecordQuery,
  type Target,
} from './query';

// ---------------------------------------------------------------------------
// Loading the org

const q = (name: string) => `"${name}"`;

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A multi-select value as a set: its values in lower case, sorted, joined by `;`. */
export function multiSet(value: string): string {
  return [
    ...new Set(
      value
        .split(';')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
    .sort()
    .join(';');
}

/** Every object as a table: datetimes as epoch milliseconds, booleans as 0/1, multi-selects with a set column. */
export function loadOrg(db: Database, org: Org): void {
  for (const [name, data] of Object.entries(org.objects)) {
    const fields = Object.entries(data.fields);
    const columns: string[] = [];
    for (const [field, describe] of fields) {
      columns.push(q(field));
      if (describe.type === 'multipicklist') columns.push(q(`${field}__set`));
    }
    db.run(`CREATE TABLE ${q(name)} (${columns.join(', ')})`);
    for (const [field, describe] of fields) {
      if (field === 'Id' || describe.type === 'reference')
        db.run(`CREATE INDEX ${q(`${name}_${field}`)} ON ${q(name)} (${q(field)})`);
    }
    const insert = `INSERT INTO ${q(name)} VALUES (${columns.map(() => '?').join(', ')})`;
    db.run('BEGIN');
    for (const record of data.records) {
      const values: SqlValue[] = [];
      for (const [field, describe] of fields) {
        const value = record[field] ?? null;
        if (value === null) values.push(null);
        else if (describe.type === 'datetime') values.push(Date.parse(String(value)));
        else if (typeof value === 'boolean') values.push(value ? 1 : 0);
        else values.push(value);
        if (describe.type === 'multipicklist') values.push(value === null ? null : multiSet(String(value)));
      }
      db.run(insert, values);
    }
    db.run('COMMIT');
  }
}

// ---------------------------------------------------------------------------
// Date literals: the inclusive range of days each one stands for

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The first day of month number `index` (years × 12 + month, 0-based month). */
const monthStart = (index: number) => Date.UTC(Math.floor(index / 12), ((index % 12) + 12) % 12, 1) / DAY_MS;

export function dateRange(literal: string, n: number | undefined, today: string): [string, string] {
  // The default fiscal year is the calendar year, so FISCAL literals are the calendar ones.
  const name = literal.replace('_FISCAL', '');
  const t = dayNumber(today);
  const count = n ?? 1;
  const days = (first: number, last: number): [string, string] => [dayText(first), dayText(last)];
  switch (name) {
    case 'TODAY':
      return days(t, t);
    case 'YESTERDAY':
      return days(t - 1, t - 1);
    case 'TOMORROW':
      return days(t + 1, t + 1);
    case 'LAST_90_DAYS':
      return days(t - 90, t);
    case 'NEXT_90_DAYS':
      return days(t + 1, t + 90);
    case 'LAST_N_DAYS':
      return days(t - count, t);
    case 'NEXT_N_DAYS':
      return days(t + 1, t + count);
    case 'N_DAYS_AGO':
      return days(t - count, t - count);
  }
  const sunday = t - new Date(t * DAY_MS).getUTCDay();
  switch (name) {
    case 'LAST_WEEK':
      return days(sunday - 7, sunday - 1);
    case 'THIS_WEEK':
      return days(sunday, sunday + 6);
    case 'NEXT_WEEK':
      return days(sunday + 7, sunday + 13);
    case 'LAST_N_WEEKS':
      return days(sunday - 7 * count, sunday - 1);
    case 'NEXT_N_WEEKS':
      return days(sunday + 7, sunday + 7 + 7 * count - 1);
    case 'N_WEEKS_AGO':
      return days(sunday - 7 * count, sunday - 7 * count + 6);
  }
  const match = /^(LAST|THIS|NEXT|N)_(?:N_)?(MONTH|QUARTER|YEAR)S?(_AGO)?$/.exec(name);
  if (!match) throw new Error(`Unknown date literal ${literal}`);
  const unit = { MONTH: 1, QUARTER: 3, YEAR: 12 }[match[2] as 'MONTH' | 'QUARTER' | 'YEAR'];
  const d = new Date(t * DAY_MS);
  const current = Math.floor((d.getUTCFullYear() * 12 + d.getUTCMonth()) / unit) * unit;
  const units = (from: number, size: number): [string, string] =>
    days(monthStart(current + from * unit), monthStart(current + (from + size) * unit) - 1);
  const withN = name.includes('_N_') || name.startsWith('N_');
  if (match[1] === 'N') return units(-count, 1);
  if (match[1] === 'THIS') return units(0, 1);
  if (match[1] === 'LAST') return withN ? units(-count, count) : units(-1, 1);
  return withN ? units(1, count) : units(1, 1);
}

// ---------------------------------------------------------------------------
// Names: a FROM with the LEFT JOINs its parent paths need

/**
 * How the translation treats nulls: SOQL's by default (`!=` matches null, nulls first ascending and
 * last descending). `sqlNulls` exists only to prove that the comparison sees a difference: SQL's
 * `<>`, which never matches null, and nulls last ascending and first descending (PostgreSQL's default).
 */
export interface Semantics {
  sqlNulls?: boolean;
}

class Scope {
  private readonly joins = new Map<string, string>();
  private readonly joinSql: string[] = [];

  constructor(
    readonly object: string,
    readonly alias: string,
    readonly semantics: Semantics,
  ) {}

  /** The alias of the record at the end of `hops` (joined on first use). */
  aliasOf(path: FieldPath, hopCount = path.hops.length): string {
    let alias = this.alias;
    let key = '';
    for (const hop of path.hops.slice(0, hopCount)) {
      key += `.${hop.relationshipName}`;
      let next = this.joins.get(key);
      if (!next) {
        next = `${this.alias}_${this.joins.size + 1}`;
        this.joins.set(key, next);
        this.joinSql.push(`LEFT JOIN ${q(hop.target)} ${next} ON ${next}."Id" = ${alias}.${q(hop.field)}`);
      }
      alias = next;
    }
    return alias;
  }

  column(path: FieldPath, suffix = ''): string {
    return `${this.aliasOf(path)}.${q(path.field + suffix)}`;
  }

  from(): string {
    return [`${q(this.object)} ${this.alias}`, ...this.joinSql].join(' ');
  }
}

// ---------------------------------------------------------------------------
// Expressions

type ValueKind = 'text' | 'picklist' | 'id' | 'multi' | 'number' | 'boolean' | 'date' | 'datetime';

function kindOfType(describe: FieldDescribe): ValueKind {
  const { type } = describe;
  if (isStringy(type)) return 'text';
  if (isNumeric(type)) return 'number';
  if (type === 'picklist') return 'picklist';
  if (type === 'multipicklist') return 'multi';
  if (type === 'id' || type === 'reference') return 'id';
  return type as ValueKind;
}

/** What a target's SQL value is, and the picklist values when its order is theirs. */
interface Expr {
  sql: string;
  kind: ValueKind;
  picklist?: readonly string[];
  /** For a multi-select field: its set column. */
  set?: string;
}

function asDate(expr: string, kind: ValueKind): string {
  return kind === 'datetime' ? `date(${expr} / 1000, 'unixepoch')` : expr;
}

function dateFunction(fn: string, column: string, kind: ValueKind): Expr {
  const day = asDate(column, kind);
  const part = (format: string, of = day) => `CAST(strftime('${format}', ${of}) AS INTEGER)`;
  const number = (sql: string): Expr => ({ sql, kind: 'number' });
  switch (fn) {
    case 'CALENDAR_YEAR':
    case 'FISCAL_YEAR':
      return number(part('%Y'));
    case 'CALENDAR_MONTH':
      return number(part('%m'));
    case 'CALENDAR_QUARTER':
    case 'FISCAL_QUARTER':
      return number(`((${part('%m')} + 2) / 3)`);
    case 'DAY_IN_MONTH':
      return number(part('%d'));
    case 'DAY_IN_WEEK':
      // Salesforce: 1 is Sunday; strftime's %w: 0 is Sunday.
      return number(`(${part('%w')} + 1)`);
    case 'DAY_IN_YEAR':
      return number(part('%j'));
    case 'WEEK_IN_MONTH':
      return number(`((${part('%d')} - 1) / 7 + 1)`);
    case 'WEEK_IN_YEAR':
      return number(`((${part('%j')} - 1) / 7 + 1)`);
    case 'HOUR_IN_DAY':
      return number(`CAST(strftime('%H', ${column} / 1000, 'unixepoch') AS INTEGER)`);
    case 'DAY_ONLY':
      return { sql: day, kind: 'date' };
    default:
      throw new Error(`Unknown date function ${fn}`);
  }
}

function picklistRank(sql: string, values: readonly string[]): string {
  const whens = values.map((v, i) => `WHEN upper(${sql}) = ${sqlText(v.toUpperCase())} THEN ${i}`).join(' ');
  return `(CASE WHEN ${sql} IS NULL THEN NULL ${whens} ELSE ${values.length} END)`;
}

function targetExpr(scope: Scope, target: Target): Expr {
  const { path } = target;
  const kind = kindOfType(path.describe);
  const column = scope.column(path);
  if (target.kind === 'field') {
    return {
      sql: column,
      kind,
      picklist: kind === 'picklist' ? path.describe.picklistValues : undefined,
      set: kind === 'multi' ? scope.column(path, '__set') : undefined,
    };
  }
  if (target.kind === 'fn') return dateFunction(target.fn, column, kind);
  switch (target.fn) {
    case 'COUNT':
      return { sql: `COUNT(${column})`, kind: 'number' };
    case 'COUNT_DISTINCT':
      return {
        sql: `COUNT(DISTINCT ${kind === 'text' || kind === 'picklist' || kind === 'id' ? `upper(${column})` : column})`,
        kind: 'number',
      };
    case 'SUM':
    case 'AVG':
      return { sql: `${target.fn}(${column})`, kind: 'number' };
    default: {
      if (kind === 'picklist') {
        const values = path.describe.picklistValues ?? [];
        const cases = values.map((v, i) => `WHEN ${i} THEN ${sqlText(v)}`).join(' ');
        return { sql: `(CASE ${target.fn}(${picklistRank(column, values)}) ${cases} END)`, kind, picklist: values };
      }
      // Text: the least or greatest by upper case, as SOQL sorts.
      if (kind === 'text') return { sql: `${target.fn}(upper(${column}))`, kind };
      return { sql: `${target.fn}(${column})`, kind };
    }
  }
}

/** A literal as SQL for a value of `kind`. */
function literalSql(literal: Literal, kind: ValueKind): string {
  switch (literal.t) {
    case 'string':
      return kind === 'multi' ? sqlText(multiSet(literal.v)) : sqlText(literal.v);
    case 'number':
      return String(literal.v);
    case 'boolean':
      return literal.v ? '1' : '0';
    case 'date':
      return sqlText(literal.v);
    case 'datetime':
      return String(Date.parse(literal.text));
    default:
      throw new Error(`No SQL for a ${literal.t} literal`);
  }
}

/** `expr = literal` for a non-null literal (never unknown when expr is not null). */
function equalsSql(expr: Expr, literal: Literal): string {
  if (expr.kind === 'text' || expr.kind === 'picklist')
    return `upper(${expr.sql}) = upper(${literalSql(literal, expr.kind)})`;
  if (expr.kind === 'id' && literal.t === 'string') {
    // A 15-character Id is case-sensitive; the 18-character form is not.
    return literal.v.length === 15
      ? `substr(${expr.sql}, 1, 15) = ${sqlText(literal.v)}`
      : `upper(${expr.sql}) = ${sqlText(literal.v.toUpperCase())}`;
  }
  if (expr.kind === 'multi') return `${expr.set} = ${literalSql(literal, 'multi')}`;
  return `${expr.sql} = ${literalSql(literal, expr.kind)}`;
}

function orderSql(expr: Expr, op: string, literal: Literal): string {
  if (expr.kind === 'text') return `upper(${expr.sql}) ${op} upper(${literalSql(literal, 'text')})`;
  return `${expr.sql} ${op} ${literalSql(literal, expr.kind)}`;
}

const bool = (sql: string) => `coalesce((${sql}), 0)`;

function dateLiteralSql(expr: Expr, op: string, literal: Literal & { t: 'dateLiteral' }, today: string): string {
  const [first, last] = dateRange(literal.name, literal.n, today);
  let lo: string;
  let hi: string;
  let inside: string;
  if (expr.kind === 'datetime') {
    lo = String(Date.parse(`${first}T00:00:00Z`));
    hi = String(Date.parse(`${last}T00:00:00Z`) + DAY_MS);
    inside = `${expr.sql} >= ${lo} AND ${expr.sql} < ${hi}`;
    switch (op) {
      case '<':
        return bool(`${expr.sql} < ${lo}`);
      case '<=':
        return bool(`${expr.sql} < ${hi}`);
      case '>':
        return bool(`${expr.sql} >= ${hi}`);
      case '>=':
        return bool(`${expr.sql} >= ${lo}`);
    }
  } else {
    lo = sqlText(first);
    hi = sqlText(last);
    inside = `${expr.sql} >= ${lo} AND ${expr.sql} <= ${hi}`;
    switch (op) {
      case '<':
        return bool(`${expr.sql} < ${lo}`);
      case '<=':
        return bool(`${expr.sql} <= ${hi}`);
      case '>':
        return bool(`${expr.sql} > ${hi}`);
      case '>=':
        return bool(`${expr.sql} >= ${lo}`);
    }
  }
  return op === '=' ? bool(inside) : `(${expr.sql} IS NULL OR NOT (${inside}))`;
}

function includesSql(expr: Expr, values: readonly string[]): string {
  const haystack = `(';' || lower(${expr.sql}) || ';')`;
  const one = (value: string) =>
    value
      .split(';')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean)
      .map((item) => `instr(${haystack}, ${sqlText(`;${item};`)}) > 0`)
      .join(' AND ');
  return bool(values.map((v) => `(${one(v)})`).join(' OR '));
}

function condSql(scope: Scope, cond: Cond, today: string): string {
  switch (cond.kind) {
    case 'and':
    case 'or':
      return `(${cond.items.map((c) => condSql(scope, c, today)).join(` ${cond.kind.toUpperCase()} `)})`;
    case 'not':
      return `(NOT ${condSql(scope, cond.item, today)})`;
    case 'cmp': {
      const expr = targetExpr(scope, cond.target);
      if (cond.value.t === 'null') return cond.op === '=' ? `(${expr.sql} IS NULL)` : `(${expr.sql} IS NOT NULL)`;
      if (cond.value.t === 'dateLiteral') return dateLiteralSql(expr, cond.op, cond.value, today);
      if (cond.op === '=') return bool(equalsSql(expr, cond.value));
      if (cond.op === '!=') {
        if (scope.semantics.sqlNulls) return bool(`NOT (${equalsSql(expr, cond.value)})`);
        return `(${expr.sql} IS NULL OR NOT ${bool(equalsSql(expr, cond.value))})`;
      }
      return bool(orderSql(expr, cond.op, cond.value));
    }
    case 'in': {
      const expr = targetExpr(scope, cond.target);
      const parts = cond.values.map((v) => (v.t === 'null' ? `${expr.sql} IS NULL` : bool(equalsSql(expr, v))));
      const found = `(${parts.join(' OR ')})`;
      return cond.not ? `(NOT ${found})` : found;
    }
    case 'like':
      return bool(`${targetExpr(scope, cond.target).sql} LIKE ${sqlText(cond.pattern)} ESCAPE '\\'`);
    case 'includes': {
      const found = includesSql(targetExpr(scope, cond.target), cond.values);
      return cond.excludes ? `(NOT ${found})` : found;
    }
    case 'semi': {
      const inner = new Scope(cond.object, `${scope.alias}s`, scope.semantics);
      const selected = inner.column(cond.select);
      const where = cond.where ? ` AND ${condSql(inner, cond.where, today)}` : '';
      const sub = `SELECT ${selected} FROM ${inner.from()} WHERE ${selected} IS NOT NULL${where}`;
      const outer = scope.column(cond.field);
      return cond.not ? `(${outer} IS NULL OR ${outer} NOT IN (${sub}))` : bool(`${outer} IN (${sub})`);
    }
  }
}

/** ORDER BY terms of a key: nulls placed explicitly, text by upper case, picklists by their order. */
function orderTerms(scope: Scope, key: OrderKey): string[] {
  const expr = targetExpr(scope, key.target);
  const descending = key.dir === 'DESC';
  const nulls = key.nulls ?? (descending === !scope.semantics.sqlNulls ? 'LAST' : 'FIRST');
  const suffix = `${descending ? 'DESC' : 'ASC'} NULLS ${nulls}`;
  const sqls: string[] = [];
  if (expr.picklist) {
    // A MIN/MAX of a picklist is already one of its values: rank it again.
    sqls.push(picklistRank(expr.sql, expr.picklist));
    sqls.push(`upper(${expr.sql})`);
  } else if (expr.kind === 'text' || expr.kind === 'id') {
    sqls.push(`upper(${expr.sql})`);
  } else {
    sqls.push(expr.sql);
  }
  return sqls.map((sql) => `${sql} ${suffix}`);
}

// ---------------------------------------------------------------------------
// The expected answer

/** A record as the oracle expects it: its REST fields (children apart), its Id and rank. */
export interface ExpectedRecord {
  id: string;
  rank: number;
  fields: Record<string, unknown>;
  children: Record<string, ExpectedList | null>;
}

export interface ExpectedList {
  records: ExpectedRecord[];
}

export type Expected =
  | { kind: 'records'; list: ExpectedList }
  | { kind: 'count'; totalSize: number }
  | { kind: 'aggregate'; rows: { rank: number; row: Record<string, unknown> }[] };

function restDatetime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+0000');
}

function restValue(kind: ValueKind, value: SqlValue): unknown {
  if (value === null) return null;
  if (kind === 'boolean') return value === 1;
  if (kind === 'datetime') return restDatetime(Number(value));
  return value;
}

function rows(db: Database, sql: string): Record<string, SqlValue>[] {
  const [result] = db.exec(sql);
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i] ?? null])));
}

/** SELECT columns for the fields of a record query, and how to nest a row into the REST shape. */
function recordColumns(scope: Scope, fields: readonly FieldPath[]) {
  const columns: string[] = [];
  const markers = new Map<string, string>();
  fields.forEach((path, i) => {
    columns.push(`${scope.column(path)} AS c${i}`);
    for (let h = 1; h <= path.hops.length; h += 1) {
      const key = path.hops
        .slice(0, h)
        .map((x) => x.relationshipName)
        .join('.');
      if (!markers.has(key)) {
        const name = `m${markers.size}`;
        markers.set(key, name);
        columns.push(`${scope.aliasOf(path, h)}."Id" AS ${name}`);
      }
    }
  });
  const nest = (row: Record<string, SqlValue>): Record<string, unknown> => {
    const out: Record<string, unknown> = { attributes: { type: scope.object, id: row.__id } };
    fields.forEach((path, i) => {
      let target: Record<string, unknown> = out;
      for (let h = 0; h < path.hops.length; h += 1) {
        const hop = path.hops[h] as (typeof path.hops)[number];
        const key = path.hops
          .slice(0, h + 1)
          .map((x) => x.relationshipName)
          .join('.');
        const parentId = row[markers.get(key) as string];
        if (parentId === null || target[hop.relationshipName] === null) {
          target[hop.relationshipName] = null;
          return;
        }
        target[hop.relationshipName] ??= { attributes: { type: hop.target, id: parentId } };
        target = target[hop.relationshipName] as Record<string, unknown>;
      }
      target[path.field] = restValue(kindOfType(path.describe), row[`c${i}`] ?? null);
    });
    return out;
  };
  return { columns, nest };
}

function orderBy(scope: Scope, keys: readonly OrderKey[]): string[] {
  return keys.flatMap((k) => orderTerms(scope, k));
}

function rankColumn(terms: string[], partition = ''): string {
  if (terms.length === 0) return '1 AS __rank';
  return `DENSE_RANK() OVER (${partition}ORDER BY ${terms.join(', ')}) AS __rank`;
}

function childLists(db: Database, child: ChildQuery, today: string, semantics: Semantics): Map<string, ExpectedList> {
  const scope = new Scope(child.rel.childSObject, 'c', semantics);
  const { columns, nest } = recordColumns(scope, child.fields);
  const terms = orderBy(scope, child.orderBy);
  const fk = `c.${q(child.rel.field)}`;
  const where = child.where ? ` AND ${condSql(scope, child.where, today)}` : '';
  const rowNumber = `ROW_NUMBER() OVER (PARTITION BY ${fk} ORDER BY ${[...terms, 'c."Id"'].join(', ')}) AS __rn`;
  let sql = `SELECT ${fk} AS __parent, c."Id" AS __id, ${[...columns, rowNumber, rankColumn(terms, `PARTITION BY ${fk} `)].join(', ')} FROM ${scope.from()} WHERE ${fk} IS NOT NULL${where}`;
  if (child.limit !== undefined) sql = `SELECT * FROM (${sql}) WHERE __rn <= ${child.limit}`;
  const lists = new Map<string, ExpectedList>();
  for (const row of rows(db, sql)) {
    const parent = String(row.__parent);
    let list = lists.get(parent);
    if (!list) lists.set(parent, (list = { records: [] }));
    list.records.push({ id: String(row.__id), rank: Number(row.__rank), fields: nest(row), children: {} });
  }
  return lists;
}

function expectRecords(db: Database, query: RecordQuery, today: string, semantics: Semantics): Expected {
  const scope = new Scope(query.object, 't', semantics);
  const { columns, nest } = recordColumns(scope, query.fields);
  const where = query.where ? ` WHERE ${condSql(scope, query.where, today)}` : '';
  const terms = orderBy(scope, query.orderBy);
  let sql = `SELECT t."Id" AS __id, ${[...columns, rankColumn(terms)].join(', ')} FROM ${scope.from()}${where}`;
  if (terms.length > 0) sql += ` ORDER BY ${terms.join(', ')}`;
  if (query.limit !== undefined || query.offset !== undefined)
    sql += ` LIMIT ${query.limit ?? -1} OFFSET ${query.offset ?? 0}`;
  const children = query.children.map((child) => ({ child, lists: childLists(db, child, today, semantics) }));
  const records = rows(db, sql).map((row) => {
    const id = String(row.__id);
    const record: ExpectedRecord = { id, rank: Number(row.__rank), fields: nest(row), children: {} };
    for (const { child, lists } of children) record.children[child.rel.relationshipName] = lists.get(id) ?? null;
    return record;
  });
  return { kind: 'records', list: { records } };
}

function expectCount(db: Database, query: CountQuery, today: string, semantics: Semantics): Expected {
  const scope = new Scope(query.object, 't', semantics);
  const where = query.where ? ` WHERE ${condSql(scope, query.where, today)}` : '';
  const limit = query.limit === undefined ? '' : ` LIMIT ${query.limit}`;
  const [row] = rows(db, `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${scope.from()}${where}${limit})`);
  return { kind: 'count', totalSize: Number(row?.n ?? 0) };
}

function expectAggregate(db: Database, query: AggregateQuery, today: string, semantics: Semantics): Expected {
  const scope = new Scope(query.object, 't', semantics);
  const groupExprs = query.groupBy.map((g) => targetExpr(scope, g));
  const columns: string[] = [];
  const kinds: [string, ValueKind][] = [];
  let expr = 0;
  query.items.forEach((item, i) => {
    const target = item.kind === 'group' ? query.groupBy[item.index] : item.target;
    if (!target) throw new Error('Unknown group item');
    const value = item.kind === 'group' ? (groupExprs[item.index] as Expr) : targetExpr(scope, target);
    // A row's key: the alias, the field's name for a grouped field, exprN for any other function.
    const key = item.alias ?? (target.kind === 'field' ? target.path.field : `expr${expr++}`);
    columns.push(`${value.sql} AS k${i}`);
    kinds.push([key, value.kind]);
  });
  const where = query.where ? ` WHERE ${condSql(scope, query.where, today)}` : '';
  const groupBy =
    groupExprs.length === 0
      ? ''
      : ` GROUP BY ${groupExprs.map((g) => (g.kind === 'text' || g.kind === 'picklist' || g.kind === 'id' ? `upper(${g.sql})` : g.sql)).join(', ')}`;
  const having = query.having ? ` HAVING ${condSql(scope, query.having, today)}` : '';
  const terms = orderBy(scope, query.orderBy);
  let sql = `SELECT ${[...columns, rankColumn(terms)].join(', ')} FROM ${scope.from()}${where}${groupBy}${having}`;
  if (terms.length > 0) sql += ` ORDER BY ${terms.join(', ')}`;
  if (query.limit !== undefined) sql += ` LIMIT ${query.limit}`;
  return {
    kind: 'aggregate',
    rows: rows(db, sql).map((row) => ({
      rank: Number(row.__rank),
      row: Object.fromEntries(kinds.map(([key, kind], i) => [key, restValue(kind, row[`k${i}`] ?? null)])),
    })),
  };
}

/** The oracle's answer to a query over the org loaded in `db`. */
export function oracleAnswer(db: Database, query: Query, today: string, semantics: Semantics = {}): Expected {
  switch (query.kind) {
    case 'records':
      return expectRecords(db, query, today, semantics);
    case 'count':
      return expectCount(db, query, today, semantics);
    case 'aggregate':
      return expectAggregate(db, query, today, semantics);
  }
}
