/**
 * Names and limits shared by the converter's modules: the SOQL function and literal names it
 * recognises, the UI API's page-size maximum and the GraphQL name rule. One place, so the
 * tokenizer, the transform and the variable registry cannot drift apart.
 */

/** SOQL aggregate function → UI API aggregate field. */
export const AGGREGATE_FUNCTIONS: Readonly<Record<string, string>> = {
  COUNT: 'count',
  COUNT_DISTINCT: 'countDistinct',
  SUM: 'sum',
  AVG: 'avg',
  MIN: 'min',
  MAX: 'max',
  GROUPING: 'grouping',
};

/** SOQL date functions; the UI API uses the same names (GroupByFunction enum). */
export const DATE_FUNCTIONS: ReadonlySet<string> = new Set([
  'CALENDAR_MONTH',
  'CALENDAR_QUARTER',
  'CALENDAR_YEAR',
  'DAY_IN_MONTH',
  'DAY_IN_WEEK',
  'DAY_IN_YEAR',
  'DAY_ONLY',
  'FISCAL_MONTH',
  'FISCAL_QUARTER',
  'FISCAL_YEAR',
  'HOUR_IN_DAY',
  'WEEK_IN_MONTH',
  'WEEK_IN_YEAR',
]);

/** SOQL date literals without a parameter (`TODAY`, `THIS_MONTH`, …). */
export const SOQL_DATE_LITERALS: ReadonlySet<string> = new Set([
  'YESTERDAY',
  'TODAY',
  'TOMORROW',
  'LAST_WEEK',
  'THIS_WEEK',
  'NEXT_WEEK',
  'LAST_MONTH',
  'THIS_MONTH',
  'NEXT_MONTH',
  'LAST_90_DAYS',
  'NEXT_90_DAYS',
  'THIS_QUARTER',
  'LAST_QUARTER',
  'NEXT_QUARTER',
  'THIS_YEAR',
  'LAST_YEAR',
  'NEXT_YEAR',
  'THIS_FISCAL_QUARTER',
  'LAST_FISCAL_QUARTER',
  'NEXT_FISCAL_QUARTER',
  'THIS_FISCAL_YEAR',
  'LAST_FISCAL_YEAR',
  'NEXT_FISCAL_YEAR',
]);

/** SOQL date literals that take `:n` (`LAST_N_DAYS:30`, …). */
export const SOQL_DATE_N_LITERALS: ReadonlySet<string> = new Set([
  'NEXT_N_DAYS',
  'LAST_N_DAYS',
  'N_DAYS_AGO',
  'NEXT_N_WEEKS',
  'LAST_N_WEEKS',
  'N_WEEKS_AGO',
  'NEXT_N_MONTHS',
  'LAST_N_MONTHS',
  'N_MONTHS_AGO',
  'NEXT_N_QUARTERS',
  'LAST_N_QUARTERS',
  'N_QUARTERS_AGO',
  'NEXT_N_YEARS',
  'LAST_N_YEARS',
  'N_YEARS_AGO',
  'NEXT_N_FISCAL_QUARTERS',
  'LAST_N_FISCAL_QUARTERS',
  'N_FISCAL_QUARTERS_AGO',
  'NEXT_N_FISCAL_YEARS',
  'LAST_N_FISCAL_YEARS',
  'N_FISCAL_YEARS_AGO',
]);

/** Largest page size (`first`) the UI API accepts. */
export const MAX_PAGE_SIZE = 2000;

/** A valid GraphQL name (operation, variable, input field): a letter or `_`, then letters, digits or `_`. */
export const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
