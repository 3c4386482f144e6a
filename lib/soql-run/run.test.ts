import { describe, expect, it } from 'vitest';
import { runSoql, SoqlRunError, type Org } from './index';
import { TEST_ORG } from './test-org';

const run = (query: string) => runSoql(query, TEST_ORG);
const names = (query: string, field = 'Name') => run(query).records.map((r) => r[field]);

function failure(query: string): SoqlRunError {
  try {
    run(query);
  } catch (error) {
    if (error instanceof SoqlRunError) return error;
    throw error;
  }
  throw new Error(`expected "${query}" to fail`);
}

describe('runSoql: result shape', () => {
  it('returns the REST shape with attributes, nested parents and canonical names', () => {
    const result = run("SELECT lastname, account.owner.NAME FROM contact WHERE LastName = 'Lind'");
    expect(result).toEqual({
      totalSize: 1,
      done: true,
      records: [
        {
          attributes: { type: 'Contact', url: '/services/data/v62.0/sobjects/Contact/003000000000003AAA' },
          LastName: 'Lind',
          Account: {
            attributes: { type: 'Account', url: '/services/data/v62.0/sobjects/Account/001000000000002AAA' },
            Owner: {
              attributes: { type: 'User', url: '/services/data/v62.0/sobjects/User/005000000000002AAA' },
              Name: 'Sam Ortiz',
            },
          },
        },
      ],
    });
  });

  it('writes keys in the order the query first names them, each parent once however many of its fields are selected', () => {
    const [record] = run(
      "SELECT Account.Name, LastName, Account.Owner.Name, Email, Account.Industry FROM Contact WHERE LastName = 'Lind'",
    ).records;
    expect(Object.keys(record ?? {})).toEqual(['attributes', 'Account', 'LastName', 'Email']);
    const account = record?.Account as Record<string, unknown>;
    expect(Object.keys(account)).toEqual(['attributes', 'Name', 'Owner', 'Industry']);
    expect(Object.keys(account.Owner as object)).toEqual(['attributes', 'Name']);
  });

  it('the same query text gives each org its own answer', () => {
    const query = "SELECT Name FROM Account WHERE Name LIKE 'acme%' ORDER BY Name";
    const other: Org = {
      ...TEST_ORG,
      objects: {
        ...TEST_ORG.objects,
        Account: { ...TEST_ORG.objects.Account!, records: [{ Id: '001000000000009AAA', Name: 'Acme Works' }] },
      },
    };
    expect(names(query)).toEqual(['Acme Holdings', 'Acme Retail']);
    expect(runSoql(query, other).records.map((r) => r.Name)).toEqual(['Acme Works']);
    expect(names(query)).toEqual(['Acme Holdings', 'Acme Retail']);
  });

  it('a parent through an empty lookup is null, and several levels of parents nest', () => {
    const records = run('SELECT Name, Parent.Name, Parent.Parent.Name FROM Account ORDER BY Name').records;
    expect(records.map((r) => [r.Name, r.Parent])).toEqual([
      ['Acme Holdings', null],
      ['Acme Retail', expect.objectContaining({ Name: 'Acme Holdings', Parent: null })],
      [
        'blue_harbor',
        expect.objectContaining({ Name: 'Acme Retail', Parent: expect.objectContaining({ Name: 'Acme Holdings' }) }),
      ],
      ['Zenith 100%', null],
    ]);
  });

  it('child subqueries give { totalSize, done, records } or null, with their own WHERE, ORDER BY and LIMIT', () => {
    const records = run(
      'SELECT Name, (SELECT LastName FROM Contacts ORDER BY LastName DESC LIMIT 1), (SELECT Name FROM ChildAccounts) FROM Account ORDER BY Name',
    ).records;
    expect(records[0]?.Contacts).toEqual({
      totalSize: 1,
      done: true,
      records: [
        expect.objectContaining({ LastName: 'Okafor', attributes: expect.objectContaining({ type: 'Contact' }) }),
      ],
    });
    expect(records[0]?.ChildAccounts).toMatchObject({ totalSize: 1, records: [{ Name: 'Acme Retail' }] });
    expect(records[2]?.Contacts).toBeNull();
    expect(records[2]?.ChildAccounts).toBeNull();
  });

  it('datetimes come back as the REST API writes them', () => {
    expect(run("SELECT CreatedDate FROM Account WHERE Name = 'Acme Holdings'").records[0]?.CreatedDate).toBe(
      '2026-03-16T09:30:00.000+0000',
    );
  });

  it('FIELDS(STANDARD) selects the standard fields; FIELDS(ALL) needs a LIMIT of at most 200', () => {
    const record = run("SELECT FIELDS(STANDARD) FROM Account WHERE Name = 'Zenith 100%'").records[0];
    expect(Object.keys(record ?? {})).toEqual([
      'attributes',
      'Id',
      'Name',
      'Industry',
      'AnnualRevenue',
      'NumberOfEmployees',
      'CreatedDate',
      'ParentId',
      'OwnerId',
    ]);
    expect(failure('SELECT FIELDS(ALL) FROM Account').message).toMatch(/LIMIT of at most 200/);
    expect(Object.keys(run('SELECT FIELDS(CUSTOM) FROM Account LIMIT 1').records[0] ?? {})).toEqual([
      'attributes',
      'Services__c',
      'IsPartner__c',
    ]);
  });
});

