/**
 * The arguments of a connection, in SOQL clause order (`scope`, `where`, `groupBy`, `orderBy`,
 * `first`), and the warnings for the clauses the UI API cannot express (WITH, HAVING, OFFSET,
 * FOR, UPDATE).
 */
import type { QueryBase } from '@jetstreamapp/soql-parser-js';
import type { ArgumentNode } from 'graphql';
import { argument, enumValue, intValue } from './builders';
import { MAX_PAGE_SIZE } from './constants';
import type { TransformContext } from './context';
import { buildGroupBy } from './group-by';
import { buildOrderBy } from './order-by';
import { buildWhere } from './where';

/**
 * Arguments of one connection.
 * @param alias the FROM alias of this query level, stripped from field paths.
 * @param label ` in the X subquery` for messages about a subquery, '' for the outer query.
 */
export function connectionArguments(
  q: QueryBase,
  ctx: TransformContext,
  alias: string | undefined,
  aggregate: boolean,
  label: string,
): ArgumentNode[] {
  const args: ArgumentNode[] = [];
  if (q.usingScope) args.push(argument('scope', enumValue(q.usingScope.toUpperCase())));

  const where = buildWhere(q.where, ctx, alias);
  if (where) args.push(argument('where', where));

  if (aggregate && q.groupBy) {
    const groupBy = buildGroupBy(q.groupBy, ctx, alias);
    if (groupBy) args.push(argument('groupBy', groupBy));
  }
  warnUnsupportedWith(q, ctx, label);

  if (q.having) {
    ctx.warn(
      'HAVING',
      `HAVING${label} is not supported by the UI API aggregate query; it was dropped, so groups are not filtered. Filter the returned groups on the client.`,
      'HAVING',
    );
  }

  if (q.orderBy) {
    const orderBy = buildOrderBy(q.orderBy, ctx, alias, aggregate, label);
    if (orderBy) args.push(argument('orderBy', orderBy));
  }

  if (q.limit !== undefined) {
    if (q.limit > MAX_PAGE_SIZE) {
      ctx.warn(
        'LIMIT',
        `LIMIT ${q.limit}${label} exceeds the UI API page size maximum of ${MAX_PAGE_SIZE}, so first is ${MAX_PAGE_SIZE}; fetch the rest page by page with after: pageInfo.endCursor.`,
        'LIMIT',
      );
    }
    // The server refuses a larger page: print the query it accepts, and say so in the warning.
    args.push(argument('first', intValue(Math.min(q.limit, MAX_PAGE_SIZE))));
  }
  warnUnsupportedTail(q, ctx, label);
  return args;
}

function warnUnsupportedWith(q: QueryBase, ctx: TransformContext, label: string): void {
  if (q.withSecurityEnforced) {
    ctx.warn(
      'WITH SECURITY_ENFORCED',
      `WITH SECURITY_ENFORCED${label} was dropped: the UI API always enforces object and field-level security for the running user.`,
      'WITH',
      'SECURITY_ENFORCED',
    );
  }
  if (q.withAccessLevel) {
    const level = q.withAccessLevel;
    ctx.warn(
      `WITH ${level}`,
      level === 'USER_MODE'
        ? `WITH USER_MODE${label} was dropped: UI API queries always run in user mode.`
        : `WITH SYSTEM_MODE${label} cannot be honoured: UI API queries always run in user mode (sharing and field-level security apply).`,
      'WITH',
      level,
    );
  }
  if (q.withDataCategory) {
    ctx.warn(
      'WITH DATA CATEGORY',
      `WITH DATA CATEGORY${label} has no UI API GraphQL equivalent; it was dropped, so articles are not filtered by category.`,
      'WITH',
      'DATA',
      'CATEGORY',
    );
  }
}

function warnUnsupportedTail(q: QueryBase, ctx: TransformContext, label: string): void {
  if (q.offset !== undefined) {
    ctx.warn(
      'OFFSET',
      `OFFSET ${q.offset}${label} is not supported: the UI API pages with cursors (first/after and pageInfo.endCursor). It was dropped.`,
      'OFFSET',
    );
  }
  if (q.for) {
    const detail =
      q.for === 'UPDATE'
        ? 'GraphQL queries cannot lock records'
        : `GraphQL queries do not update ${q.for === 'VIEW' ? 'LastViewedDate' : 'LastReferencedDate'}`;
    ctx.warn(`FOR ${q.for}`, `FOR ${q.for}${label} was dropped: ${detail}.`, 'FOR', q.for);
  }
  if (q.update) {
    ctx.warn(
      `UPDATE ${q.update}`,
      `UPDATE ${q.update}${label} was dropped: GraphQL queries cannot update article ${q.update === 'TRACKING' ? 'tracking' : 'view statistics'}.`,
      'UPDATE',
      q.update,
    );
  }
}
