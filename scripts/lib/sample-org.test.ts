import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Org, OrgRecord } from '../../lib/soql-run/types';
import { generateSampleOrg, idSuffix, SAMPLE_ORG_FILE, SAMPLE_ORG_TODAY, serializeSampleOrg } from './sample-org';

const committed = fs.readFileSync(SAMPLE_ORG_FILE, 'utf8');
const org = JSON.parse(committed) as Org;
const records = (object: string): readonly OrgRecord[] => org.objects[object].records;

describe('the sample org file', () => {
  it('is exactly what the generator writes (run `npm run sample-org` after changing it)', () => {
    expect(committed).toBe(serializeSampleOrg(generateSampleOrg()));
  });

  it('loads in at most 40 KiB gzip, data and schema together', () => {
    expect(gzipSync(committed, { level: 9 }).length).toBeLessThanOrEqual(40 * 1024);
  });

  it('holds a few hundred records of the objects the docs name', () => {
    expect(Object.keys(org.objects)).toEqual(['User', 'Account', 'Contact', 'Opportunity', 'Case', 'Project__c']);
    const total = Object.values(org.objects).reduce((sum, object) => sum + object.records.length, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(total).toBeLessThanOrEqual(600);
    expect(org.today).toBe(SAMPLE_ORG_TODAY);
    expect(new Date(`${org.today}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
  });
});

describe('Salesforce Ids', () => {
  it('computes the 3-character suffix as Salesforce does', () => {
    // Published pairs: a capital at place i of a 5-character chunk sets bit i of that chunk's letter.
    expect(idSuffix('00D000000000062')).toBe('EAA');
    expect(idSuffix('001000000000000')).toBe('AAA');
    expect(idSuffix('0015000000XYZab')).toBe('AAH');
    expect(idSuffix('ABCDEABCDEABCDE')).toBe('555');
  });

  it('gives every record a unique 18-character Id with its object key prefix', () => {
    const prefixes: Record<string, string> = {
      User: '005',
      Account: '001',
      Contact: '003',
      Opportunity: '006',
      Case: '500',
      Project__c: 'a05',
    };
    const seen = new Set<string>();
    for (const [name, object] of Object.entries(org.objects)) {
      for (const record of object.records) {
        const id = String(record.Id);
        expect(id.startsWith(prefixes[name]), id).toBe(true);
        expect(id).toHaveLength(18);
        expect(id.slice(15), id).toBe(idSuffix(id.slice(0, 15)));
        expect(seen.has(id), id).toBe(false);
        seen.add(id);
      }
    }
  });
});

describe('schema and values', () => {
  const idsOf = new Map(Object.entries(org.objects).map(([name, o]) => [name, new Set(o.records.map((r) => r.Id))]));
  const formats: Record<string, RegExp> = {
    date: /^\d{4}-\d{2}-\d{2}$/,
    datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/,
    email: /^[a-z0-9.]+@[a-z0-9.]+\.example$/,
    url: /^www\.[a-z0-9]+\.example$/,
  };

  it('stores every field of every record in the type its describe gives', () => {
    for (const [name, object] of Object.entries(org.objects)) {
      for (const record of object.records) {
        expect(Object.keys(record).sort(), `${name} ${record.Id}`).toEqual(Object.keys(object.fields).sort());
        for (const [field, value] of Object.entries(record)) {
          if (value === null) continue;
          const describe = object.fields[field];
          const where = `${name}.${field} = ${JSON.stringify(value)}`;
          if (['int', 'double', 'currency', 'percent'].includes(describe.type)) {
            expect(typeof value, where).toBe('number');
            if (describe.type === 'int') expect(Number.isInteger(value), where).toBe(true);
          } else if (describe.type === 'boolean') expect(typeof value, where).toBe('boolean');
          else expect(typeof value, where).toBe('string');
          if (formats[describe.type]) expect(value, where).toMatch(formats[describe.type]);
          if (describe.type === 'picklist') expect(describe.picklistValues, where).toContain(value);
          if (describe.type === 'multipicklist') {
            for (const part of String(value).split(';')) expect(describe.picklistValues, where).toContain(part);
          }
          if (describe.type === 'reference') {
            expect(idsOf.get(String(describe.referenceTo))?.has(value), where).toBe(true);
          }
        }
      }
    }
  });

  it('names every child relationship after a real lookup to its parent', () => {
    for (const [name, object] of Object.entries(org.objects)) {
      for (const child of object.childRelationships ?? []) {
        const lookup = org.objects[child.childSObject].fields[child.field];
        expect(lookup, `${name}.${child.relationshipName}`).toMatchObject({ type: 'reference', referenceTo: name });
      }
    }
    expect(org.objects.Account.childRelationships?.map((c) => c.relationshipName)).toEqual([
      'ChildAccounts',
      'Contacts',
      'Opportunities',
      'Cases',
      'Projects__r',
    ]);
  });

  it('has the empty values a real org has', () => {
    const someNull = (object: string, field: string): boolean => records(object).some((r) => r[field] === null);
    expect(someNull('Contact', 'AccountId')).toBe(true);
    expect(someNull('Opportunity', 'Amount')).toBe(true);
    expect(someNull('Case', 'ContactId')).toBe(true);
    expect(someNull('Account', 'ParentId')).toBe(true);
    expect(someNull('User', 'ManagerId')).toBe(true);
    expect(records('Project__c').some((r) => String(r.Modules__c).includes(';'))).toBe(true);
  });
});

describe('derived fields agree', () => {
  it('builds Contact.Name and User.Name from first and last name', () => {
    for (const r of [...records('Contact'), ...records('User')]) expect(r.Name).toBe(`${r.FirstName} ${r.LastName}`);
  });

  it('keeps opportunity stage, probability, closed, won and forecast category together', () => {
    for (const r of records('Opportunity')) {
      expect(r.IsClosed, String(r.Name)).toBe(r.StageName === 'Closed Won' || r.StageName === 'Closed Lost');
      expect(r.IsWon, String(r.Name)).toBe(r.StageName === 'Closed Won');
      if (r.IsWon) expect(r.Probability).toBe(100);
      if (r.StageName === 'Closed Lost') expect(r.Probability).toBe(0);
      if (!r.IsClosed) expect(r.Probability).toBeGreaterThan(0);
      const forecast: Record<string, string> = {
        'Proposal/Price Quote': 'Best Case',
        'Negotiation/Review': 'Commit',
        'Closed Won': 'Closed',
        'Closed Lost': 'Omitted',
      };
      expect(r.ForecastCategoryName).toBe(forecast[String(r.StageName)] ?? 'Pipeline');
      expect(r.ExpectedRevenue).toBe(r.Amount === null ? null : (Number(r.Amount) * Number(r.Probability)) / 100);
      // Closed deals closed on or before today; open ones are due from a few weeks ago on.
      if (r.IsClosed) expect(String(r.CloseDate) <= SAMPLE_ORG_TODAY).toBe(true);
    }
  });

  it('closes a case exactly when its status is Closed, after it was opened', () => {
    for (const r of records('Case')) {
      expect(r.IsClosed).toBe(r.Status === 'Closed');
      expect(r.ClosedDate === null).toBe(!r.IsClosed);
      if (r.ClosedDate !== null) expect(String(r.ClosedDate) >= String(r.CreatedDate)).toBe(true);
      expect(r.IsEscalated).toBe(r.Status === 'Escalated');
    }
  });

  it('never dates anything after today or modifies it before it was created', () => {
    const end = `${SAMPLE_ORG_TODAY}T23:59:59.999Z`;
    for (const object of Object.values(org.objects)) {
      for (const r of object.records) {
        expect(String(r.CreatedDate) <= end).toBe(true);
        if ('LastModifiedDate' in r) expect(String(r.LastModifiedDate) >= String(r.CreatedDate)).toBe(true);
      }
    }
  });

  it('puts a case contact at the case account, and keeps the account hierarchy acyclic and several levels deep', () => {
    const contactAccount = new Map(records('Contact').map((c) => [c.Id, c.AccountId]));
    for (const r of records('Case'))
      if (r.ContactId !== null) expect(contactAccount.get(r.ContactId)).toBe(r.AccountId);
    const parentOf = new Map(records('Account').map((a) => [a.Id, a.ParentId]));
    let deepest = 0;
    for (const id of parentOf.keys()) {
      let depth = 0;
      for (let at = parentOf.get(id); at; at = parentOf.get(at)) {
        depth++;
        expect(depth).toBeLessThan(10);
      }
      deepest = Math.max(deepest, depth);
    }
    expect(deepest).toBeGreaterThanOrEqual(3);
  });
});
