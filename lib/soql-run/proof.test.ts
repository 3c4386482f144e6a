import { describe, expect, it } from 'vitest';
import { firstDifference, proveConversion } from './proof';
import sampleOrg from './sample-org.json';
import { TEST_ORG } from './test-org';
import type { Org, ResultRecord } from './types';

const org = sampleOrg as unknown as Org;

describe('proveConversion', () => {
  it('runs the SOQL and its GraphQL on the org and finds the same rows', () => {
    const proof = proveConversion(
      "SELECT Name, Owner.Name FROM Account WHERE Name LIKE '%a%' ORDER BY Name DESC NULLS LAST LIMIT 5",
      org,
    );
    if (!proof.ok) throw new Error(proof.message);
    expect(proof.difference).toBeNull();
    expect(proof.graphql.result.records).toHaveLength(5);
    expect(proof.graphql.result.records.map((r) => r.Name)).toEqual(proof.soql.result.records.map((r) => r.Name));
  });

  it('names the difference of a SOQL without LIMIT: the UI API returns its first page of 10', () => {
    const proof = proveConversion('SELECT Name FROM Account', org);
    if (!proof.ok) throw new Error(proof.message);
    expect(proof.difference).toBe(
      `The SOQL returns ${org.objects.Account!.records.length} rows; the GraphQL returns 10 rows (the UI API returns 10 records unless the query sets \`first\`).`,
    );
  });

  it('says why there is no proof: a SOQL error on the org, in its words', () => {
    expect(proveConversion('SELECT Nme FROM Account', TEST_ORG)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The SOQL does not run on the sample org: No such column 'Nme'.*\(line 1, column 8\)\.$/,
      ),
    });
  });
});

describe('firstDifference', () => {
  const row = (name: string, city: string | null): ResultRecord => ({
    attributes: { type: 'Account' },
    Name: name,
    BillingCity: city,
  });
  const result = (...records: ResultRecord[]) => ({ totalSize: records.length, done: true, records });

  it('names the first row that differs, by its values', () => {
    expect(firstDifference(result(row('A', 'Oslo'), row('B', null)), result(row('A', 'Oslo'), row('B', 'Rome')))).toBe(
      "Row 2 differs: the SOQL's has Name “B”, BillingCity empty; the GraphQL's has Name “B”, BillingCity “Rome”.",
    );
    expect(firstDifference(result(row('A', 'Oslo')), result(row('A', 'Oslo')))).toBeNull();
  });
});
