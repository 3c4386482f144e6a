/**
 * SOQL AST (soql-parser-js `Query`) → graphql-js `DocumentNode` for the
 * Salesforce UI API GraphQL schema (as used by `lightning/uiGraphQLApi`).
 *
 * Record queries:
 *   query { uiapi { query { Account(where, orderBy, first) {
 *     edges { node { Id Name { value } Owner { Name { value } } } }
 *     pageInfo { endCursor hasNextPage hasPreviousPage }   # only with LIMIT
 *   } } } }
 *
 * Aggregate queries (COUNT/SUM/… or GROUP BY):
 *   query { uiapi { aggregate { Account(where, groupBy, orderBy, first) {
 *     edges { node { aggregate { Industry { value } Id { count { value } } } } }
 *   } } } }
 *
 * Everything is built as graphql-js AST nodes (see ./builders); constructs
 * GraphQL cannot express are reported through `ctx.warn` and left out.
 */
import type {
  FieldFunctionExpression,
  FieldType,
  FunctionExp,
  GroupByClause,
  OrderByClause,
  Query,
  QueryBase,
  Subquery,
} from '@jetstreamapp/soql-parser-js';
import type { ArgumentNode, DocumentNode, FieldNode, SelectionNode, ValueNode } from 'graphql';
import { argument, booleanValue, enumValue, field, intValue, ObjectBuilder, obj, queryDocument } from './builders';
import { createContext, type TransformContext } from './context';
import { callTokens } from './location';
import { SelectionTree } from './selection';
import type { ConversionWarning, VariablesOption } from './types';
import { buildWhere, fieldPath } from './where';

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

/** Largest page size (`first`) the UI API accepts. */
export const MAX_PAGE_SIZE = 2000;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

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

/** True when the query uses aggregate functions or GROUP BY. */
export function isAggregateQuery(query: QueryBase): boolean {
  if (query.groupBy) return true;
  const hasAggregate = (fn: FieldFunctionExpression | FunctionExp): boolean =>
    AGGREGATE_FUNCTIONS[(fn.functionName ?? '').toUpperCase()] !== undefined ||
    (fn.parameters ?? []).some((p) => typeof p !== 'string' && hasAggregate(p));
  return (query.fields ?? []).some((f) => f.type === 'FieldFunctionExpression' && hasAggregate(f));
}

// ---------------------------------------------------------------------------
// Record queries