describe('runSoql: WHERE', () => {
  it('compares strings case-insensitively and != matches null', () => {
    expect(names("SELECT Name FROM Account WHERE Name = 'ACME RETAIL'")).toEqual(['Acme Retail']);
    expect(names("SELECT Name FROM Account WHERE Industry != 'Banking'")).toEqual([
      'Acme Retail',
      'blue_harbor',
      'Zenith 100%',
    ]);
    expect(names('SELECT Name FROM Account WHERE Industry = null')).toEqual(['Zenith 100%']);
    expect(names('SELECT Name FROM Account WHERE AnnualRevenue != null AND AnnualRevenue < 1000000')).toEqual([
      'Zenith 100%',
    ]);
  });

  it('LIKE: % and _ wildcards, escapes, case-insensitive', () => {
    expect(names("SELECT Name FROM Account WHERE Name LIKE 'acme%'")).toEqual(['Acme Holdings', 'Acme Retail']);
    expect(names("SELECT Name FROM Account WHERE Name LIKE 'blue\\_harbo_'")).toEqual(['blue_harbor']);
    expect(names("SELECT Name FROM Account WHERE Name LIKE '%\\%'")).toEqual(['Zenith 100%']);
  });

  it('IN, NOT IN with null, numbers and comparison operators', () => {
    expect(names("SELECT Name FROM Account WHERE Industry IN ('retail', null)")).toEqual([
      'Acme Retail',
      'Zenith 100%',
    ]);
    expect(names("SELECT Name FROM Account WHERE Industry NOT IN ('Retail', 'Banking')")).toEqual([
      'blue_harbor',
      'Zenith 100%',
    ]);
    expect(names('SELECT Name FROM Account WHERE NumberOfEmployees >= 120')).toEqual(['Acme Holdings', 'Acme Retail']);
    expect(names('SELECT Name FROM Opportunity WHERE Amount > USD100000')).toEqual(['Core banking', 'Hosting renewal']);
  });

  it('INCLUDES and EXCLUDES on a multi-select picklist, = compares the set', () => {
    expect(names("SELECT Name FROM Account WHERE Services__c INCLUDES ('Training;Support')")).toEqual([
      'Acme Holdings',
      'Zenith 100%',
    ]);
    expect(names("SELECT Name FROM Account WHERE Services__c INCLUDES ('Hosting', 'training')")).toEqual([
      'Acme Holdings',
      'Zenith 100%',
    ]);
    expect(names("SELECT Name FROM Account WHERE Services__c EXCLUDES ('Training')")).toEqual([
      'Acme Retail',
      'blue_harbor',
    ]);
    expect(names("SELECT Name FROM Account WHERE Services__c = 'Training;Support'")).toEqual(['Acme Holdings']);
  });

  it('AND, OR and NOT with parentheses; mixing AND and OR without them is refused', () => {
    expect(
      names("SELECT Name FROM Account WHERE (Industry = 'Retail' OR Industry = 'Banking') AND NOT Name LIKE '%Retail'"),
    ).toEqual(['Acme Holdings']);
    const error = failure("SELECT Name FROM Account WHERE Industry = 'Retail' OR Industry = 'Banking' AND Name = 'x'");
    expect(error.errorCode).toBe('MALFORMED_QUERY');
    expect([error.line, error.column]).toEqual([1, 76]);
  });

  it('date literals against the org today, datetimes by their UTC day', () => {
    expect(names('SELECT Name FROM Account WHERE CreatedDate = TODAY')).toEqual(['Acme Holdings']);
    expect(names('SELECT Name FROM Account WHERE CreatedDate = YESTERDAY')).toEqual(['Acme Retail']);
    expect(names('SELECT Name FROM Account WHERE CreatedDate = LAST_YEAR')).toEqual(['Zenith 100%']);
    expect(names('SELECT Name FROM Account WHERE CreatedDate = THIS_MONTH')).toEqual(['Acme Holdings', 'Acme Retail']);
    expect(names('SELECT Name FROM Account WHERE CreatedDate = LAST_N_DAYS:70')).toEqual([
      'Acme Holdings',
      'Acme Retail',
      'blue_harbor',
    ]);
    expect(names('SELECT Name FROM Opportunity WHERE CloseDate = NEXT_N_DAYS:15')).toEqual(['Core banking']);
    expect(names('SELECT Name FROM Opportunity WHERE CloseDate < THIS_QUARTER')).toEqual(['Store Wi-Fi']);
    expect(names('SELECT Name FROM Opportunity WHERE CloseDate > 2026-03-16')).toEqual(['Core banking', 'Loyalty app']);
    expect(names('SELECT Name FROM Account WHERE CreatedDate >= 2026-03-15T23:00:00Z')).toEqual([
      'Acme Holdings',
      'Acme Retail',
    ]);
    expect(names('SELECT Name FROM Opportunity WHERE CALENDAR_YEAR(CloseDate) = 2025')).toEqual(['Store Wi-Fi']);
  });

  it('filters on parent fields, and semi-joins and anti-joins', () => {
    expect(names("SELECT LastName FROM Contact WHERE Account.Owner.Name = 'Ada Byrne'", 'LastName')).toEqual([
      'Nguyen',
      'Okafor',
      'Moreau',
    ]);
    expect(names('SELECT Name FROM Account WHERE Id IN (SELECT AccountId FROM Contact WHERE Email != null)')).toEqual([
      'Acme Holdings',
      'Acme Retail',
      'Zenith 100%',
    ]);
    expect(names('SELECT Name FROM Account WHERE Id NOT IN (SELECT AccountId FROM Opportunity)')).toEqual([
      'blue_harbor',
    ]);
  });
});

