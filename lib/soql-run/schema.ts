/**
 * Name resolution over an org: objects, fields, parent relationships (`Account.Owner.Name`) and
 * child relationships (`Contacts`), case-insensitively as Salesforce resolves them, with its
 * errors. The lookups an org needs (records by Id, children by parent) are built once per org.
 */
import { SoqlRunError } from './errors';
import type { ChildRelationship, FieldDescribe, FieldValue, Org, OrgRecord, SObjectData } from './types';

export interface ObjectInfo {
  /** The object's API name as the org spells it. */
  name: string;
  data: SObjectData;
  fields: Map<string, { name: string; describe: FieldDescribe }>;
  parents: Map<string, { field: string; relationshipName: string; target: string }>;
  children: Map<string, ChildRelationship>;
}

/** One step up a parent path: read `field` (an Id) and continue on the `target` record. */
export interface Hop {
  field: string;
  relationshipName: string;
  target: string;
}

/** A field reached from a query's object: parent hops, then the field itself. */
export interface FieldRef {
  hops: Hop[];
  /** The field's API name as the org spells it. */
  name: string;
  describe: FieldDescribe;
  /** The path as the org spells it: `Account.Owner.Name`. */
  path: string;
}

export interface Located {
  line: number;
  column: number;
}

export class OrgIndex {
  private readonly objects = new Map<string, ObjectInfo>();
  private readonly byId = new Map<string, OrgRecord>();
  private readonly childIndex = new Map<string, Map<string, OrgRecord[]>>();

  constructor(readonly org: Org) {
    for (const [name, data] of Object.entries(org.objects)) {
      const fields = new Map<string, { name: string; describe: FieldDescribe }>();
      const parents = new Map<string, { field: string; relationshipName: string; target: string }>();
      for (const [fieldName, describe] of Object.entries(data.fields)) {
        fields.set(fieldName.toLowerCase(), { name: fieldName, describe });
        if (describe.type === 'reference' && describe.relationshipName && describe.referenceTo) {
          const target = typeof describe.referenceTo === 'string' ? describe.referenceTo : describe.referenceTo[0];
          if (target) {
            parents.set(describe.relationshipName.toLowerCase(), {
              field: fieldName,
              relationshipName: describe.relationshipName,
              target,
            });
          }
        }
      }
      const children = new Map<string, ChildRelationship>();
      for (const rel of data.childRelationships ?? []) children.set(rel.relationshipName.toLowerCase(), rel);
      this.objects.set(name.toLowerCase(), { name, data, fields, parents, children });
      for (const record of data.records) {
        const id = record.Id;
        if (typeof id === 'string') this.byId.set(id, record);
      }
    }
  }

  object(name: string): ObjectInfo | undefined {
    return this.objects.get(name.toLowerCase());
  }

  /** The record with this Id (an 18-character Id, or the 15-character form of one). */
  record(id: FieldValue): OrgRecord | undefined {
    if (typeof id !== 'string') return undefined;
    return this.byId.get(id) ?? (id.length === 15 ? this.findBy15(id) : undefined);
  }

  private findBy15(id: string): OrgRecord | undefined {
    for (const [key, record] of this.byId) if (key.slice(0, 15) === id) return record;
    return undefined;
  }

  /** The child records of `parentId` through `rel`, in the org's order. */
  childrenOf(rel: ChildRelationship, parentId: FieldValue): readonly OrgRecord[] {
    return typeof parentId === 'string' ? (this.childMap(rel).get(parentId) ?? []) : [];
  }

  /** The child records through `rel` by parent Id, each list in the org's order; built once per relationship. */
  childMap(rel: ChildRelationship): ReadonlyMap<string, readonly OrgRecord[]> {
    const key = `${rel.childSObject}.${rel.field}`;
    let map = this.childIndex.get(key);
    if (!map) {
      map = new Map();
      for (const record of this.object(rel.childSObject)?.data.records ?? []) {
        const parent = record[rel.field];
        if (typeof parent !== 'string') continue;
        const list = map.get(parent);
        if (list) list.push(record);
        else map.set(parent, [record]);
      }
      this.childIndex.set(key, map);
    }
    return map;
  }
}

const indexes = new WeakMap<Org, OrgIndex>();

/** The org's index, built on first use and kept while the org object lives. */
export function indexOf(org: Org): OrgIndex {
  let index = indexes.get(org);
  if (!index) {
    index = new OrgIndex(org);
    indexes.set(org, index);
  }
  return index;
}

const CUSTOM_FIELD_HINT =
  "If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.";
const CUSTOM_RELATIONSHIP_HINT =
  "If you are attempting to use a custom relationship, be sure to append the '__r' after the custom relationship name. Please reference your WSDL or the describe call for the appropriate names.";

export function requireObject(index: OrgIndex, name: string, at: Located): ObjectInfo {
  const info = index.object(name);
  if (!info) {
    throw new SoqlRunError(
      'INVALID_TYPE',
      `sObject type '${name}' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. Please reference your WSDL or the describe call for the appropriate names.`,
      at.line,
      at.column,
    );
  }
  return info;
}

export function requireChild(info: ObjectInfo, name: string, at: Located): ChildRelationship {
  const rel = info.children.get(name.toLowerCase());
  if (!rel) {
    throw new SoqlRunError(
      'INVALID_TYPE',
      `Didn't understand relationship '${name}' in FROM part of query call. ${CUSTOM_RELATIONSHIP_HINT}`,
      at.line,
      at.column,
    );
  }
  return rel;
}

/**
 * Resolve `Account.Owner.Name` (already without the FROM alias) from `info`.
 * @throws {SoqlRunError} INVALID_FIELD naming the part that does not exist.
 */
export function resolveField(
  index: OrgIndex,
  info: ObjectInfo,
  segments: readonly string[],
  at: (segment: number) => Located,
): FieldRef {
  const hops: Hop[] = [];
  let current = info;
  for (const [i, segment] of segments.slice(0, -1).entries()) {
    const parent = current.parents.get(segment.toLowerCase());
    const target = parent && index.object(parent.target);
    if (!parent || !target) {
      throw new SoqlRunError(
        'INVALID_FIELD',
        `Didn't understand relationship '${segment}' in field path. ${CUSTOM_RELATIONSHIP_HINT}`,
        at(i).line,
        at(i).column,
      );
    }
    hops.push(parent);
    current = target;
  }
  const last = segments[segments.length - 1] as string;
  const field = current.fields.get(last.toLowerCase());
  if (!field) {
    const objectName = hops.length === 0 ? current.name : (hops[hops.length - 1] as Hop).relationshipName;
    throw new SoqlRunError(
      'INVALID_FIELD',
      `No such column '${last}' on entity '${objectName}'. ${CUSTOM_FIELD_HINT}`,
      at(segments.length - 1).line,
      at(segments.length - 1).column,
    );
  }
  return {
    hops,
    name: field.name,
    describe: field.describe,
    path: [...hops.map((h) => h.relationshipName), field.name].join('.'),
  };
}

/** The value of a field on a record, through its parents; null through an empty lookup. */
export function readField(index: OrgIndex, record: OrgRecord, ref: FieldRef): FieldValue {
  let current: OrgRecord | undefined = record;
  for (const hop of ref.hops) {
    current = index.record(current[hop.field] ?? null);
    if (!current) return null;
  }
  return current[ref.name] ?? null;
}
