import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { convertSoqlToGraphql, SoqlSyntaxError } from './index';
import { parseSoql } from './parse';

const normalize = (text: string): string => print(parse(text));

interface WarningCase {
  name: string;
  soql: string;
  /** The clause every warning must name, in order. */
  clauses: string[];
  /** Position of the first warning. */
  line: number;
  column: number;
  /** Substring the warning message must contain. */
  message?: string;
  /** Full expected output (the rest of the query still converts). */
  expected: string;
}

const warningCases: WarningCase[] = [
  {
    name: 'OFFSET',
    soql: 'SELECT Id FROM Account ORDER BY Name LIMIT 10 OFFSET 20',
    clauses: ['OFFSET'],
    line: 1,
    column: 47,
    message: 'cursors',
    expected: `query { uiapi { query {
      Account(orderBy: { Name: { order: ASC } }, first: 10) {
        edges { node { Id } }
        pageInfo { endCursor hasNextPage hasPreviousPage }
      }
    } } }`,
  },
  {
    name: 'FOR UPDATE',
    soql: 'SELECT Id FROM Account FOR UPDATE',
    clauses: ['FOR UPDATE'],
    line: 1,
    column: 24,
    message: 'lock',
    expected: 'query { uiapi { query { Account { edges { node { Id } } } } } }',
  },
  {
    name: 'FOR VIEW on its own line',
    soql: 'SELECT Id\nFROM Account\nFOR VIEW',
    clauses: ['FOR VIEW'],
    line: 3,
    column: 1,
    message: 'LastViewedDate',
    expected: 'query { uiapi { query { Account { edges { node { Id } } } } } }',
  },
  {
    name: 'FOR REFERENCE',
    soql: 'SELECT Id FROM Account FOR REFERENCE',
    clauses: ['FOR REFERENCE'],
    line: 1,
    column: 24,
    message: 'LastReferencedDate',
    expected: 'query { uiapi { query { Account { edges { node { Id } } } } } }',
  },
  {
    name: 'WITH SECURITY_ENFORCED',
    soql: "SELECT Id FROM Account WHERE Name = 'x' WITH SECURITY_ENFORCED",
    clauses: ['WITH SECURITY_ENFORCED'],
    line: 1,
    column: 41,
    message: 'always enforces',
    expected: 'query { uiapi { query { Account(where: { Name: { eq: "x" } }) { edges { node { Id } } } } } }',
  },
  {
    name: 'WITH USER_MODE',
    soql: 'SELECT Id FROM Account WITH USER_MODE',
    clauses: ['WITH USER_MODE'],
    line: 1,
    column: 24,
    message: 'user mode',
    expected: 'query { uiapi { query { Account { edges { node { Id } } } } } }',
  },
  {
    name: 'WITH SYSTEM_MODE',
    soql: 'SELECT Id FROM Account WITH SYSTEM_MODE',
    clauses: ['WITH SYSTEM_MODE'],
    line: 1,
    column: 24,
    message: 'cannot be honoured',
    expected: 'query { uiapi { query { Account { edges { node { Id } } } } } }',
  },
  {
    name: 'FIELDS(ALL) alone (Id is selected instead)',
    soql: 'SELECT FIELDS(ALL) FROM Account LIMIT 200',
    clauses: ['FIELDS(ALL)'],
    line: 1,
    column: 8,
    message: 'listed explicitly',
    expected: `query { uiapi { query {
      Account(first: 200) { edges { node { Id } } pageInfo { endCursor hasNextPage hasPreviousPage } }
    } } }`,
  },
  {
    name: 'FIELDS(STANDARD) next to other fields',
    soql: 'SELECT Name, FIELDS(STANDARD) FROM Account',
    clauses: ['FIELDS(STANDARD)'],
    line: 1,
    column: 14,
    expected: 'query { uiapi { query { Account { edges { node { Name { value } } } } } } }',
  },
  {
    name: 'FIELDS(CUSTOM)',
    soql: 'SELECT Id, FIELDS(CUSTOM) FROM Account LIMIT 10',
    clauses: ['FIELDS(CUSTOM)'],
    line: 1,
    column: 12,
    expected: `query { uiapi { query {
      Account(first: 10) { edges { node { Id } } pageInfo { endCursor hasNextPage hasPreviousPage } }
    } } }`,
  },
  {
    name: 'HAVING',
    soql: 'SELECT Industry, COUNT(Id) FROM Account GROUP BY Industry HAVING COUNT(Id) > 1',
    clauses: ['HAVING'],
    line: 1,
    column: 59,
    message: 'not filtered',
    expected: `query { uiapi { aggregate {
      Account(groupBy: { Industry: { group: true } }) {
        edges { node { aggregate { Industry { value } Id { count { value } } } } }
      }
    } } }`,
  },
  {
    name: 'UPDATE TRACKING',
    soql: "SELECT Title FROM FAQ__kav WHERE Keyword = 'Apex' UPDATE TRACKING",
    clauses: ['UPDATE TRACKING'],
    line: 1,
    column: 51,
    expected:
      'query { uiapi { query { FAQ__kav(where: { Keyword: { eq: "Apex" } }) { edges { node { Title { value } } } } } } }',
  },
  {
    name: 'UPDATE VIEWSTAT',
    soql: "SELECT Title FROM FAQ__kav WHERE PublishStatus = 'Online' UPDATE VIEWSTAT",
    clauses: ['UPDATE VIEWSTAT'],
    line: 1,
    column: 59,
    expected:
      'query { uiapi { query { FAQ__kav(where: { PublishStatus: { eq: "Online" } }) { edges { node { Title { value } } } } } } }',
  },
  {
    name: 'WITH DATA CATEGORY',
    soql: "SELECT Title FROM KnowledgeArticleVersion WHERE PublishStatus = 'Online' WITH DATA CATEGORY Geography__c ABOVE usa__c",
    clauses: ['WITH DATA CATEGORY'],
    line: 1,
    column: 74,
    expected:
      'query { uiapi { query { KnowledgeArticleVersion(where: { PublishStatus: { eq: "Online" } }) { edges { node { Title { value } } } } } } }',
  },
  {
    name: 'convertCurrency() falls back to the raw value',
    soql: 'SELECT Id, convertCurrency(Amount) FROM Opportunity',
    clauses: ['convertCurrency()'],
    line: 1,
    column: 12,
    message: 'no currency conversion',
    expected: 'query { uiapi { query { Opportunity { edges { node { Id Amount { value } } } } } } }',
  },
  {
    name: 'DISTANCE/GEOLOCATION in SELECT, WHERE and ORDER BY',
    soql: "SELECT Id, DISTANCE(Location__c, GEOLOCATION(37.775, -122.418), 'mi') FROM Warehouse__c WHERE Name != null AND DISTANCE(Location__c, GEOLOCATION(37.775, -122.418), 'mi') < 20 ORDER BY DISTANCE(Location__c, GEOLOCATION(37.775, -122.418), 'mi') LIMIT 10",
    clauses: ['DISTANCE()', 'DISTANCE() in WHERE', 'ORDER BY DISTANCE()'],
    line: 1,
    column: 12,
    expected: `query { uiapi { query {
      Warehouse__c(where: { Name: { ne: null } }, first: 10) {
        edges { node { Id } }
        pageInfo { endCursor hasNextPage hasPreviousPage }
      }
    } } }`,
  },
  {
    name: 'date function in WHERE: the condition is dropped, the others kept',
    soql: 'SELECT Id FROM Account WHERE CALENDAR_YEAR(CreatedDate) = 2024 AND Name != null',
    clauses: ['CALENDAR_YEAR() in WHERE'],
    line: 1,
    column: 30,
    message: 'more records may match',
    expected: 'query { uiapi { query { Account(where: { Name: { ne: null } }) { edges { node { Id } } } } } }',
  },
  {
    name: 'convertTimezone() inside a date function is unwrapped',
    soql: 'SELECT CALENDAR_MONTH(convertTimezone(CreatedDate)), COUNT(Id) FROM Lead GROUP BY CALENDAR_MONTH(convertTimezone(CreatedDate))',
    clauses: ['convertTimezone()', 'convertTimezone()'],
    line: 1,
    column: 23,
    expected: `query { uiapi { aggregate {
      Lead(groupBy: { CreatedDate: { function: CALENDAR_MONTH } }) {
        edges { node { aggregate { CreatedDate { CALENDAR_MONTH { value } } Id { count { value } } } } }
      }
    } } }`,
  },
  {
    name: 'a function in WHERE is located even when the same call appears in SELECT',
    soql: "SELECT toLabel(Rating) FROM Account WHERE toLabel(Rating) = 'Hot'",
    clauses: ['toLabel() in WHERE'],
    line: 1,
    column: 43,
    expected: 'query { uiapi { query { Account { edges { node { Rating { label } } } } } } }',
  },
  {
    name: 'aggregate alias',
    soql: 'SELECT Industry, COUNT(Id) total FROM Account GROUP BY Industry',
    clauses: ['alias'],
    line: 1,
    column: 28,
    message: '"total"',
    expected: `query { uiapi { aggregate {
      Account(groupBy: { Industry: { group: true } }) {
        edges { node { aggregate { Industry { value } Id { count { value } } } } }
      }
    } } }`,
  },
  {
    name: 'currency-prefixed literal',
    soql: 'SELECT Id FROM Opportunity WHERE Amount > USD5000',
    clauses: ['currency literal'],
    line: 1,
    column: 43,
    expected: 'query { uiapi { query { Opportunity(where: { Amount: { gt: 5000 } }) { edges { node { Id } } } } } }',
  },
  {
    name: 'LIMIT above the UI API maximum',
    soql: 'SELECT Id FROM Account LIMIT 5000',
    clauses: ['LIMIT'],
    line: 1,
    column: 24,
    message: '2000',
    expected: `query { uiapi { query {
      Account(first: 2000) { edges { node { Id } } pageInfo { endCursor hasNextPage hasPreviousPage } }
    } } }`,
  },
  {
    name: 'OFFSET right after WHERE (no ORDER BY or LIMIT between)',
    soql: "SELECT Id FROM Account WHERE Name = 'x' OFFSET 10",
    clauses: ['OFFSET'],
    line: 1,
    column: 41,
    message: 'cursors',
    expected: `query { uiapi { query { Account(where: { Name: { eq: "x" } }) { edges { node { Id } } } } } }`,
  },
  {
    name: 'OFFSET right after a WHERE that ends in a bind list',
    soql: 'SELECT Id FROM Account WHERE Id IN :ids OFFSET 5',
    clauses: ['OFFSET'],
    line: 1,
    column: 41,
    expected: `query ($ids: [ID]) { uiapi { query { Account(where: { Id: { in: $ids } }) { edges { node { Id } } } } } }`,
  },
  {
    name: 'OFFSET right after WHERE in a child subquery',
    soql: 'SELECT Id, (SELECT Id FROM Contacts WHERE Email != null OFFSET 2) FROM Account',
    clauses: ['OFFSET'],
    line: 1,
    column: 57,
    expected: `query { uiapi { query { Account { edges { node { Id
      Contacts(where: { Email: { ne: null } }) { edges { node { Id } } }
    } } } } } }`,
  },
  {
    name: 'OFFSET right after HAVING',
    soql: 'SELECT Industry, COUNT(Id) FROM Account GROUP BY Industry HAVING COUNT(Id) > 1 OFFSET 3',
    clauses: ['HAVING', 'OFFSET'],
    line: 1,
    column: 59,
    expected: `query { uiapi { aggregate { Account(groupBy: { Industry: { group: true } }) {
      edges { node { aggregate { Industry { value } Id { count { value } } } } }
    } } } }`,
  },
  {
    name: 'OFFSET in a subquery and in the outer query get their own positions',
    soql: 'SELECT Id,\n  (SELECT Id FROM Contacts LIMIT 5 OFFSET 5)\nFROM Account LIMIT 10 OFFSET 10',
    clauses: ['OFFSET', 'OFFSET'],
    line: 2,
    column: 36,
    message: 'Contacts subquery',
    expected: `query { uiapi { query {
      Account(first: 10) {
        edges { node {
          Id
          Contacts(first: 5) { edges { node { Id } } pageInfo { endCursor hasNextPage hasPreviousPage } }
        } }
        pageInfo { endCursor hasNextPage hasPreviousPage }
      }
    } } }`,
  },
  {
    name: 'TYPEOF ELSE',
    soql: 'SELECT Id,\n  TYPEOF What\n    WHEN Account THEN Name\n    ELSE Name\n  END\nFROM Task',
    clauses: ['TYPEOF ELSE'],
    line: 4,
    column: 5,
    message: 'inline fragments',
    expected: 'query { uiapi { query { Task { edges { node { Id What { ... on Account { Name { value } } } } } } } } }',
  },
  {
    name: 'several unsupported clauses are reported in source order',
    soql: "SELECT Id, Name\nFROM Account\nWHERE Name LIKE 'A%'\nWITH SECURITY_ENFORCED\nORDER BY Name\nLIMIT 10\nOFFSET 20\nFOR VIEW",
    clauses: ['WITH SECURITY_ENFORCED', 'OFFSET', 'FOR VIEW'],
    line: 4,
    column: 1,
    expected: `query { uiapi { query {
      Account(where: { Name: { like: "A%" } }, orderBy: { Name: { order: ASC } }, first: 10) {
        edges { node { Id Name { value } } }
        pageInfo { endCursor hasNextPage hasPreviousPage }
      }
    } } }`,
  },
  {
    name: 'sort keys on one relationship that are not adjacent change priority',
    soql: 'SELECT Id FROM Contact ORDER BY Account.Name, LastName, Account.Type',
    clauses: ['ORDER BY'],
    line: 1,
    column: 24,
    message: 'priority',
    expected: `query { uiapi { query {
      Contact(orderBy: { Account: { Name: { order: ASC }, Type: { order: ASC } }, LastName: { order: ASC } }) {
        edges { node { Id } }
      }
    } } }`,
  },
];

