/** GROUP BY → the UI API `groupBy:` argument (fields, ROLLUP/CUBE, date functions). */
import type { FunctionExp, GroupByClause } from '@jetstreamapp/soql-parser-js';
import type { ValueNode } from 'graphql';
import { booleanValue, enumValue, ObjectBuilder } from './builders';
import { DATE_FUNCTIONS } from './constants';
import type { TransformContext } from './context';
import { firstParam } from './fields';
import { callTokens } from './location';
import { fieldPath } from './where';

/** Build the `groupBy:` value; undefined when nothing could be expressed (with warnings). */
export function buildGroupBy(
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
