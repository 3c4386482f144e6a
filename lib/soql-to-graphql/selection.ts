/**
 * A mergeable selection tree. Every SOQL field becomes a path
 * (`Owner.Name` → `['Owner', 'Name', 'value']`); paths sharing a prefix are
 * merged, so `Owner.Name` and `Owner.Email` end up under one `Owner { … }`.
 */
import type { FieldNode, SelectionNode } from 'graphql';
import { field, inlineFragment } from './builders';

interface SelNode {
  name: string;
  children: SelectionTree;
  fragments: Map<string, SelectionTree>;
  /** A prebuilt field (child-relationship connection) emitted as is. */
  prebuilt?: FieldNode;
}

export class SelectionTree {
  private readonly nodes = new Map<string, SelNode>();

  get isEmpty(): boolean {
    return this.nodes.size === 0;
  }

  private node(name: string): SelNode {
    let n = this.nodes.get(name);
    if (!n) {
      n = { name, children: new SelectionTree(), fragments: new Map() };
      this.nodes.set(name, n);
    }
    return n;
  }

  /** Add a field path; the last segment is a leaf (scalar) field. */
  addPath(path: readonly string[]): void {
    const [head, ...rest] = path;
    if (head === undefined) return;
    const n = this.node(head);
    if (rest.length > 0) n.children.addPath(rest);
  }

  /** The subtree of an inline fragment `... on typeName` under the field at `path`. */
  fragment(path: readonly string[], typeName: string): SelectionTree {
    const [head, ...rest] = path;
    if (head === undefined) throw new Error('fragment() needs a field path');
    const n = this.node(head);
    if (rest.length > 0) return n.children.fragment(rest, typeName);
    let tree = n.fragments.get(typeName);
    if (!tree) {
      tree = new SelectionTree();
      n.fragments.set(typeName, tree);
    }
    return tree;
  }

  /**
   * Add a prebuilt field (a child-relationship connection). Returns false if
   * a selection with that name already exists.
   */
  addPrebuilt(fieldNode: FieldNode): boolean {
    const key = fieldNode.name.value;
    if (this.nodes.has(key)) return false;
    this.nodes.set(key, { name: key, children: new SelectionTree(), fragments: new Map(), prebuilt: fieldNode });
    return true;
  }

  /** graphql-js selection nodes, in insertion order. */
  toSelections(): SelectionNode[] {
    return [...this.nodes.values()].map((n) => {
      if (n.prebuilt) return n.prebuilt;
      const selections: SelectionNode[] = [
        ...n.children.toSelections(),
        ...[...n.fragments].map(([typeName, tree]) => inlineFragment(typeName, tree.toSelections())),
      ];
      return selections.length === 0 ? field(n.name) : field(n.name, selections);
    });
  }
}