describe('warnings: unsupported clauses are reported, the rest converts', () => {
  it.each(warningCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = convertSoqlToGraphql(c.soql);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(() => parse(result.query)).not.toThrow();
    expect(normalize(result.query)).toBe(normalize(c.expected));
    expect(result.warnings.map((w) => w.clause)).toEqual(c.clauses);
    const [first] = result.warnings;
    expect(first?.line).toBe(c.line);
    expect(first?.column).toBe(c.column);
    if (c.message) expect(first?.message).toContain(c.message);
    for (const warning of result.warnings) {
      expect(warning.message.length).toBeGreaterThan(10);
    }
  });

  it('the second OFFSET points at the outer clause', () => {
    const result = convertSoqlToGraphql(
      'SELECT Id,\n  (SELECT Id FROM Contacts LIMIT 5 OFFSET 5)\nFROM Account LIMIT 10 OFFSET 10',
    );
    if (!result.ok) throw new Error('expected ok');
    expect(result.warnings[1]).toMatchObject({ clause: 'OFFSET', line: 3, column: 23 });
  });

  it('USING SCOPE is converted, not reported', () => {
    const result = convertSoqlToGraphql('SELECT Id FROM Opportunity USING SCOPE team');
    if (!result.ok) throw new Error('expected ok');
    expect(result.warnings).toEqual([]);
    expect(normalize(result.query)).toBe(
      normalize('query { uiapi { query { Opportunity(scope: TEAM) { edges { node { Id } } } } } }'),
    );
  });
});

