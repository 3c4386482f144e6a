/**
 * Values: a condition's literal read for the field it is compared with (refusing what Salesforce
 * refuses, in its words), and the comparisons SOQL makes: strings and picklists case-insensitively,
 * LIKE with `%` and `_`, date literals as ranges of days, multi-select picklists as sets.
 */
import type { LiteralType } from '@jetstreamapp/soql-parser-js';
import { unescapeSoqlString } from '@/lib/soql-to-graphql/where';
import { dateLiteralRange, dayOf } from './dates';
import { SoqlRunError } from './errors';
import type { Located } from './schema';
import type { FieldDescribe, FieldType, FieldValue } from './types';

/** How a field type compares. */
export type Kind = 'string' | 'id' | 'multipicklist' | 'boolean' | 'number' | 'date' | 'datetime';

const KINDS: Record<FieldType, Kind> = {
  id: 'id',
  reference: 'id',
  string: 'string',
  textarea: 'string',
  email: 'string',
  phone: 'string',
  url: 'string',
  picklist: 'string',
  multipicklist: 'multipicklist',
  boolean: 'boolean',
  int: 'number',
  double: 'number',
  currency: 'number',
  percent: 'number',
  date: 'date',
  datetime: 'datetime',
};

export function kindOf(type: FieldType): Kind {
  return KINDS[type];
}

/** A comparable value: dates as `YYYY-MM-DD`, datetimes as epoch milliseconds. */
export type Comparable = string | number | boolean | null;

/** One operand: a value, or the range of days of a date literal. */
export type Operand = { value: Comparable } | { first: string; last: string };

/** A stored value, made comparable for its field's kind. */
export function comparable(kind: Kind, value: FieldValue): Comparable {
  if (value === null || value === undefined) return null;
  if (kind === 'datetime' && typeof value === 'string') return Date.parse(value);
  return value;
}

const TYPE_NAMES: Partial<Record<FieldType, string>> = {
  int: 'integer',
  double: 'double',
  currency: 'double',
  percent: 'double',
  boolean: 'boolean',
  date: 'date',
  datetime: 'dateTime',
};

function typeError(fieldName: string, describe: FieldDescribe, at: Located): SoqlRunError {
  const kind = kindOf(describe.type);
  const stringy = kind === 'string' || kind === 'id' || kind === 'multipicklist';
  const message = stringy
    ? `value of filter criterion for field '${fieldName}' must be of type string and should be enclosed in quotes`
    : `value of filter criterion for field '${fieldName}' must be of type ${TYPE_NAMES[describe.type] ?? describe.type} and should not be enclosed in quotes`;
  return new SoqlRunError('INVALID_FIELD', message, at.line, at.column);
}

const ID_PATTERN = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A literal of a condition, read for the field it is compared with.
 * @param raw the literal as the parser keeps it (strings with their quotes)
 * @param n the number of an `_N_` date literal
 */
export function readLiteral(
  raw: string,
  literalType: LiteralType | undefined,
  n: number | undefined,
  fieldName: string,
  describe: FieldDescribe,
  operator: string,
  today: string,
  at: Located,
): Operand {
  const kind = kindOf(describe.type);
  switch (literalType) {
    case 'NULL':
      return { value: null };
    case 'STRING': {
      if (kind !== 'string' && kind !== 'id' && kind !== 'multipicklist') throw typeError(fieldName, describe, at);
      const text = unescapeSoqlString(raw, operator === 'LIKE');
      if (kind === 'id' && operator !== 'LIKE' && !ID_PATTERN.test(text)) {
        throw new SoqlRunError('INVALID_QUERY_FILTER_OPERATOR', `invalid ID field: ${text}`, at.line, at.column);
      }
      return { value: text };
    }
    case 'INTEGER':
    case 'DECIMAL':
    case 'INTEGER_WITH_CURRENCY_PREFIX':
    case 'DECIMAL_WITH_CURRENCY_PREFIX': {
      const currency = literalType.endsWith('PREFIX');
      if (kind !== 'number' || (currency && describe.type !== 'currency')) throw typeError(fieldName, describe, at);
      if (literalType === 'DECIMAL' && describe.type === 'int') throw typeError(fieldName, describe, at);
      return { value: Number(currency ? raw.replace(/^[A-Za-z]{3}/, '') : raw) };
    }
    case 'BOOLEAN':
      if (kind !== 'boolean') throw typeError(fieldName, describe, at);
      return { value: raw.toUpperCase() === 'TRUE' };
    case 'DATE':
      if (kind !== 'date') throw typeError(fieldName, describe, at);
      return { value: raw };
    case 'DATETIME':
      if (kind !== 'datetime' || !DATETIME_PATTERN.test(raw)) throw typeError(fieldName, describe, at);
      return { value: Date.parse(raw.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) };
    case 'DATE_LITERAL':
    case 'DATE_N_LITERAL': {
      if (kind !== 'date' && kind !== 'datetime') throw typeError(fieldName, describe, at);
      const name = raw.split(':')[0] as string;
      const count = n ?? (raw.includes(':') ? Number(raw.split(':')[1]) : undefined);
      const range = dateLiteralRange(name, count, today);
      if (!range) throw new SoqlRunError('MALFORMED_QUERY', `unexpected token: '${raw}'`, at.line, at.column);
      return { first: range[0], last: range[1] };
    }
    case 'APEX_BIND_VARIABLE':
      throw new SoqlRunError(
        'MALFORMED_QUERY',
        `Bind variables such as ${raw.startsWith(':') ? raw : `:${raw}`} only exist in Apex: write the value itself`,
        at.line,
        at.column,
      );
    default:
      throw new SoqlRunError('MALFORMED_QUERY', `unexpected token: '${raw}'`, at.line, at.column);
  }
}

