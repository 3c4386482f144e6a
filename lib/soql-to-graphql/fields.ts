/** Small helpers shared by the SELECT, aggregate and ORDER BY transforms. */
import type { FieldFunctionExpression, FieldType, FunctionExp } from '@jetstreamapp/soql-parser-js';
import { field } from './builders';
import type { TransformContext } from './context';
import type { FieldNode } from 'graphql';

/** `Owner.Name` → `['Owner', 'Name']` (empty parts dropped). */
export function splitPath(path: string): string[] {
  return path
    .split('.')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The first parameter of a function call when it is a plain field name. */
export function firstParam(fn: FieldFunctionExpression | FunctionExp): string | undefined {
  const p = fn.parameters?.[0];
  return typeof p === 'string' ? p : undefined;
}

/** UI API connections return their fields under the API names: a SOQL alias is reported and ignored. */
export function warnAlias(ctx: TransformContext, f: FieldType, label: string): void {
  const alias = 'alias' in f && typeof f.alias === 'string' ? f.alias : undefined;
  if (alias) {
    ctx.warn('alias', `Alias "${alias}"${label} was ignored: UI API fields are returned under their API names.`, alias);
  }
}

/** `pageInfo { endCursor hasNextPage hasPreviousPage }`, requested whenever the query sets a page size. */
export function pageInfo(): FieldNode {
  return field('pageInfo', [field('endCursor'), field('hasNextPage'), field('hasPreviousPage')]);
}
