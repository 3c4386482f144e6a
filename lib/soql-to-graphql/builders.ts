/**
 * Small constructors for graphql-js AST nodes (Kind.*). The transform builds
 * the GraphQL document exclusively through these; nothing is produced by
 * string concatenation, so the printed output is always well formed.
 */
import {
  Kind,
  OperationTypeNode,
  type ArgumentNode,
  type ConstValueNode,
  type DocumentNode,
  type EnumValueNode,
  type FieldNode,
  type InlineFragmentNode,
  type ListValueNode,
  type NameNode,
  type ObjectFieldNode,
  type ObjectValueNode,
  type SelectionNode,
  type SelectionSetNode,
  type TypeNode,
  type ValueNode,
  type VariableDefinitionNode,
  type VariableNode,
} from 'graphql';

export function name(value: string): NameNode {
  return { kind: Kind.NAME, value };
}

export function selectionSet(selections: readonly SelectionNode[]): SelectionSetNode {
  return { kind: Kind.SELECTION_SET, selections };
}

export function field(
  fieldName: string,
  selections?: readonly SelectionNode[],
  args?: readonly ArgumentNode[],
): FieldNode {
  return {
    kind: Kind.FIELD,
    name: name(fieldName),
    ...(args && args.length > 0 ? { arguments: args } : {}),
    ...(selections ? { selectionSet: selectionSet(selections) } : {}),
  };
}

export function inlineFragment(typeName: string, selections: readonly SelectionNode[]): InlineFragmentNode {
  return {
    kind: Kind.INLINE_FRAGMENT,
    typeCondition: { kind: Kind.NAMED_TYPE, name: name(typeName) },
    selectionSet: selectionSet(selections),
  };
}

export function argument(argName: string, value: ValueNode): ArgumentNode {
  return { kind: Kind.ARGUMENT, name: name(argName), value };
}

export function stringValue(value: string): ConstValueNode {
  return { kind: Kind.STRING, value };
}

export function intValue(value: number | string): ConstValueNode {
  return { kind: Kind.INT, value: String(value) };
}

export function floatValue(value: number | string): ConstValueNode {
  return { kind: Kind.FLOAT, value: String(value) };
}

export function booleanValue(value: boolean): ConstValueNode {
  return { kind: Kind.BOOLEAN, value };
}

export function nullValue(): ConstValueNode {
  return { kind: Kind.NULL };
}

export function enumValue(value: string): EnumValueNode {
  return { kind: Kind.ENUM, value };
}

export function listValue(values: readonly ValueNode[]): ListValueNode {
  return { kind: Kind.LIST, values };
}

export function objectField(fieldName: string, value: ValueNode): ObjectFieldNode {
  return { kind: Kind.OBJECT_FIELD, name: name(fieldName), value };
}

export function objectValue(fields: readonly ObjectFieldNode[]): ObjectValueNode {
  return { kind: Kind.OBJECT, fields };
}

/** `{ a: x, b: y }` from ordered [key, value] pairs. */
export function obj(entries: ReadonlyArray<readonly [string, ValueNode]>): ObjectValueNode {
  return objectValue(entries.map(([k, v]) => objectField(k, v)));
}

export function variable(varName: string): VariableNode {
  return { kind: Kind.VARIABLE, name: name(varName) };
}

export function variableDefinition(
  varName: string,
  type: TypeNode,
  defaultValue?: ConstValueNode,
): VariableDefinitionNode {
  return {
    kind: Kind.VARIABLE_DEFINITION,
    variable: variable(varName),
    type,
    ...(defaultValue ? { defaultValue } : {}),
  };
}

export function namedType(typeName: string): TypeNode {
  return { kind: Kind.NAMED_TYPE, name: name(typeName) };
}

export function listType(ofType: TypeNode): TypeNode {
  return { kind: Kind.LIST_TYPE, type: ofType };
}

export function nonNullType(ofType: TypeNode): TypeNode {
  if (ofType.kind === Kind.NON_NULL_TYPE) return ofType;
  return { kind: Kind.NON_NULL_TYPE, type: ofType };
}

export function queryDocument(
  selections: readonly SelectionNode[],
  variableDefinitions: readonly VariableDefinitionNode[],
  operationName?: string,
): DocumentNode {
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        ...(operationName ? { name: name(operationName) } : {}),
        ...(variableDefinitions.length > 0 ? { variableDefinitions } : {}),
        selectionSet: selectionSet(selections),
      },
    ],
  };
}

/**
 * An ordered, mergeable input-object builder: nested paths are merged into
 * one object (`Account.Name` and `Account.Type` share one `Account: {…}`).
 */
export class ObjectBuilder {
  private readonly entries = new Map<string, ObjectBuilder | ValueNode>();

  /** True when nothing has been set. */
  get isEmpty(): boolean {
    return this.entries.size === 0;
  }

  /**
   * Set `value` at `path`, creating/merging intermediate objects.
   * Returns false (and leaves the builder unchanged) if the path is already taken.
   */
  set(path: readonly string[], value: ValueNode | ObjectBuilder): boolean {
    const [head, ...rest] = path;
    if (head === undefined) return false;
    const existing = this.entries.get(head);
    if (rest.length === 0) {
      if (existing === undefined) {
        this.entries.set(head, value);
        return true;
      }
      if (existing instanceof ObjectBuilder && value instanceof ObjectBuilder) {
        return existing.mergeFrom(value);
      }
      return false;
    }
    if (existing === undefined) {
      const child = new ObjectBuilder();
      this.entries.set(head, child);
      return child.set(rest, value);
    }
    if (existing instanceof ObjectBuilder) return existing.set(rest, value);
    return false;
  }

  /** Merge all entries of `other` into this builder; false if any key collided. */
  mergeFrom(other: ObjectBuilder): boolean {
    let ok = true;
    for (const [key, value] of other.entries) {
      if (!this.set([key], value)) ok = false;
    }
    return ok;
  }

  /** Build the graphql-js ObjectValueNode. */
  build(): ObjectValueNode {
    return objectValue(
      [...this.entries].map(([key, value]) => objectField(key, value instanceof ObjectBuilder ? value.build() : value)),
    );
  }
}
