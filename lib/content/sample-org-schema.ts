/**
 * What the docs say about the sample org's objects, read from the sample org itself
 * (lib/soql-run/sample-org.json), so the field tables on "The sample org" page cannot drift from
 * the data the query boxes run on. Used by the <SampleOrgFields> component and by the Markdown
 * export, which print the same rows.
 *
 * Pure: the JSON is bundled, no file system access.
 */
import sampleOrgJson from '../soql-run/sample-org.json';
import type { FieldDescribe, Org } from '../soql-run/types';

// The JSON's inferred type is wider than the Org interface (`type` is any string there); the
// generator's unit test checks the file against the format.
const sampleOrg = sampleOrgJson as unknown as Org;

/** A piece of a table cell or sentence: `code` pieces print as code. */
export interface TextPiece {
  value: string;
  code?: boolean;
}

export interface SampleOrgObjectSummary {
  /** The object's API name. */
  name: string;
  /** How many records it holds. */
  records: number;
  /** One row per field: API name, describe type, and its values or parent. */
  rows: { field: string; type: string; detail: TextPiece[] }[];
  /** The subqueries a query on this object can use, as a sentence; empty when there are none. */
  children: TextPiece[];
}

function detail(describe: FieldDescribe): TextPiece[] {
  if (describe.type === 'reference') {
    return [{ value: String(describe.referenceTo), code: true }, { value: ', path ' }, { value: String(describe.relationshipName), code: true }];
  }
  const values = describe.picklistValues ?? [];
  if (describe.type === 'multipicklist') return [{ value: `${values.join(', ')} (several, joined by ` }, { value: ';', code: true }, { value: ')' }];
  if (describe.type === 'picklist') return [{ value: values.join(', ') }];
  if (describe.type === 'datetime') return [{ value: 'UTC' }];
  return [];
}

/** The objects of the sample org, in the file's order. */
export function sampleOrgObjectNames(): string[] {
  return Object.keys(sampleOrg.objects);
}

/** An object's records, fields and child relationships; an unknown name is an error naming the known ones. */
export function describeSampleOrgObject(name: string): SampleOrgObjectSummary {
  const object = Object.hasOwn(sampleOrg.objects, name) ? sampleOrg.objects[name] : undefined;
  if (!object) throw new Error(`The sample org has no object "${name}"; it has ${sampleOrgObjectNames().join(', ')}.`);
  const children: TextPiece[] = [];
  const relationships = object.childRelationships ?? [];
  relationships.forEach((child, i) => {
    children.push({ value: i === 0 ? 'Subqueries: ' : ', ' });
    children.push({ value: child.relationshipName, code: true }, { value: ` (${child.childSObject}.${child.field})` });
  });
  if (children.length > 0) children.push({ value: '.' });
  return {
    name,
    records: object.records.length,
    rows: Object.entries(object.fields).map(([field, describe]) => ({ field, type: describe.type, detail: detail(describe) })),
    children,
  };
}
