/**
 * `runSoql(query, org)`: SOQL evaluated over an org held in memory (the docs' sample org, or any org
 * in the format of ./types.ts), on the AST of the parser the converter uses. The answer has the
 * REST API's shape; what Salesforce refuses, and what this runner does not evaluate, throws a
 * `SoqlRunError` with Salesforce's error code and words and the position it refers to, never a
 * wrong answer. See README.md for what is supported.
 */
import type { Query } from '@jetstreamapp/soql-parser-js';
import { parseSoql, SoqlSyntaxError } from '@/lib/soql-to-graphql/parse';
import { isAggregateQuery, runAggregate } from './aggregate';
import type { Scope } from './conditions';
import { compileWhere } from './conditions';
import { SoqlRunError } from './errors';
import { Locator } from './locate';
import { checkOffset, compileRecords, evaluateRecords } from './records';
import { indexOf, requireObject } from './schema';
import type { Org, QueryResult } from './types';

export { SoqlRunError, type SoqlErrorCode } from './errors';
export type * from './types';

/** How many parsed queries are kept: a page's query boxes, their exercises' references, a few edits. */
const PARSED_KEPT = 32;

/**
 * Parsed queries by their text, the most recent last. Running the same text again (Run then
 * Check, an exercise's reference query, Run pressed twice) skips the parser, which is a good part of
 * a query's time. The runner never changes an AST, so one can be shared.
 */
const parsed = new Map<string, Query>();

function parse(query: string): Query {
  const kept = parsed.get(query);
  if (kept) {
    parsed.delete(query);
    parsed.set(query, kept);
    return kept;
  }
  const ast = parseUncached(query);
  parsed.set(query, ast);
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
  return ast;
}

function parseUncached(query: string): Query {
  try {
    return parseSoql(query);
  } catch (error) {
    if (error instanceof SoqlSyntaxError) {
      throw new SoqlRunError('MALFORMED_QUERY', error.reason, error.line, error.column);
    }
    throw new SoqlRunError('MALFORMED_QUERY', error instanceof Error ? error.message : String(error));
  }
}

function refuseUnsupportedClauses(scope: Scope, query: Query): void {
  const unsupported: [boolean, string, string][] = [
    [query.withDataCategory !== undefined, 'WITH DATA CATEGORY', 'WITH'],
    [query.update !== undefined, `UPDATE ${query.update ?? ''}`, 'UPDATE'],
    [
      query.usingScope !== undefined && query.usingScope.toLowerCase() !== 'everything',
      `USING SCOPE ${query.usingScope ?? ''}`,
      'USING',
    ],
  ];
  for (const [present, clause, keyword] of unsupported) {
    if (!present) continue;
    const at = scope.locator.keyword(keyword);
    throw new SoqlRunError('NOT_SUPPORTED', `${clause.trim()} is not supported by the sample org`, at.line, at.column);
  }
}

/** `SELECT COUNT() FROM …`: the number of matching records in totalSize, and no records. */
function isCountQuery(query: Query): boolean {
  const fields = query.fields ?? [];
  const only = fields[0];
  return (
    fields.length === 1 &&
    only?.type === 'FieldFunctionExpression' &&
    only.functionName.toUpperCase() === 'COUNT' &&
    only.parameters.length === 0 &&
    query.groupBy === undefined
  );
}

/**
 * Run a SOQL query over an org.
 * @throws {SoqlRunError} for a query Salesforce would refuse or this runner does not evaluate.
 */
export function runSoql(query: string, org: Org): QueryResult {
  const ast = parse(query);
  const index = indexOf(org);
  const locator = new Locator(query);
  const info = requireObject(index, ast.sObject ?? '', locator.word(ast.sObject ?? ''));
  const scope: Scope = { index, info, alias: ast.sObjectAlias, locator, today: org.today };
  refuseUnsupportedClauses(scope, ast);

  if (isCountQuery(ast)) {
    checkOffset(scope, ast.offset);
    const filter = compileWhere(scope, ast.where);
    const count = info.data.records.filter(filter).length;
    const afterOffset = Math.max(0, count - (ast.offset ?? 0));
    return {
      totalSize: ast.limit === undefined ? afterOffset : Math.min(afterOffset, ast.limit),
      done: true,
      records: [],
    };
  }
  if (isAggregateQuery(ast)) return runAggregate(scope, ast);
  return evaluateRecords(compileRecords(scope, ast), info.data.records);
}
