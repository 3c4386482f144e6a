/**
 * Aggregate queries (COUNT/SUM/… or GROUP BY):
 *   uiapi { aggregate { Account(where, groupBy, orderBy, first) {
 *     edges { node { aggregate { Industry { value } Id { count { value } } } } }
 *   } } }
 */
import type { FieldFunctionExpression, FieldType, FunctionExp, Query, QueryBase } from '@jetstreamapp/soql-parser-js';
import type { FieldNode, SelectionNode } from 'graphql';
import { field } from './builders';
import { connectionArguments } from './connection';
import { AGGREGATE_FUNCTIONS, DATE_FUNCTIONS } from './constants';
import type { TransformContext } from './context';
import { firstParam, pageInfo, splitPath, warnAlias } from './fields';
import { callTokens } from './location';
import { SelectionTree } from './selection';

/** True when the query uses aggregate functions or GROUP BY. */
export function isAggregateQuery(query: QueryBase): boolean {
  if (query.groupBy) return true;
  const hasAggregate = (fn: FieldFunctionExpression | FunctionExp): boolean =>
    AGGREGATE_FUNCTIONS[(fn.functionName ?? '').toUpperCase()] !== undefined ||
    (fn.parameters ?? []).some((p) => typeof p !== 'string' && hasAggregate(p));
  return (query.fields ?? []).some((f) => f.type === 'FieldFunctionExpression' && hasAggregate(f));
}

/** The `aggregate { Object(…) { … } }` connection of an aggregate query. */
export function aggregateConnection(objectName: string, q: Query, ctx: TransformContext): FieldNode {
  const tree = new SelectionTree();
  const alias = q.sObjectAlias;
  for (const f of q.fields ?? []) addAggregateField(tree, f, ctx);
  if (tree.isEmpty) tree.addPath(['Id', 'count', 'value']);

  const args = connectionArguments(q, ctx, alias, true, '');
  const selections: SelectionNode[] = [field('edges', [field('node', [field('aggregate', tree.toSelections())])])];
  if (q.limit !== undefined) selections.push(pageInfo());
  return field(objectName, selections, args);
}

function addAggregateField(tree: SelectionTree, f: FieldType, ctx: TransformContext): void {
  switch (f.type) {
    case 'Field':
      warnAlias(ctx, f, '');
      tree.addPath([f.field, 'value']);
      return;
    case 'FieldRelationship':
      warnAlias(ctx, f, '');
      tree.addPath([...f.relationships, f.field, 'value']);
      return;
    case 'FieldSubquery':
      ctx.warn(
        'subquery',
        `The ${f.subquery.relationshipName} subquery is not allowed in an aggregate query; it was dropped.`,
      );
      return;
    case 'FieldTypeof':
      ctx.warn('TYPEOF', `TYPEOF ${f.field} is not allowed in an aggregate query; it was dropped.`, 'TYPEOF');
      return;
    case 'FieldFunctionExpression': {
      warnAlias(ctx, f, '');
      const path = aggregateFunctionPath(f, ctx);
      if (path) tree.addPath(path);
      return;
    }
  }
}

/** Path of an aggregate-mode function, e.g. SUM(Amount) → ['Amount', 'sum', 'value']. */
function aggregateFunctionPath(fn: FieldFunctionExpression | FunctionExp, ctx: TransformContext): string[] | undefined {
  const fnName = fn.functionName ?? '';
  const upper = fnName.toUpperCase();
  const raw = fn.rawValue ?? `${fnName}()`;
  const params = fn.parameters ?? [];
  const param = params[0];

  const aggregate = AGGREGATE_FUNCTIONS[upper];
  if (aggregate) {
    if (param === undefined) {
      ctx.claim(fnName, '(', ')');
      return ['Id', aggregate, 'value']; // COUNT()
    }
    if (typeof param === 'string') {
      ctx.claim(...callTokens(fnName, param));
      return [...splitPath(param), aggregate, 'value'];
    }
    ctx.warn(`${upper}()`, `${raw}: functions nested inside ${upper}() are not supported; it was dropped.`, fnName);
    return undefined;
  }
  if (DATE_FUNCTIONS.has(upper)) {
    const target = typeof param === 'string' ? param : param ? firstParam(param) : undefined;
    ctx.claim(...callTokens(fnName, param));
    if (param && typeof param !== 'string') {
      ctx.warn(
        `${(param.functionName ?? '').toString()}()`,
        `${raw}: ${param.functionName ?? 'the nested function'}() cannot be expressed; ${upper} is applied to ${target ?? 'the field'} directly.`,
        param.functionName ?? '',
      );
    }
    return target ? [...splitPath(target), upper, 'value'] : undefined;
  }
  if (upper === 'FORMAT' && param !== undefined) {
    ctx.claim(...callTokens(fnName, param));
    if (typeof param === 'string') return [...splitPath(param), 'displayValue'];
    const inner = aggregateFunctionPath(param, ctx);
    return inner ? [...inner.slice(0, -1), 'displayValue'] : undefined;
  }
  if ((upper === 'TOLABEL' || upper === 'CONVERTCURRENCY') && typeof param === 'string') {
    ctx.warn(
      `${fnName}()`,
      `${raw} is not supported in aggregate queries; the grouped value (${param} { value }) is requested instead.`,
      ...callTokens(fnName, param),
    );
    return [...splitPath(param), 'value'];
  }
  if (upper === 'FIELDS') {
    ctx.warn(
      `FIELDS(${String(param ?? '').toUpperCase()})`,
      `${raw} cannot be expressed: list the fields explicitly.`,
      'FIELDS',
    );
    return undefined;
  }
  ctx.warn(`${upper}()`, `${raw} has no UI API GraphQL equivalent; it was dropped.`, fnName);
  return undefined;
}
