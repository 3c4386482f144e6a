/**
 * Bind variables: SOQL `:name` → GraphQL `$name`, with a declared type.
 *
 * Type resolution for a bind, first match wins:
 *   1. the caller's `variables[name].type` (any GraphQL type reference, e.g.
 *      `ID!`, `[String]`, `Currency`, `Picklist`, `Date`);
 *   2. inference from the compared field and operator:
 *      - field `Id`, or a field ending in `Id` (`AccountId`, `Owner.Id`) → `ID`;
 *        plain `Id = :x` (not through a relationship) → `ID!`;
 *      - `CreatedDate`, `LastModifiedDate`, `SystemModstamp`, `LastViewedDate`,
 *        `LastReferencedDate` → `DateTime`; any other field ending in `Date` → `Date`;
 *      - `LIKE` → `String`; `INCLUDES`/`EXCLUDES` → `MultiPicklist`;
 *      - the JS type of the caller's default: boolean → `Boolean`,
 *        integer → `Int`, other number → `Double`;
 *      - otherwise `String`;
 *   3. `IN`, `NOT IN`, `INCLUDES`, `EXCLUDES` wrap the type in a list: `[ID]`.
 *
 * Date/DateTime variables are passed as `{ value: $x }`, because UI API date
 * filters take a `DateInput`/`DateTimeInput` object, not a bare scalar.
 */
import {
  Kind,
  parseType,
  type ConstValueNode,
  type TypeNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import {
  booleanValue,
  floatValue,
  intValue,
  listType,
  listValue,
  namedType,
  nonNullType,
  nullValue,
  obj,
  objectField,
  objectValue,
  stringValue,
  variable,
  variableDefinition,
} from './builders';
import { GRAPHQL_NAME } from './constants';
import type { VariableSpec, VariablesOption } from './types';

/** How a bind variable is used in a WHERE condition. */
export interface BindUse {
  /** The bind expression as written after `:` (e.g. `recordId`, `acc.Id`). */
  bindName: string;
  /** Field path compared against (`['Account', 'OwnerId']`). */
  fieldPath: readonly string[];
  /** SOQL operator (`=`, `IN`, `LIKE`, …). */
  operator: string;
  /** True when the bind is one element inside an `IN (...)` list. */
  inList?: boolean;
}

interface Definition {
  graphqlName: string;
  type: TypeNode;
  defaultNode?: ConstValueNode | undefined;
  defaultValue?: unknown;
  hasDefault: boolean;
}

/** Warning sink used by the registry. */
export type WarnFn = (clause: string, message: string, ...locate: string[]) => void;

const DATETIME_FIELDS = new Set([
  'CreatedDate',
  'LastModifiedDate',
  'SystemModstamp',
  'LastViewedDate',
  'LastReferencedDate',
]);
const LIST_OPERATORS = new Set(['IN', 'NOT IN', 'INCLUDES', 'EXCLUDES']);

/** Collects variable definitions while the WHERE clauses are transformed. */
export class VariableRegistry {
  private readonly defs = new Map<string, Definition>();

  constructor(
    private readonly options: VariablesOption | undefined,
    private readonly warn: WarnFn,
  ) {}

  /** Register a use of a bind variable and return the GraphQL value to put in the filter. */
  reference(use: BindUse): ValueNode {
    const graphqlName = toGraphqlName(use.bindName);
    let def = this.defs.get(graphqlName);
    if (!def) {
      if (graphqlName !== use.bindName) {
        this.warn(
          'bind variable',
          `Bind expression ':${use.bindName}' is not a plain variable name; it became $${graphqlName}. Pass its value under that name.`,
          `:${use.bindName}`,
        );
      }
      def = this.define(use, graphqlName);
      this.defs.set(graphqlName, def);
    }
    const ref = variable(graphqlName);
    const base = namedTypeName(def.type);
    const isList = unwrapNonNull(def.type).kind === Kind.LIST_TYPE;
    if (!isList && (base === 'Date' || base === 'DateTime')) return obj([['value', ref]]);
    return ref;
  }

  /** Variable definitions in order of first use. */
  definitions(): VariableDefinitionNode[] {
    return [...this.defs.values()].map((d) => variableDefinition(d.graphqlName, d.type, d.defaultNode));
  }

  /** Values of every variable that has a default. */
  values(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const d of this.defs.values()) if (d.hasDefault) out[d.graphqlName] = d.defaultValue;
    return out;
  }

  private lookup(use: BindUse, graphqlName: string): { spec: VariableSpec; plain: boolean } | undefined {
    const opts = this.options as Record<string, unknown> | undefined;
    if (!opts) return undefined;
    const key = Object.prototype.hasOwnProperty.call(opts, use.bindName)
      ? use.bindName
      : Object.prototype.hasOwnProperty.call(opts, graphqlName)
        ? graphqlName
        : undefined;
    if (key === undefined) return undefined;
    const raw = opts[key];
    if (isVariableSpec(raw)) return { spec: raw, plain: false };
    return { spec: { default: raw }, plain: true };
  }

  private define(use: BindUse, graphqlName: string): Definition {
    const found = this.lookup(use, graphqlName);
    const spec = found?.spec;
    const hasDefault = spec !== undefined && Object.prototype.hasOwnProperty.call(spec, 'default');
    const defaultValue = hasDefault ? normalizeDefault(spec?.default) : undefined;

    let type: TypeNode | undefined;
    if (spec?.type !== undefined) {
      try {
        type = parseType(spec.type);
      } catch {
        this.warn(
          'bind variable',
          `Invalid GraphQL type '${spec.type}' given for $${graphqlName}; the type was inferred instead.`,
          `:${use.bindName}`,
        );
      }
    }
    type ??= inferType(use, hasDefault ? defaultValue : undefined);

    let defaultNode: ConstValueNode | undefined;
    if (hasDefault) {
      defaultNode = toConstValue(defaultValue);
      if (!defaultNode) {
        this.warn(
          'bind variable',
          `The default value of $${graphqlName} cannot be written as a GraphQL literal; it was left out of the query (it is still returned in variables).`,
          `:${use.bindName}`,
        );
      }
    }
    return { graphqlName, type, defaultNode, defaultValue, hasDefault };
  }
}