function sameId(a: string, b: string): boolean {
  if (a.length === 15 || b.length === 15) return a.slice(0, 15) === b.slice(0, 15);
  return a.toLowerCase() === b.toLowerCase();
}

function valueSet(value: string): Set<string> {
  return new Set(
    value
      .split(';')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Equality of two non-null comparables of one kind. */
export function equal(kind: Kind, a: Comparable, b: Comparable): boolean {
  if (kind === 'string') return String(a).toLowerCase() === String(b).toLowerCase();
  if (kind === 'id') return sameId(String(a), String(b));
  if (kind === 'multipicklist') {
    const x = valueSet(String(a));
    const y = valueSet(String(b));
    return x.size === y.size && [...x].every((v) => y.has(v));
  }
  return a === b;
}

/**
 * Order of two non-null comparables of one kind. Strings compare by their upper-case form, as the
 * SOQL reference says of English locales ("SOQL uses the UTF-8 values of the uppercase character
 * to create a sort order"): `AcmeRetail` sorts before `Acme_Retail`, since `R` comes before `_`.
 */
export function order(kind: Kind, a: Comparable, b: Comparable): number {
  if (kind === 'string' || kind === 'id' || kind === 'multipicklist') {
    const x = String(a).toUpperCase();
    const y = String(b).toUpperCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (kind === 'boolean') return Number(a) - Number(b);
  return (a as number | string) < (b as number | string) ? -1 : (a as number | string) > (b as number | string) ? 1 : 0;
}

/** LIKE's pattern as a regular expression: `%` any run, `_` one character, `\%` `\_` `\\` escapes; case-insensitive. */
export function likeRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i] as string;
    if (c === '\\' && i + 1 < pattern.length) {
      source += (pattern[i + 1] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
    } else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'i');
}

/** LIKE: `%` any run, `_` one character, `\%` `\_` `\\` escapes; case-insensitive. */
export function likeMatches(value: string, pattern: string): boolean {
  return likeRegExp(pattern).test(value);
}

function dayOfComparable(kind: Kind, value: Comparable): string {
  return kind === 'datetime' ? dayOf(new Date(value as number).toISOString()) : String(value);
}

/** One comparison: `value operator operand` (operators other than IN and INCLUDES). */
export function compare(kind: Kind, value: Comparable, operator: string, operand: Operand): boolean {
  if ('first' in operand) {
    if (value === null) return operator === '!=' || operator === '<>';
    const day = dayOfComparable(kind, value);
    switch (operator) {
      case '=':
        return day >= operand.first && day <= operand.last;
      case '!=':
      case '<>':
        return day < operand.first || day > operand.last;
      case '<':
        return day < operand.first;
      case '<=':
        return day <= operand.last;
      case '>':
        return day > operand.last;
      case '>=':
        return day >= operand.first;
      default:
        return false;
    }
  }
  const other = operand.value;
  if (other === null) {
    if (operator === '=') return value === null;
    if (operator === '!=' || operator === '<>') return value !== null;
    return false;
  }
  if (operator === '!=' || operator === '<>') return value === null || !equal(kind, value, other);
  if (value === null) return false;
  switch (operator) {
    case '=':
      return equal(kind, value, other);
    case '<':
      return order(kind, value, other) < 0;
    case '<=':
      return order(kind, value, other) <= 0;
    case '>':
      return order(kind, value, other) > 0;
    case '>=':
      return order(kind, value, other) >= 0;
    case 'LIKE':
      return likeMatches(String(value), String(other));
    default:
      return false;
  }
}

/** `value IN (…)`: true when the value equals one of the operands (null matches a null operand). */
export function isIn(kind: Kind, value: Comparable, operands: readonly Operand[]): boolean {
  return operands.some((operand) => {
    if ('first' in operand) return compare(kind, value, '=', operand);
    return operand.value === null ? value === null : value !== null && equal(kind, value, operand.value);
  });
}

/** `value INCLUDES ('a;b', 'c')`: the value holds every item of one of the operands. */
export function includes(value: Comparable, operands: readonly Operand[]): boolean {
  if (value === null) return false;
  const held = valueSet(String(value));
  return operands.some((operand) => {
    if ('first' in operand || operand.value === null) return false;
    return [...valueSet(String(operand.value))].every((item) => held.has(item));
  });
}
