/**
 * SOQL AST (soql-parser-js `Query`) → graphql-js `DocumentNode` for the Salesforce UI API GraphQL
 * schema (as used by `lightning/graphql` and `lightning/uiGraphQLApi`).
 *
 * One module per clause family:
 *   select.ts      record queries: SELECT list, child subqueries, TYPEOF
 *   aggregate.ts   aggregate queries: COUNT/SUM/…, grouped fields
 *   connection.ts  connection arguments (scope, where, groupBy, orderBy, first) and clause warnings
 *   where.ts, group-by.ts, order-by.ts  the `where:`, `groupBy:` and `orderBy:` values
 *   constants.ts   function names, date literals, page-size maximum, the GraphQL name rule
 *
 * Everything is built as graphql-js AST nodes (see ./builders); constructs GraphQL cannot express
 * are reported through `ctx.warn` and left out.
 */
import type { Query } from '@jetstreamapp/soql-parser-js';
import type { DocumentNode } from 'graphql';
import { aggregateConnection, isAggregateQuery } from './aggregate';
import { field, queryDocument } from './builders';
import { GRAPHQL_NAME } from './constants';
import { createContext } from './context';
import { recordConnection } from './select';
import type { ConversionWarning, VariablesOption } from './types';

/** Options of {@link transformSoql}. */
export interface TransformOptions {
  variables?: VariablesOption | undefined;
  operationName?: string | undefined;
}

/** Result of {@link transformSoql}. */
export interface TransformOutput {
  document: DocumentNode;
  variables: Record<string, unknown>;
  warnings: ConversionWarning[];
}

/** Transform a parsed SOQL query into a GraphQL document plus variables and warnings. */
export function transformSoql(query: Query, source: string, options: TransformOptions = {}): TransformOutput {
  const ctx = createContext(source, options.variables);
  const objectName = query.sObject ?? '';
  const aggregate = isAggregateQuery(query);

  const root = aggregate
    ? aggregateConnection(objectName, query, ctx)
    : recordConnection(objectName, query, ctx, query.sObjectAlias, '');

  let operationName = options.operationName?.trim() || undefined;
  if (operationName && !GRAPHQL_NAME.test(operationName)) {
    ctx.warn(
      'operationName',
      `"${operationName}" is not a valid GraphQL operation name; the query was left anonymous.`,
    );
    operationName = undefined;
  }

  const document = queryDocument(
    [field('uiapi', [field(aggregate ? 'aggregate' : 'query', [root])])],
    ctx.variables.definitions(),
    operationName,
  );
  return { document, variables: ctx.variables.values(), warnings: ctx.warnings };
}