describe('runSoql: ORDER BY, LIMIT, OFFSET', () => {
  it('sorts on several keys with NULLS FIRST/LAST, nulls first ascending and last descending by default', () => {
    expect(names('SELECT Name FROM Account ORDER BY AnnualRevenue')).toEqual([
      'blue_harbor',
      'Zenith 100%',
      'Acme Retail',
      'Acme Holdings',
    ]);
    expect(names('SELECT Name FROM Account ORDER BY AnnualRevenue DESC')).toEqual([
      'Acme Holdings',
      'Acme Retail',
      'Zenith 100%',
      'blue_harbor',
    ]);
    expect(names('SELECT Name FROM Account ORDER BY AnnualRevenue ASC NULLS LAST')).toEqual([
      'Zenith 100%',
      'Acme Retail',
      'Acme Holdings',
      'blue_harbor',
    ]);
    expect(names('SELECT Name FROM Account ORDER BY IsPartner__c DESC, Name DESC')).toEqual([
      'Zenith 100%',
      'Acme Holdings',
      'blue_harbor',
      'Acme Retail',
    ]);
  });

  it('sorts picklists in the order of their values and strings case-insensitively', () => {
    expect(names('SELECT Name FROM Opportunity ORDER BY StageName, Name')).toEqual([
      'Loyalty app',
      'Core banking',
      'Hosting renewal',
      'Branch kiosks',
      'Store Wi-Fi',
    ]);
    expect(names('SELECT Name FROM Account ORDER BY Name LIMIT 2 OFFSET 1')).toEqual(['Acme Retail', 'blue_harbor']);
  });

  it('sorts and compares text by its upper-case form, as Salesforce does in English locales', () => {
    // `_` sits between the upper- and lower-case letters: folding to lower case would put it first.
    const org: Org = {
      today: TEST_ORG.today,
      objects: {
        Account: {
          fields: { Id: { type: 'id' }, Name: { type: 'string' } },
          records: [
            { Id: '001000000000001AAA', Name: 'Acme_Retail' },
            { Id: '001000000000002AAA', Name: 'acmeretail' },
            { Id: '001000000000003AAA', Name: 'AcmeRetail Group' },
          ],
        },
      },
    };
    expect(runSoql('SELECT Name FROM Account ORDER BY Name', org).records.map((r) => r.Name)).toEqual([
      'acmeretail',
      'AcmeRetail Group',
      'Acme_Retail',
    ]);
    expect(names("SELECT Name FROM Account WHERE Name < 'blueA'")).toEqual(['Acme Holdings', 'Acme Retail']);
    expect(runSoql('SELECT MIN(Name), MAX(Name) FROM Account', org).records[0]).toMatchObject({
      expr0: 'acmeretail',
      expr1: 'Acme_Retail',
    });
  });

  it('refuses an OFFSET above 2,000', () => {
    const error = failure('SELECT Name FROM Account LIMIT 10 OFFSET 2001');
    expect(error.errorCode).toBe('NUMBER_OUTSIDE_VALID_RANGE');
    expect(error.message).toBe('Maximum SOQL offset allowed is 2000');
    expect(error.column).toBe(35);
  });
});

