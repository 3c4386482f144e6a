/**
 * Date literals (TODAY, LAST_N_DAYS:n, THIS_QUARTER, …) as the inclusive range of days they stand
 * for, and the date functions (CALENDAR_YEAR, DAY_IN_WEEK, …), all in UTC against the org's
 * `today`. Weeks start on Sunday (Salesforce's default English (United States) locale) and the
 * fiscal year is the calendar year (the default fiscal year settings), so the FISCAL literals and
 * functions equal the calendar ones.
 */

const DAY_MS = 86_400_000;

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fmt(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fmt(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** The first day of the month `months` away from the month of `day`. */
function monthStart(day: string, months: number): string {
  const d = toDate(day);
  return fmt(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** `[first, last]` of `count` whole units of `unitMonths` months, starting `offset` units from the current one. */
function monthUnits(today: string, unitMonths: number, offset: number, count: number): [string, string] {
  const d = toDate(today);
  const currentStart = Math.floor(d.getUTCMonth() / unitMonths) * unitMonths;
  const base = fmt(new Date(Date.UTC(d.getUTCFullYear(), currentStart, 1)));
  return [monthStart(base, offset * unitMonths), addDays(monthStart(base, (offset + count) * unitMonths), -1)];
}

function weekUnits(today: string, offset: number, count: number): [string, string] {
  const sunday = addDays(today, -toDate(today).getUTCDay());
  return [addDays(sunday, offset * 7), addDays(sunday, (offset + count) * 7 - 1)];
}

const UNIT_MONTHS: Record<string, number> = { MONTH: 1, MONTHS: 1, QUARTER: 3, QUARTERS: 3, YEAR: 12, YEARS: 12 };

/**
 * The inclusive `[first, last]` day (`YYYY-MM-DD`) of a date literal, or undefined for a name that
 * is not one. `n` is the number of an `_N_` literal.
 */
export function dateLiteralRange(literal: string, n: number | undefined, today: string): [string, string] | undefined {
  const name = literal.toUpperCase().replace('_FISCAL_', '_');
  const count = n ?? 0;
  switch (name) {
    case 'TODAY':
      return [today, today];
    case 'YESTERDAY':
      return [addDays(today, -1), addDays(today, -1)];
    case 'TOMORROW':
      return [addDays(today, 1), addDays(today, 1)];
    case 'LAST_90_DAYS':
      return [addDays(today, -90), today];
    case 'NEXT_90_DAYS':
      return [addDays(today, 1), addDays(today, 90)];
    case 'LAST_N_DAYS':
      return [addDays(today, -count), today];
    case 'NEXT_N_DAYS':
      return [addDays(today, 1), addDays(today, count)];
    case 'N_DAYS_AGO':
      return [addDays(today, -count), addDays(today, -count)];
    case 'LAST_WEEK':
      return weekUnits(today, -1, 1);
    case 'THIS_WEEK':
      return weekUnits(today, 0, 1);
    case 'NEXT_WEEK':
      return weekUnits(today, 1, 1);
    case 'LAST_N_WEEKS':
      return weekUnits(today, -count, count);
    case 'NEXT_N_WEEKS':
      return weekUnits(today, 1, count);
    case 'N_WEEKS_AGO':
      return weekUnits(today, -count, 1);
  }
  const relative = /^(LAST|THIS|NEXT)_(MONTH|QUARTER|YEAR)$/.exec(name);
  if (relative) {
    const offset = relative[1] === 'LAST' ? -1 : relative[1] === 'NEXT' ? 1 : 0;
    return monthUnits(today, UNIT_MONTHS[relative[2] as string] as number, offset, 1);
  }
  const withN = /^(LAST|NEXT)_N_(MONTHS|QUARTERS|YEARS)$/.exec(name);
  if (withN) {
    const unit = UNIT_MONTHS[withN[2] as string] as number;
    return withN[1] === 'LAST' ? monthUnits(today, unit, -count, count) : monthUnits(today, unit, 1, count);
  }
  const ago = /^N_(MONTHS|QUARTERS|YEARS)_AGO$/.exec(name);
  if (ago) return monthUnits(today, UNIT_MONTHS[ago[1] as string] as number, -count, 1);
  return undefined;
}

/** The UTC day of a stored date or datetime value. */
export function dayOf(value: string): string {
  return value.length === 10 ? value : new Date(value).toISOString().slice(0, 10);
}

/** Date functions: the value they give for a stored date or datetime (null stays null). */
export const DATE_FUNCTIONS: Readonly<Record<string, (value: string) => number | string>> = {
  CALENDAR_YEAR: (v) => toDate(dayOf(v)).getUTCFullYear(),
  CALENDAR_QUARTER: (v) => Math.floor(toDate(dayOf(v)).getUTCMonth() / 3) + 1,
  CALENDAR_MONTH: (v) => toDate(dayOf(v)).getUTCMonth() + 1,
  DAY_IN_MONTH: (v) => toDate(dayOf(v)).getUTCDate(),
  DAY_IN_WEEK: (v) => toDate(dayOf(v)).getUTCDay() + 1,
  DAY_IN_YEAR: (v) => dayInYear(dayOf(v)),
  DAY_ONLY: (v) => dayOf(v),
  HOUR_IN_DAY: (v) => (v.length === 10 ? 0 : new Date(v).getUTCHours()),
  WEEK_IN_MONTH: (v) => Math.floor((toDate(dayOf(v)).getUTCDate() - 1) / 7) + 1,
  WEEK_IN_YEAR: (v) => Math.floor((dayInYear(dayOf(v)) - 1) / 7) + 1,
  FISCAL_YEAR: (v) => toDate(dayOf(v)).getUTCFullYear(),
  FISCAL_QUARTER: (v) => Math.floor(toDate(dayOf(v)).getUTCMonth() / 3) + 1,
  FISCAL_MONTH: (v) => toDate(dayOf(v)).getUTCMonth() + 1,
};

function dayInYear(day: string): number {
  return Math.round((toDate(day).getTime() - toDate(`${day.slice(0, 4)}-01-01`).getTime()) / DAY_MS) + 1;
}

/** A stored datetime as the REST API writes it: `2026-03-16T09:30:00.000+0000`. */
export function restDatetime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString().replace('Z', '+0000');
}
