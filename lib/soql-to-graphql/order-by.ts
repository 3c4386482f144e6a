/**
 * ORDER BY → the UI API `orderBy:` argument: `{ Name: { order: ASC, nulls: FIRST } }`, relationship
 * keys nested (`Account: { Name: { order: DESC } }`), aggregate keys as `Amount: { sum: { order } }`.
 * An input object cannot repeat a key, so keys on one relationship are merged (with a warning
 * when that changes their priority).
 */
import type { OrderByClause } from '@jetstreamapp/soql-parser-js';
import type { ValueNode } from 'graphql';
import { enumValue, ObjectBuilder, obj } from './builders';
import { AGGREGATE_FUNCTIONS } from './constants';
import type { TransformContext } from './context';
import { firstParam } from './fields';
import { callTokens } from './location';
import { fieldPath } from './where';

/** Build the `orderBy:` value; undefined when no sort key could be expressed. */
export function buildOrderBy(
  orderBy: OrderByClause | OrderByClause[],
  ctx: TransformContext,
  alias: string | undefined,
  aggregate: boolean,
  label: string,
): ValueNode | undefined {
  const builder = new ObjectBuilder();
  const topKeys: string[] = [];
  for (const o of Array.isArray(orderBy) ? orderBy : [orderBy]) {
    const direction = o.order ?? 'ASC';
    // SOQL puts nulls last in a descending sort unless told otherwise; the UI API puts them first
    // unless told otherwise. Say LAST explicitly so the order is SOQL's.
    const nulls = o.nulls ?? (direction === 'DESC' ? 'LAST' : undefined);
    const clause = obj([['order', enumValue(direction)], ...(nulls ? ([['nulls', enumValue(nulls)]] as const) : [])]);
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