describe('runSoql: aggregates', () => {
  it('COUNT() gives totalSize and no records', () => {
    expect(run('SELECT COUNT() FROM Contact WHERE AccountId != null')).toEqual({
      totalSize: 4,
      done: true,
      records: [],
    });
    expect(run('SELECT COUNT() FROM Contact LIMIT 2').totalSize).toBe(2);
  });

  it('groups, aliases, exprN numbering, HAVING and ORDER BY on an aggregate', () => {
    const result = run(
      'SELECT Account.Name, COUNT(Id) n, SUM(Amount), MAX(CloseDate) FROM Opportunity GROUP BY Account.Name HAVING COUNT(Id) > 1 ORDER BY SUM(Amount) DESC',
    );
    expect(result.records).toEqual([
      { attributes: { type: 'AggregateResult' }, Name: 'Acme Holdings', n: 2, expr0: 340_000, expr1: '2026-03-31' },
      { attributes: { type: 'AggregateResult' }, Name: 'Acme Retail', n: 2, expr0: 40_000, expr1: '2026-06-30' },
    ]);
  });

  it('aggregates without GROUP BY give one row, even over no records', () => {
    expect(run('SELECT AVG(Probability), COUNT_DISTINCT(StageName), MIN(Amount) FROM Opportunity').records).toEqual([
      { attributes: { type: 'AggregateResult' }, expr0: 49, expr1: 4, expr2: 40_000 },
    ]);
    expect(run("SELECT SUM(Amount) total FROM Opportunity WHERE Name = 'none'").records).toEqual([
      { attributes: { type: 'AggregateResult' }, total: null },
    ]);
  });

  it('MIN and MAX of a picklist follow the order of its values, not the alphabet', () => {
    expect(run('SELECT MIN(StageName), MAX(StageName) FROM Opportunity').records).toEqual([
      { attributes: { type: 'AggregateResult' }, expr0: 'Prospecting', expr1: 'Closed Lost' },
    ]);
  });

  it('groups by a date function, and groups case-insensitively', () => {
    expect(
      run(
        'SELECT CALENDAR_YEAR(CloseDate) y, COUNT(Id) FROM Opportunity GROUP BY CALENDAR_YEAR(CloseDate) ORDER BY CALENDAR_YEAR(CloseDate)',
      ).records,
    ).toEqual([
      { attributes: { type: 'AggregateResult' }, y: 2025, expr0: 1 },
      { attributes: { type: 'AggregateResult' }, y: 2026, expr0: 4 },
    ]);
  });

  it('refuses fields neither grouped nor aggregated, and SUM of text', () => {
    expect(failure('SELECT Name, COUNT(Id) FROM Account GROUP BY Industry').message).toBe(
      'Field must be grouped or aggregated: Name',
    );
    expect(failure('SELECT SUM(Name) FROM Account').message).toBe('field Name does not support aggregate operator SUM');
  });
});