function recordConnection(
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

function pageInfo(): FieldNode {
  return field('pageInfo', [field('endCursor'), field('hasNextPage'), field('hasPreviousPage')]);
}

function splitPath(path: string): string[] {
  return path
    .split('.')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Leaf path for a record field: `Id` is a scalar, everything else is `{ value }`. */
function recordLeaf(path: readonly string[], subfield = 'value'): string[] {
  const last = path[path.length - 1] ?? '';
  return /^id$/i.test(last) && subfield === 'value' ? [...path] : [...path, subfield];
}

function warnAlias(ctx: TransformContext, f: FieldType, label: string): void {
  const alias = 'alias' in f && typeof f.alias === 'string' ? f.alias : undefined;
  if (alias) {
    ctx.warn('alias', `Alias "${alias}"${label} was ignored: UI API fields are returned under their API names.`, alias);
  }
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

function firstParam(fn: FieldFunctionExpression | FunctionExp): string | undefined {
  const p = fn.parameters?.[0];
  return typeof p === 'string' ? p : undefined;
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

// ---------------------------------------------------------------------------
// Aggregate queries

function aggregateConnection(objectName: string, q: Query, ctx: TransformContext): FieldNode {
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

function buildGroupBy(
  groupBy: GroupByClause | GroupByClause[],
  ctx: TransformContext,
  alias: string | undefined,
): ValueNode | undefined {
  const builder = new ObjectBuilder();
  let groupType: string | undefined;
  const group = (path: string): void => {
    builder.set([...fieldPath(path, alias), 'group'], booleanValue(true));
  };
  for (const g of Array.isArray(groupBy) ? groupBy : [groupBy]) {
    if ('field' in g) {
      group(g.field);
      continue;
    }
    const fnName = g.fn.functionName ?? '';
    const upper = fnName.toUpperCase();
    const params = (g.fn.parameters ?? []).filter((p): p is string => typeof p === 'string');
    const nested = g.fn.parameters?.find((p): p is FunctionExp => typeof p !== 'string');
    if (upper === 'ROLLUP' || upper === 'CUBE') {
      ctx.claim(fnName, '(');
      groupType = upper;
      params.forEach(group);
    } else if (DATE_FUNCTIONS.has(upper) && (params[0] || nested)) {
      const target = params[0] ?? (nested ? firstParam(nested) : undefined);
      ctx.claim(...callTokens(fnName, params[0]));
      if (nested) {
        ctx.warn(
          `${nested.functionName ?? ''}()`,
          `GROUP BY ${g.fn.rawValue ?? fnName}: ${nested.functionName ?? 'the nested function'}() cannot be expressed; ${upper} is applied to ${target ?? 'the field'} directly.`,
          nested.functionName ?? '',
        );
      }
      if (target) builder.set([...fieldPath(target, alias), 'function'], enumValue(upper));
    } else {
      ctx.warn(
        `GROUP BY ${upper}()`,
        `GROUP BY ${g.fn.rawValue ?? fnName} cannot be expressed; it was dropped.`,
        fnName,
      );
    }
  }
  if (groupType) builder.set(['type'], enumValue(groupType));
  return builder.isEmpty ? undefined : builder.build();
}

// ---------------------------------------------------------------------------
// Shared clause handling

function connectionArguments(
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
        `LIMIT ${q.limit}${label} exceeds the UI API page size maximum of ${MAX_PAGE_SIZE}; page through the results with pageInfo.endCursor and after.`,
        'LIMIT',
      );
    }
    args.push(argument('first', intValue(q.limit)));
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

function buildOrderBy(
  orderBy: OrderByClause | OrderByClause[],
  ctx: TransformContext,
  alias: string | undefined,
  aggregate: boolean,
  label: string,
): ValueNode | undefined {
  const builder = new ObjectBuilder();
  const topKeys: string[] = [];
  for (const o of Array.isArray(orderBy) ? orderBy : [orderBy]) {
    const clause = obj([
      ['order', enumValue(o.order ?? 'ASC')],
      ...(o.nulls ? ([['nulls', enumValue(o.nulls)]] as const) : []),
    ]);
    let path: string[] | undefined;
    let description: string;
    if ('field' in o) {
      path = fieldPath(o.field, alias);
      description = o.field;
    } else {
      const fnName = o.fn.functionName ?? '';
      const upper = fnName.toUpperCase();
      const param = firstParam(o.fn);
      description = o.fn.rawValue ?? `${fnName}()`;
      const aggregateField = AGGREGATE_FUNCTIONS[upper];
      if (aggregate && aggregateField) {
        ctx.claim(...callTokens(fnName, param));
        path = [...(param ? fieldPath(param, alias) : ['Id']), aggregateField];
      } else {
        ctx.warn(
          `ORDER BY ${upper}()`,
          `ORDER BY ${description}${label} cannot be expressed in UI API GraphQL; that sort key was dropped.`,
          ...callTokens(fnName, param),
        );
        continue;
      }
    }
    const top = path[0] as string;
    if (!builder.set(path, clause)) {
      ctx.warn(
        'ORDER BY',
        `ORDER BY ${description}${label} repeats a sort key; the repetition was dropped.`,
        'ORDER',
        'BY',
      );
      continue;
    }
    if (!topKeys.includes(top)) {
      topKeys.push(top);
    } else if (topKeys[topKeys.length - 1] !== top) {
      ctx.warn(
        'ORDER BY',
        `ORDER BY ${description}${label} was merged into the earlier ${top} sort key because a GraphQL input object cannot repeat a key; its sort priority changed.`,
        'ORDER',
        'BY',
      );
    }
  }
  return builder.isEmpty ? undefined : builder.build();
}
