import { describe, expect, it } from 'vitest';
import { completeAt, completionSchema } from './completion';
import type { Org } from './types';

const org: Org = {
  today: '2026-03-16',
  objects: {
    Account: {
      fields: {
        Id: { type: 'id' },
        Name: { type: 'string' },
        OwnerId: { type: 'reference', referenceTo: 'User', relationshipName: 'Owner' },
      },
      childRelationships: [{ relationshipName: 'Contacts', childSObject: 'Contact', field: 'AccountId' }],
      records: [],
    },
    Contact: {
      fields: {
        Id: { type: 'id' },
        LastName: { type: 'string' },
        AccountId: { type: 'reference', referenceTo: 'Account', relationshipName: 'Account' },
      },
      records: [],
    },
    User: { fields: { Id: { type: 'id' }, Alias: { type: 'string' } }, records: [] },
  },
};
const schema = completionSchema(org);

/** Completes where `|` stands in `text`. */
function complete(textWithCursor: string) {
  const pos = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const result = completeAt(schema, text, pos);
  return result && { from: result.from, labels: result.options.map((o) => o.label) };
}

describe('completeAt', () => {
  it('offers the objects after FROM', () => {
    expect(complete('SELECT Id FROM Acc|')).toEqual({ from: 15, labels: ['Account', 'Contact', 'User'] });
  });

  it("offers the FROM object's fields and relationship names in SELECT and WHERE", () => {
    expect(complete('SELECT Na| FROM Account')?.labels).toEqual(['Id', 'Name', 'OwnerId', 'Owner']);
    expect(complete('SELECT Id FROM Contact WHERE Last|')?.labels).toEqual(['Id', 'LastName', 'AccountId', 'Account']);
  });

  it('follows parent paths, case-insensitively', () => {
    expect(complete('SELECT account.owner.| FROM Contact')).toEqual({ from: 21, labels: ['Id', 'Alias'] });
    expect(complete('SELECT Nope.| FROM Contact')).toBeNull();
  });

  it("reads a child subquery's relationship as its object, and offers child relationships after its FROM", () => {
    expect(complete('SELECT Name, (SELECT Last| FROM Contacts) FROM Account')?.labels).toContain('LastName');
    expect(complete('SELECT Name, (SELECT LastName FROM |) FROM Account')?.labels).toEqual([
      'Account',
      'Contact',
      'User',
      'Contacts',
    ]);
    expect(complete('SELECT Name, (SELECT LastName FROM Contacts) FROM Account WHERE Own|')?.labels).toContain('Owner');
  });

  it('reads a semi-join subquery as its own object', () => {
    expect(complete('SELECT Id FROM Account WHERE Id IN (SELECT Acc| FROM Contact)')?.labels).toContain('AccountId');
  });

  it('offers nothing inside a string or before FROM is written', () => {
    expect(complete("SELECT Id FROM Account WHERE Name = 'Ac|'")).toBeNull();
    expect(complete('SELECT Na|')).toBeNull();
  });
});