describe('runSoql: errors in Salesforce words, with positions', () => {
  it('an unknown object, field or relationship', () => {
    const object = failure('SELECT Id FROM Acount');
    expect([object.errorCode, object.line, object.column]).toEqual(['INVALID_TYPE', 1, 16]);
    expect(object.message).toMatch(/^sObject type 'Acount' is not supported\./);

    const field = failure('SELECT Id,\n  Nmae FROM Account');
    expect([field.errorCode, field.line, field.column]).toEqual(['INVALID_FIELD', 2, 3]);
    expect(field.message).toMatch(/^No such column 'Nmae' on entity 'Account'\./);

    const parent = failure('SELECT Account.Ownr.Name FROM Contact');
    expect([parent.errorCode, parent.column]).toEqual(['INVALID_FIELD', 16]);
    expect(parent.message).toMatch(/^Didn't understand relationship 'Ownr' in field path\./);

    const child = failure('SELECT Name, (SELECT LastName FROM Contact) FROM Account');
    expect(child.message).toMatch(/^Didn't understand relationship 'Contact' in FROM part of query call\./);
  });

  it('a literal of the wrong type, a bad Id and an operator the field type does not allow', () => {
    expect(failure("SELECT Name FROM Account WHERE AnnualRevenue = '5'").message).toBe(
      "value of filter criterion for field 'AnnualRevenue' must be of type double and should not be enclosed in quotes",
    );
    expect(failure('SELECT Name FROM Account WHERE Name = 5').message).toBe(
      "value of filter criterion for field 'Name' must be of type string and should be enclosed in quotes",
    );
    expect(failure('SELECT Name FROM Account WHERE AnnualRevenue = 2026-01-01').message).toBe(
      "value of filter criterion for field 'AnnualRevenue' must be of type double and should not be enclosed in quotes",
    );
    expect(failure("SELECT Name FROM Account WHERE Id = 'abc'").message).toBe('invalid ID field: abc');
    expect(failure("SELECT Name FROM Account WHERE Industry INCLUDES ('Retail')").message).toBe(
      'includes or excludes operator only valid on multipicklist field',
    );
    expect(failure('SELECT Name FROM Opportunity WHERE CloseDate = 2026-03-16T00:00:00Z').errorCode).toBe(
      'INVALID_FIELD',
    );
  });

  it('syntax errors keep the parser position; what the runner does not evaluate says so', () => {
    const syntax = failure('SELECT Name FORM Account');
    expect([syntax.errorCode, syntax.line, syntax.column]).toEqual(['MALFORMED_QUERY', 1, 13]);
    expect(failure('SELECT Name FROM Account USING SCOPE mine').errorCode).toBe('NOT_SUPPORTED');
    expect(failure('SELECT Name, toLabel(Industry) FROM Account').errorCode).toBe('NOT_SUPPORTED');
    expect(failure('SELECT Name n FROM Account').message).toBe('Only aggregate expressions use field aliasing');
    expect(failure('SELECT Name, name FROM Account').message).toBe('duplicate field selected: Name');
  });
});
