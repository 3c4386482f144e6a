/**
 * The sample org format (modelled on Salesforce's describe result) and the query result (the REST
 * API's shape). This is a stable seam: checks outside this repository call `runSoql(query, org)`
 * with their own org in this format.
 */

/** Field types, as `DescribeFieldResult.type` names them (lower case). */
export type FieldType =
  | 'id'
  | 'string'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'url'
  | 'picklist'
  | 'multipicklist'
  | 'boolean'
  | 'int'
  | 'double'
  | 'currency'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'reference';

export interface FieldDescribe {
  type: FieldType;
  /** For `reference` fields: the parent object (one name, or several for a polymorphic lookup). */
  referenceTo?: string | readonly string[];
  /** For `reference` fields: the name of the parent in a path (`Owner` for `OwnerId`). */
  relationshipName?: string;
  /** Optional: the label shown in the app. */
  label?: string;
  /** Optional: picklist and multi-select picklist values, in their order. */
  picklistValues?: readonly string[];
}

export interface ChildRelationship {
  /** The name a subquery uses: `Contacts` in `(SELECT Name FROM Contacts)`. */
  relationshipName: string;
  /** The child object: `Contact`. */
  childSObject: string;
  /** The child's lookup field to this object: `AccountId`. */
  field: string;
}

/**
 * A field value as stored: multi-select picklist values joined by `;`, dates `YYYY-MM-DD`,
 * datetimes ISO 8601 in UTC, references the parent's Id. A missing key reads as null.
 */
export type FieldValue = string | number | boolean | null;

export type OrgRecord = Readonly<Record<string, FieldValue>>;

export interface SObjectData {
  label?: string;
  fields: Readonly<Record<string, FieldDescribe>>;
  childRelationships?: readonly ChildRelationship[];
  records: readonly OrgRecord[];
}

export interface Org {
  /** The org's "today" (`YYYY-MM-DD`, UTC) for date literals such as TODAY and LAST_N_DAYS:n. */
  today: string;
  objects: Readonly<Record<string, SObjectData>>;
}

/** A record of a query result, as the REST API returns it. */
export interface ResultRecord {
  attributes: { type: string; url?: string };
  [field: string]: unknown;
}

export interface QueryResult {
  totalSize: number;
  done: boolean;
  records: ResultRecord[];
}
