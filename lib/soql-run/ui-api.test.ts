import { describe, expect, it } from 'vitest';
import { convertSoqlToGraphql } from '@/lib/soql-to-graphql';
import { runSoql } from './index';
import { TEST_ORG } from './test-org';
import { UiApiError, uiApiResult, uiApiSelect } from './ui-api';

/** The names of the Accounts a query's arguments select. */
const names = (args: string, variables = {}) =>
  uiApiSelect(`query { uiapi { query { Account${args} { edges { node { Id } } } } } }`, TEST_ORG, variables).map(
    (record) => record.Name,
  );

describe('uiApiSelect', () => {
  it('reads several keys of one filter object as AND, and and/or/not as written', () => {
    expect(names('(where: { IsPartner__c: { eq: true }, Name: { like: "acme%" } })')).toEqual(['Acme Holdings']);
    expect(
      names('(where: { or: [{ Industry: { eq: "retail" } }, { not: { IsPartner__c: { eq: false } } }] })'),
    ).toEqual(['Acme Holdings', 'Acme Retail', 'Zenith 100%']);
  });

  it('nests a filter on the parent record under a relationship key; through an empty lookup a field is null', () => {
    expect(names('(where: { Owner: { Name: { like: "Ada%" } } })')).toEqual(['Acme Holdings', 'Zenith 100%']);
    expect(names('(where: { Parent: { Name: { eq: "Acme Holdings" } } })')).toEqual(['Acme Retail']);
    expect(names('(where: { Parent: { Name: { eq: null } } })')).toEqual(['Acme Holdings', 'Zenith 100%']);
  });

  it('reads date literals and ranges against the org’s today, and variables by name', () => {
    expect(names('(where: { CreatedDate: { eq: { range: { last_n_days: 1 } } } })')).toEqual([
      'Acme Holdings',
      'Acme Retail',
    ]);
    expect(names('(where: { CreatedDate: { lt: { literal: THIS_YEAR } } })')).toEqual(['Zenith 100%']);
    const withVariable =
      'query ($n: Currency) { uiapi { query { Account(where: { AnnualRevenue: { gte: $n } }) { edges { node { Id } } } } } }';
    expect(uiApiSelect(withVariable, TEST_ORG, { n: 1_000_000 }).map((record) => record.Name)).toEqual([
      'Acme Holdings',
      'Acme Retail',
    ]);
  });

  it('puts nulls first unless told otherwise, in either direction, and returns 10 records unless `first` says', () => {
    expect(names('(orderBy: { AnnualRevenue: { order: DESC } })')).toEqual([
      'blue_harbor',
      'Acme Holdings',
      'Acme Retail',
      'Zenith 100%',
    ]);
    expect(names('(orderBy: { AnnualRevenue: { order: DESC, nulls: LAST } }, first: 2)')).toEqual([
      'Acme Holdings',
      'Acme Retail',
    ]);
    const records = Array.from({ length: 12 }, (_, i) => ({ Id: `001${String(i).padStart(15, '0')}`, Name: `A${i}` }));
    const many = { ...TEST_ORG, objects: { ...TEST_ORG.objects, Account: { ...TEST_ORG.objects.Account!, records } } };
    expect(uiApiSelect('query { uiapi { query { Account { edges { node { Id } } } } } }', many)).toHaveLength(10);
  });

  it('selects what the converted SOQL selects on the same org, semi-joins (inq, ninq) included', () => {
    for (const soql of [
      "SELECT Name FROM Account WHERE Industry != 'Banking' AND Name LIKE '%a%' ORDER BY Name DESC LIMIT 5",
      'SELECT Name FROM Account WHERE Id IN (SELECT AccountId FROM Contact WHERE Email != null) ORDER BY Name LIMIT 5',
      'SELECT Name FROM Account WHERE Id NOT IN (SELECT AccountId FROM Opportunity) ORDER BY Name LIMIT 5',
    ]) {
      const converted = convertSoqlToGraphql(soql);
      if (!converted.ok) throw new Error(converted.error.message);
      const names = runSoql(soql, TEST_ORG).records.map((record) => record.Name);
      expect(names.length, soql).toBeGreaterThan(0);
      expect(
        uiApiSelect(converted.query, TEST_ORG).map((record) => record.Name),
        soql,
      ).toEqual(names);
    }
  });

  it('refuses GraphQL it cannot read, saying what', () => {
    expect(() => names('(where: { Name: { eq: { oops: 1 } } })')).toThrow(UiApiError);
    expect(() => uiApiSelect('query { uiapi { query { Nope { edges { node { Id } } } } } }', TEST_ORG)).toThrow(
      'The org has no object Nope',
    );
    expect(() => uiApiSelect('query { uiapi { aggregate { Account { edges { node { Id } } } } } }', TEST_ORG)).toThrow(
      'aggregate query',
    );
  });
});

describe('uiApiResult', () => {
  it('returns the selected fields in the REST shape: parents nested, child connections as child results', () => {
    const soql =
      "SELECT Name, Owner.Name, (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account WHERE Name LIKE 'Acme%' ORDER BY Name LIMIT 2";
    const converted = convertSoqlToGraphql(soql);
    if (!converted.ok) throw new Error(converted.error.message);
    const result = uiApiResult(converted.query, TEST_ORG);
    const strip = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'url' ? undefined : v)));
    expect(strip(result)).toEqual(strip(runSoql(soql, TEST_ORG)));
    expect(result.records[0]).toMatchObject({
      Name: 'Acme Holdings',
      Owner: { Name: 'Ada Byrne' },
      Contacts: { totalSize: 2, records: [{ LastName: 'Nguyen' }, { LastName: 'Okafor' }] },
    });
    expect(result.records[1]).toMatchObject({ Name: 'Acme Retail', Contacts: { totalSize: 1 } });
  });
});
