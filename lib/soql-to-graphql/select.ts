/**
 * Record queries: the SELECT list → `edges { node { … } }` of a connection.
 *   uiapi { query { Account(where, orderBy, first) {
 *     edges { node { Id Name { value } Owner { Name { value } } } }
 *     pageInfo { endCursor hasNextPage hasPreviousPage }   # only with LIMIT
 *   } } }
 * Child subqueries become nested connections; TYPEOF becomes inline fragments.
 */
import type { FieldFunctionExpression, FieldType, QueryBase, Subquery } from '@jetstreamapp/soql-parser-js';
import type { FieldNode, SelectionNode } from 'graphql';
import { field } from './builders';
import { isAggregateQuery } from './aggregate';
import { connectionArguments } from './connection';
import { DATE_FUNCTIONS } from './constants';
import type { TransformContext } from './context';
import { firstParam, pageInfo, splitPath, warnAlias } from './fields';
import { callTokens } from './location';
import { SelectionTree } from './selection';

/** The connection of a record query or child subquery. */
export function recordConnection(
  fieldName: string,
  q: QueryBase,
  ctx: TransformContext,
  alias: string | undefined,
  label: string,
): FieldNode {
  const tree = new SelectionTree();
  for (const f of q.fields ?? []) addRecordField(tree, f, ctx, label);
  if (tree.isEmpty) tree.addPath(['Id']);

  const args = connectionArguments(q, ctx, alias, false, label);
  const selections: SelectionNode[] = [field('edges', [field('node', tree.toSelections())])];
  if (q.limit !== undefined) selections.push(pageInfo());
  return field(fieldName, selections, args);
}

/** Leaf path for a record field: `Id` is a scalar, everything else is `{ value }`. */
function recordLeaf(path: readonly string[], subfield = 'value'): string[] {
  const last = path[path.length - 1] ?? '';
  return /^id$/i.test(last) && subfield === 'value' ? [...path] : [...path, subfield];
}

function addRecordField(tree: SelectionTree, f: FieldType, ctx: TransformContext, label: string): void {
  switch (f.type) {
    case 'Field':
      warnAlias(ctx, f, label);
      tree.addPath(recordLeaf([f.field]));
      return;
    case 'FieldRelationship':
      warnAlias(ctx, f, label);
      tree.addPath(recordLeaf([...f.relationships, f.field]));
      return;
    case 'FieldSubquery':
      addChildRelationship(tree, f.subquery, ctx);
      return;
    case 'FieldTypeof':
      addTypeof(tree, f.field, f.conditions, ctx, label);
      return;
    case 'FieldFunctionExpression':
      addRecordFunction(tree, f, ctx, label);
      return;
  }
}

function addRecordFunction(
  tree: SelectionTree,
  f: FieldFunctionExpression,
  ctx: TransformContext,
  label: string,
): void {
  const fnName = f.functionName;
  const upper = fnName.toUpperCase();
  const raw = f.rawValue ?? `${fnName}()`;
  const param = firstParam(f);
  warnAlias(ctx, f, label);

  if (upper === 'FIELDS') {
    ctx.warn(
      `FIELDS(${String(f.parameters?.[0] ?? '').toUpperCase()})`,
      `${raw}${label} cannot be expressed: GraphQL needs every field listed explicitly, so it was dropped (Id is selected when nothing else is). List the fields you need.`,
      'FIELDS',
    );
    return;
  }
  if (param && upper === 'TOLABEL') {
    ctx.claim(...callTokens(fnName, param));
    tree.addPath([...splitPath(param), 'label']);
    return;
  }
  if (param && upper === 'FORMAT') {
    ctx.claim(...callTokens(fnName, param));
    tree.addPath([...splitPath(param), 'displayValue']);
    return;
  }
  if (param && upper === 'CONVERTCURRENCY') {
    ctx.warn(
      'convertCurrency()',
      `${raw}${label}: the UI API has no currency conversion; the field's own value (${param} { value }) is requested instead. Its displayValue is formatted in the record's currency.`,
      ...callTokens(fnName, param),
    );
    tree.addPath(recordLeaf(splitPath(param)));
    return;
  }
  if (upper === 'DISTANCE' || upper === 'GEOLOCATION') {
    ctx.warn(
      `${upper}()`,
      `${raw}${label} cannot be expressed in UI API GraphQL (no geolocation functions); it was dropped.`,
      ...callTokens(fnName, param),
    );
    return;
  }
  if (DATE_FUNCTIONS.has(upper)) {
    ctx.warn(
      `${upper}()`,
      `${raw}${label} is only meaningful in an aggregate (GROUP BY) query; it was dropped.`,
      ...callTokens(fnName, param),
    );
    return;
  }
  ctx.warn(
    `${fnName}()`,
    `${raw}${label} has no UI API GraphQL equivalent; it was dropped.`,
    ...callTokens(fnName, param),
  );
}

function addChildRelationship(tree: SelectionTree, sub: Subquery, ctx: TransformContext): void {
  const label = ` in the ${sub.relationshipName} subquery`;
  if (isAggregateQuery(sub)) {
    ctx.warn(
      'subquery aggregate',
      `Aggregate functions and GROUP BY${label} are not supported; plain fields are requested instead.`,
    );
  }
  const connection = recordConnection(sub.relationshipName, sub, ctx, sub.sObjectAlias, label);
  if (!tree.addPrebuilt(connection)) {
    ctx.warn(
      'subquery',
      `The ${sub.relationshipName} subquery clashes with another selection of the same name; it was dropped.`,
    );
  }
}

function addTypeof(
  tree: SelectionTree,
  polymorphicField: string,
  conditions: ReadonlyArray<{ type: 'WHEN' | 'ELSE'; objectType?: string; fieldList: string[] }>,
  ctx: TransformContext,
  label: string,
): void {
  const path = splitPath(polymorphicField);
  let added = false;
  for (const cond of conditions) {
    if (cond.type === 'WHEN' && cond.objectType && cond.fieldList.length > 0) {
      const fragment = tree.fragment(path, cond.objectType);
      for (const name of cond.fieldList) fragment.addPath(recordLeaf(splitPath(name)));
      added = true;
    } else if (cond.type === 'ELSE') {
      ctx.warn(
        'TYPEOF ELSE',
        `ELSE ${cond.fieldList.join(', ')} in TYPEOF ${polymorphicField}${label} cannot be expressed: GraphQL only selects fields through inline fragments on named types ("... on Account { … }"), so the ELSE fields were dropped. Add a WHEN branch for each object type you need.`,
        'ELSE',
      );
    }
  }
  if (!added) {
    // Only ELSE was given: still select something valid on the polymorphic field.
    tree.addPath([...path, '__typename']);
  }
}