/** True for `{ type?, default? }` objects (and nothing else). */
export function isVariableSpec(value: unknown): value is VariableSpec {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((k) => k === 'type' || k === 'default')) return false;
  const t = (value as { type?: unknown }).type;
  return t === undefined || typeof t === 'string';
}

/** Turn a bind expression into a legal GraphQL variable name. */
export function toGraphqlName(bindName: string): string {
  if (GRAPHQL_NAME.test(bindName)) return bindName;
  let out = bindName.replace(/[^_0-9A-Za-z]+/g, '_').replace(/_+$/, '');
  if (out === '') out = 'var';
  if (/^[0-9]/.test(out)) out = `_${out}`;
  return out;
}

function inferType(use: BindUse, defaultValue: unknown): TypeNode {
  const last = use.fieldPath[use.fieldPath.length - 1] ?? '';
  const op = use.operator.toUpperCase();
  let base: string;
  if (/^id$/i.test(last) || /Id$/.test(last)) base = 'ID';
  else if (DATETIME_FIELDS.has(last)) base = 'DateTime';
  else if (/Date$/.test(last)) base = 'Date';
  else if (op === 'LIKE') base = 'String';
  else if (op === 'INCLUDES' || op === 'EXCLUDES') base = 'MultiPicklist';
  else if (typeof defaultValue === 'boolean') base = 'Boolean';
  else if (typeof defaultValue === 'number') base = Number.isInteger(defaultValue) ? 'Int' : 'Double';
  else base = 'String';

  if (!use.inList && LIST_OPERATORS.has(op)) return listType(namedType(base));
  if (!use.inList && op === '=' && use.fieldPath.length === 1 && /^id$/i.test(last)) {
    return nonNullType(namedType(base));
  }
  return namedType(base);
}

function unwrapNonNull(type: TypeNode): TypeNode {
  return type.kind === Kind.NON_NULL_TYPE ? type.type : type;
}

function namedTypeName(type: TypeNode): string {
  let t: TypeNode = type;
  while (t.kind !== Kind.NAMED_TYPE) t = t.type;
  return t.name.value;
}

function normalizeDefault(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return value;
}

/** JSON-like JS value → GraphQL constant literal (undefined when impossible). */
export function toConstValue(value: unknown): ConstValueNode | undefined {
  if (value === null) return nullValue();
  switch (typeof value) {
    case 'boolean':
      return booleanValue(value);
    case 'string':
      return stringValue(value);
    case 'number':
      if (!Number.isFinite(value)) return undefined;
      return Number.isInteger(value) ? intValue(value) : floatValue(value);
    case 'bigint':
      return intValue(value.toString());
    case 'object': {
      if (value instanceof Date) return stringValue(value.toISOString());
      if (Array.isArray(value)) {
        const items = value.map(toConstValue);
        if (items.some((i) => i === undefined)) return undefined;
        return listValue(items as ConstValueNode[]) as ConstValueNode;
      }
      const fields = [];
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (!GRAPHQL_NAME.test(k)) return undefined;
        const node = toConstValue(v);
        if (!node) return undefined;
        fields.push(objectField(k, node));
      }
      return objectValue(fields) as ConstValueNode;
    }
    default:
      return undefined;
  }
}