interface ErrorCase {
  name: string;
  soql: string;
  message: string;
  line: number;
  column: number;
}

const errorCases: ErrorCase[] = [
  {
    name: 'misspelt FROM points at the typo and suggests FROM',
    soql: 'SELECT Id FORM Account',
    message: "Unknown word 'FORM': did you mean FROM?",
    line: 1,
    column: 11,
  },
  {
    name: 'misspelt FROM at the end of the query',
    soql: 'SELECT Id, Name FRMO',
    message: "Unknown word 'FRMO': did you mean FROM?",
    line: 1,
    column: 17,
  },
  {
    name: 'misspelt WHERE',
    soql: "SELECT Id FROM Account\nWHRE Name = 'x'",
    message: "Unknown word 'WHRE': did you mean WHERE?",
    line: 2,
    column: 1,
  },
  {
    name: 'misspelt SELECT',
    soql: 'SELEC Id FROM Account',
    message: "Unknown word 'SELEC': did you mean SELECT?",
    line: 1,
    column: 1,
  },
  {
    name: 'an alias is not taken for a typo',
    soql: 'SELECT Id FROM Account acc acc2',
    message: "Unexpected 'acc2' after the end of the query",
    line: 1,
    column: 28,
  },
  {
    name: 'AND after OR without parentheses is refused, as Salesforce does',
    soql: "SELECT Id FROM Account WHERE Name = 'a' OR Name = 'b' AND Type = 'c'",
    message: 'AND follows OR without parentheses',
    line: 1,
    column: 55,
  },
  {
    name: 'OR after AND without parentheses is refused',
    soql: "SELECT Id FROM Account\nWHERE Name = 'a' AND Type = 'c' OR Name = 'b'",
    message: 'OR follows AND without parentheses',
    line: 2,
    column: 33,
  },
  {
    name: 'mixing inside a parenthesised group is refused too',
    soql: "SELECT Id FROM Account WHERE Type = 'x' AND (Name = 'a' OR Name = 'b' AND Rating = 'c')",
    message: 'AND follows OR without parentheses',
    line: 1,
    column: 71,
  },
  {
    name: 'mixing in a semi-join subquery is refused',
    soql: 'SELECT Id FROM Account WHERE Id IN (SELECT AccountId FROM Contact WHERE a = 1 OR b = 2 AND c = 3)',
    message: 'AND follows OR without parentheses',
    line: 1,
    column: 88,
  },
  {
    name: 'three NOTs in a row (the parser would drop one) are refused',
    soql: 'SELECT Id FROM Account WHERE NOT (NOT (NOT a > 1))',
    message: 'Three NOTs in a row',
    line: 1,
    column: 40,
  },
  {
    name: 'two conditions without AND or OR between them',
    soql: 'SELECT Id FROM Account WHERE a = 1 b = 2',
    message: "Unexpected 'b' after the end of the query",
    line: 1,
    column: 36,
  },
  {
    name: 'trailing comma in the field list',
    soql: 'SELECT Id, FROM Account',
    message: "Unexpected token 'FROM'",
    line: 1,
    column: 12,
  },
  {
    name: 'doubled AND on line 4',
    soql: "SELECT Id,\n  Name\nFROM Account\nWHERE Name = 'x' AND AND Type = 'y'",
    message: "Unexpected token 'AND'",
    line: 4,
    column: 22,
  },
  {
    name: 'the offending token also appears earlier in the query',
    soql: "SELECT Id FROM Account WHERE Name = 'a' OR Name = 'b' LIMIT Name",
    message: "Expected a whole number but found 'Name'",
    line: 1,
    column: 61,
  },
  {
    name: 'ORDER without BY',
    soql: "SELECT Id FROM Account WHERE Name = 'a' ORDER Name",
    message: 'Expected BY after ORDER',
    line: 1,
    column: 47,
  },
  {
    name: 'missing closing parenthesis before LIMIT on line 4',
    soql: "SELECT Id\nFROM Account\nWHERE Name IN ('a', 'b'\nLIMIT 5",
    message: "Expected ')' but found 'LIMIT'",
    line: 4,
    column: 1,
  },
  { name: 'query ends after FROM', soql: 'SELECT Id FROM', message: 'the query ended', line: 1, column: 15 },
  {
    name: 'query ends inside parentheses',
    soql: "SELECT Id FROM Account WHERE (Name = 'x'",
    message: "Expected ')'",
    line: 1,
    column: 41,
  },
  {
    name: 'unterminated string on line 3',
    soql: "SELECT Id\nFROM Account\nWHERE Name = 'abc",
    message: 'Unterminated string literal',
    line: 3,
    column: 14,
  },
  {
    name: 'unexpected character on line 2',
    soql: "SELECT Id FROM Account\n  WHERE Name # 'x'",
    message: "Unexpected character '#'",
    line: 2,
    column: 14,
  },
  {
    name: 'non-numeric LIMIT',
    soql: "SELECT Id FROM Account LIMIT 'x'",
    message: "Expected a whole number but found 'x'",
    line: 1,
    column: 30,
  },
  {
    name: 'bind colon without a name',
    soql: 'SELECT Id FROM Account WHERE Id = :',
    message: 'bind variable name',
    line: 1,
    column: 35,
  },
  {
    name: 'CRLF line endings count as one line break',
    soql: "SELECT Id\r\nFROM Account\r\nWHERE Name = = 'x'",
    message: "Unexpected token '='",
    line: 3,
    column: 14,
  },
  { name: 'empty input', soql: '', message: 'Empty query', line: 1, column: 1 },
  { name: 'whitespace only', soql: '  \n  ', message: 'Empty query', line: 1, column: 1 },
];

describe('errors: invalid SOQL gives ok: false with message, line and column', () => {
  it.each(errorCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = convertSoqlToGraphql(c.soql);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.warnings).toEqual([]);
    expect(result.error.message).toContain(c.message);
    expect(result.error.line).toBe(c.line);
    expect(result.error.column).toBe(c.column);
  });

  it('parseSoql throws a SoqlSyntaxError whose message carries the position', () => {
    let caught: unknown;
    try {
      parseSoql("SELECT Id\nFROM Account\nWHERE Name = 'x' AND AND Type = 'y'");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SoqlSyntaxError);
    const error = caught as SoqlSyntaxError;
    expect(error.message).toBe("Unexpected token 'AND' at line 3, column 22");
    expect(error.reason).toBe("Unexpected token 'AND'");
    expect([error.line, error.column]).toEqual([3, 22]);
  });
});
