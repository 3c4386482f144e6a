import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { convertSoqlToGraphql, type ConversionSuccess, type ConvertOptions } from './index';

/** Template tag keeping backslashes literal, so GraphQL escapes read as in GraphQL. */
const gql = String.raw;
const soql = String.raw;

const normalize = (text: string): string => print(parse(text));

function convertOk(input: string, options?: ConvertOptions): ConversionSuccess {
  const result = convertSoqlToGraphql(input, options);
  if (!result.ok)
    throw new Error(`Expected success, got: ${result.error.message} (${result.error.line}:${result.error.column})`);
  // Every output must be valid GraphQL.
  expect(() => parse(result.query)).not.toThrow();
  return result;
}

interface Case {
  name: string;
  soql: string;
  options?: ConvertOptions;
  expected: string;
  /** Expected returned variables (default: {}). */
  variables?: Record<string, unknown>;
  /** Expected warning clauses, in order (default: none). */
  warnings?: string[];
}

function runCases(cases: Case[]): void {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = convertOk(c.soql, c.options);
    expect(normalize(result.query)).toBe(normalize(c.expected));
    expect(result.variables).toEqual(c.variables ?? {});
    expect(result.warnings.map((w) => w.clause)).toEqual(c.warnings ?? []);
  });
}

describe('fields', () => {
  runCases([
    {
      name: 'Id is a scalar, other fields select { value }',
      soql: 'SELECT Id, Name, Industry FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                    Name {
                      value
                    }
                    Industry {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'names keep the case they were written in',
      soql: 'select id, name from account',
      expected: gql`
        query {
          uiapi {
            query {
              account {
                edges {
                  node {
                    id
                    name {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'parent relationship field',
      soql: 'SELECT Id, Owner.Name FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                    Owner {
                      Name {
                        value
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'fields on the same parent are merged into one selection',
      soql: 'SELECT Id, Owner.Name, Name, Owner.Email FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                    Owner {
                      Name {
                        value
                      }
                      Email {
                        value
                      }
                    }
                    Name {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'multi-level parent paths merge at every depth',
      soql: 'SELECT Account.Owner.Email, Account.Name, Account.Owner.Manager.Name, Account.Owner.Manager.Email FROM Contact',
      expected: gql`
        query {
          uiapi {
            query {
              Contact {
                edges {
                  node {
                    Account {
                      Owner {
                        Email {
                          value
                        }
                        Manager {
                          Name {
                            value
                          }
                          Email {
                            value
                          }
                        }
                      }
                      Name {
                        value
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'Id through a relationship stays scalar; lookup Id fields are { value }',
      soql: 'SELECT Owner.Id, OwnerId FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Owner {
                      Id
                    }
                    OwnerId {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'toLabel() selects the translated label',
      soql: 'SELECT Id, toLabel(StageName) FROM Opportunity',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity {
                edges {
                  node {
                    Id
                    StageName {
                      label
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'a field and its toLabel() share one selection',
      soql: 'SELECT StageName, toLabel(StageName) FROM Opportunity',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity {
                edges {
                  node {
                    StageName {
                      value
                      label
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'toLabel() on a parent field',
      soql: 'SELECT Id, toLabel(Account.Industry) FROM Contact',
      expected: gql`
        query {
          uiapi {
            query {
              Contact {
                edges {
                  node {
                    Id
                    Account {
                      Industry {
                        label
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'FORMAT() selects displayValue',
      soql: 'SELECT Id, FORMAT(Amount), FORMAT(CloseDate) FROM Opportunity',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity {
                edges {
                  node {
                    Id
                    Amount {
                      displayValue
                    }
                    CloseDate {
                      displayValue
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'duplicate fields are selected once',
      soql: 'SELECT Id, Name, Name, Id FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                    Name {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'FROM alias is stripped from fields, filters and sort keys',
      soql: "SELECT a.Name, a.Owner.Name FROM Account a WHERE a.Name = 'Acme' ORDER BY a.Name",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { Name: { eq: "Acme" } }, orderBy: { Name: { order: ASC } }) {
                edges {
                  node {
                    Name {
                      value
                    }
                    Owner {
                      Name {
                        value
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'custom objects, fields and relationships',
      soql: 'SELECT Id, Name, Amount__c, Parent__r.Name, Parent__r.Status__c FROM Invoice__c',
      expected: gql`
        query {
          uiapi {
            query {
              Invoice__c {
                edges {
                  node {
                    Id
                    Name {
                      value
                    }
                    Amount__c {
                      value
                    }
                    Parent__r {
                      Name {
                        value
                      }
                      Status__c {
                        value
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
  ]);
});

describe('child relationship subqueries', () => {
  runCases([
    {
      name: 'subquery with WHERE, ORDER BY and LIMIT becomes a nested connection',
      soql: 'SELECT Id, (SELECT Name FROM Opportunities WHERE Amount > 1000 ORDER BY Name LIMIT 5) FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                    Opportunities(where: { Amount: { gt: 1000 } }, orderBy: { Name: { order: ASC } }, first: 5) {
                      edges {
                        node {
                          Name {
                            value
                          }
                        }
                      }
                      pageInfo {
                        endCursor
                        hasNextPage
                        hasPreviousPage
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'plain subquery',
      soql: 'SELECT Name, (SELECT Id, Email FROM Contacts) FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Name {
                      value
                    }
                    Contacts {
                      edges {
                        node {
                          Id
                          Email {
                            value
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'several subqueries, with parent fields inside',
      soql: 'SELECT Id, (SELECT Id, Owner.Name, Owner.Alias FROM Cases), (SELECT LastName FROM Contacts WHERE Email != null) FROM Account',
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                    Cases {
                      edges {
                        node {
                          Id
                          Owner {
                            Name {
                              value
                            }
                            Alias {
                              value
                            }
                          }
                        }
                      }
                    }
                    Contacts(where: { Email: { ne: null } }) {
                      edges {
                        node {
                          LastName {
                            value
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
  ]);
});

describe('TYPEOF', () => {
  runCases([
    {
      name: 'WHEN branches become inline fragments',
      soql: 'SELECT Id, TYPEOF What WHEN Account THEN Name, Phone WHEN Opportunity THEN Amount END FROM Event',
      expected: gql`
        query {
          uiapi {
            query {
              Event {
                edges {
                  node {
                    Id
                    What {
                      ... on Account {
                        Name {
                          value
                        }
                        Phone {
                          value
                        }
                      }
                      ... on Opportunity {
                        Amount {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'ELSE fields cannot be expressed and are reported',
      soql: 'SELECT TYPEOF What WHEN Account THEN Name ELSE Email END FROM Task',
      expected: gql`
        query {
          uiapi {
            query {
              Task {
                edges {
                  node {
                    What {
                      ... on Account {
                        Name {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
      warnings: ['TYPEOF ELSE'],
    },
    {
      name: 'TYPEOF Owner with User and Group',
      soql: 'SELECT CaseNumber, TYPEOF Owner WHEN User THEN Username, Email WHEN Group THEN Name END FROM Case',
      expected: gql`
        query {
          uiapi {
            query {
              Case {
                edges {
                  node {
                    CaseNumber {
                      value
                    }
                    Owner {
                      ... on User {
                        Username {
                          value
                        }
                        Email {
                          value
                        }
                      }
                      ... on Group {
                        Name {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
  ]);
});

describe('WHERE', () => {
  runCases([
    {
      name: '= → eq with a string (quotes removed)',
      soql: "SELECT Id FROM Account WHERE Name = 'Acme'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { Name: { eq: "Acme" } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: '!= and <> → ne',
      soql: "SELECT Id FROM Account WHERE Name != 'A' AND Type <> 'B'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { and: [{ Name: { ne: "A" } }, { Type: { ne: "B" } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: '<, <=, >, >= → lt, lte, gt, gte with numbers',
      soql: 'SELECT Id FROM Opportunity WHERE Amount < 100 AND Probability <= 50.5 AND ExpectedRevenue > -10 AND TotalOpportunityQuantity >= 2',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity(
                where: {
                  and: [
                    { Amount: { lt: 100 } }
                    { Probability: { lte: 50.5 } }
                    { ExpectedRevenue: { gt: -10 } }
                    { TotalOpportunityQuantity: { gte: 2 } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'LIKE → like',
      soql: "SELECT Id FROM Contact WHERE LastName LIKE 'Sm%'",
      expected: gql`
        query {
          uiapi {
            query {
              Contact(where: { LastName: { like: "Sm%" } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'IN → in with a list',
      soql: "SELECT Id FROM Account WHERE Industry IN ('Banking', 'Insurance')",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { Industry: { in: ["Banking", "Insurance"] } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'IN with a single element is still a list',
      soql: "SELECT Id FROM Account WHERE Industry IN ('Banking')",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { Industry: { in: ["Banking"] } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'NOT IN → nin',
      soql: 'SELECT Id FROM Account WHERE NumberOfEmployees NOT IN (1, 2, 3)',
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { NumberOfEmployees: { nin: [1, 2, 3] } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'INCLUDES and EXCLUDES on multi-select picklists',
      soql: "SELECT Id FROM Contact WHERE Languages__c INCLUDES ('English;French', 'German') AND Hobbies__c EXCLUDES ('Golf')",
      expected: gql`
        query {
          uiapi {
            query {
              Contact(
                where: {
                  and: [
                    { Languages__c: { includes: ["English;French", "German"] } }
                    { Hobbies__c: { excludes: ["Golf"] } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'null comparisons',
      soql: 'SELECT Id FROM Account WHERE Phone = null AND Website != NULL',
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { and: [{ Phone: { eq: null } }, { Website: { ne: null } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'booleans',
      soql: 'SELECT Id FROM Opportunity WHERE IsClosed = TRUE AND IsWon = false',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity(where: { and: [{ IsClosed: { eq: true } }, { IsWon: { eq: false } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'string escapes are resolved',
      soql: soql`SELECT Id FROM Account WHERE Name = 'O\'Brien \"Ltd\" \\ \u00e9' AND Description = 'a\nb\tc'`,
      expected: gql`query { uiapi { query {
        Account(where: { and: [{ Name: { eq: "O'Brien \"Ltd\" \\ é" } }, { Description: { eq: "a\nb\tc" } }] }) {
          edges { node { Id } }
        }
      } } }`,
    },
    {
      name: 'LIKE keeps \\% and \\_ escaped',
      soql: soql`SELECT Id FROM Account WHERE Name LIKE '50\%\_off%'`,
      expected: gql`query { uiapi { query { Account(where: { Name: { like: "50\\%\\_off%" } }) { edges { node { Id } } } } } }`,
    },
    {
      // In a LIKE pattern a lone backslash would escape the next character: \\ stays \\.
      name: 'LIKE keeps an escaped backslash escaped',
      soql: soql`SELECT Id FROM Account WHERE Name LIKE 'back\\slash%'`,
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { Name: { like: "back\\\\slash%" } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'date literal → { value }',
      soql: 'SELECT Id FROM Opportunity WHERE CloseDate = 2024-01-31',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity(where: { CloseDate: { eq: { value: "2024-01-31" } } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'datetime literal → { value }',
      soql: 'SELECT Id FROM Account WHERE CreatedDate > 2024-01-31T10:00:00Z AND LastModifiedDate <= 2024-02-01T00:00:00.000+02:00',
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                where: {
                  and: [
                    { CreatedDate: { gt: { value: "2024-01-31T10:00:00Z" } } }
                    { LastModifiedDate: { lte: { value: "2024-02-01T00:00:00.000+02:00" } } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'date literals TODAY / THIS_MONTH → { literal: ENUM }',
      soql: 'SELECT Id FROM Task WHERE ActivityDate = TODAY OR CreatedDate >= THIS_MONTH',
      expected: gql`
        query {
          uiapi {
            query {
              Task(
                where: {
                  or: [{ ActivityDate: { eq: { literal: TODAY } } }, { CreatedDate: { gte: { literal: THIS_MONTH } } }]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'N date literals → { range: { last_n_days: n } }',
      soql: 'SELECT Id FROM Opportunity WHERE CreatedDate = LAST_N_DAYS:30 AND CloseDate < NEXT_N_FISCAL_QUARTERS:2 AND LastActivityDate = N_DAYS_AGO:3',
      expected: gql`
        query {
          uiapi {
            query {
              Opportunity(
                where: {
                  and: [
                    { CreatedDate: { eq: { range: { last_n_days: 30 } } } }
                    { CloseDate: { lt: { range: { next_n_fiscal_quarters: 2 } } } }
                    { LastActivityDate: { eq: { range: { n_days_ago: 3 } } } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'date literals inside IN',
      soql: 'SELECT Id FROM Task WHERE ActivityDate IN (TODAY, 2024-05-01)',
      expected: gql`
        query {
          uiapi {
            query {
              Task(where: { ActivityDate: { in: [{ literal: TODAY }, { value: "2024-05-01" }] } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'parent relationship filter',
      soql: "SELECT Id FROM Contact WHERE Account.Name = 'Acme'",
      expected: gql`
        query {
          uiapi {
            query {
              Contact(where: { Account: { Name: { eq: "Acme" } } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'multi-level relationship filter',
      soql: "SELECT Id FROM Contact WHERE Account.Owner.Profile.Name = 'System Administrator'",
      expected: gql`
        query {
          uiapi {
            query {
              Contact(where: { Account: { Owner: { Profile: { Name: { eq: "System Administrator" } } } } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'AND chains are flattened into one and: [...]',
      soql: "SELECT Id FROM Account WHERE Name = 'a' AND Type = 'b' AND Rating = 'c'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { and: [{ Name: { eq: "a" } }, { Type: { eq: "b" } }, { Rating: { eq: "c" } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'OR chains are flattened into one or: [...]',
      soql: "SELECT Id FROM Account WHERE Name = 'a' OR Name = 'b' OR Name = 'c'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { or: [{ Name: { eq: "a" } }, { Name: { eq: "b" } }, { Name: { eq: "c" } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'parenthesised OR inside AND',
      soql: "SELECT Id FROM Account WHERE (Industry = 'Banking' OR Industry = 'Finance') AND AnnualRevenue > 1000000",
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                where: {
                  and: [
                    { or: [{ Industry: { eq: "Banking" } }, { Industry: { eq: "Finance" } }] }
                    { AnnualRevenue: { gt: 1000000 } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'nested parentheses',
      soql: "SELECT Id FROM Account WHERE ((Name = 'a' OR Name = 'b') AND Type = 'c') OR (Rating = 'd')",
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                where: {
                  or: [
                    { and: [{ or: [{ Name: { eq: "a" } }, { Name: { eq: "b" } }] }, { Type: { eq: "c" } }] }
                    { Rating: { eq: "d" } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'explicit parentheses are preserved even around the same operator',
      soql: "SELECT Id FROM Account WHERE (Name = 'a' AND Type = 'b') AND Rating = 'c'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                where: { and: [{ and: [{ Name: { eq: "a" } }, { Type: { eq: "b" } }] }, { Rating: { eq: "c" } }] }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'NOT → not',
      soql: "SELECT Id FROM Account WHERE NOT Name LIKE 'Test%'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { not: { Name: { like: "Test%" } } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'NOT applied to a parenthesised group',
      soql: "SELECT Id FROM Account WHERE NOT (Name = 'a' OR Name = 'b')",
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { not: { or: [{ Name: { eq: "a" } }, { Name: { eq: "b" } }] } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'NOT binds tighter than AND',
      soql: "SELECT Id FROM Account WHERE Type = 'x' AND NOT (Name = 'a' OR Name = 'b') AND Rating = 'Hot'",
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                where: {
                  and: [
                    { Type: { eq: "x" } }
                    { not: { or: [{ Name: { eq: "a" } }, { Name: { eq: "b" } }] } }
                    { Rating: { eq: "Hot" } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'semi-join IN (SELECT …) → inq with ApiName',
      soql: "SELECT Id, Name FROM Account WHERE Id IN (SELECT AccountId FROM Opportunity WHERE StageName = 'Closed Won')",
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                where: { Id: { inq: { Opportunity: { StageName: { eq: "Closed Won" } }, ApiName: "AccountId" } } }
              ) {
                edges {
                  node {
                    Id
                    Name {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'anti-join NOT IN (SELECT …) without WHERE → ninq with an empty filter',
      soql: 'SELECT Id FROM Account WHERE Id NOT IN (SELECT AccountId FROM Case)',
      expected: gql`
        query {
          uiapi {
            query {
              Account(where: { Id: { ninq: { Case: {}, ApiName: "AccountId" } } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'child-to-child semi-join on a reference field, with a compound subquery filter',
      soql: 'SELECT Id FROM Contact WHERE AccountId IN (SELECT AccountId FROM Opportunity WHERE Amount > 100 AND IsClosed = false) AND LastName != null',
      expected: gql`
        query {
          uiapi {
            query {
              Contact(
                where: {
                  and: [
                    {
                      AccountId: {
                        inq: {
                          Opportunity: { and: [{ Amount: { gt: 100 } }, { IsClosed: { eq: false } }] }
                          ApiName: "AccountId"
                        }
                      }
                    }
                    { LastName: { ne: null } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
  ]);
});

describe('ORDER BY, LIMIT and USING SCOPE', () => {
  runCases([
    {
      name: 'several sort keys with ASC/DESC and NULLS FIRST/LAST (enum values)',
      soql: 'SELECT Id FROM Account ORDER BY Name ASC NULLS FIRST, CreatedDate DESC, Rating DESC NULLS LAST',
      expected: gql`
        query {
          uiapi {
            query {
              Account(
                orderBy: {
                  Name: { order: ASC, nulls: FIRST }
                  CreatedDate: { order: DESC, nulls: LAST }
                  Rating: { order: DESC, nulls: LAST }
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'missing direction is written as ASC',
      soql: 'SELECT Id FROM Account ORDER BY Name',
      expected: gql`
        query {
          uiapi {
            query {
              Account(orderBy: { Name: { order: ASC } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'relationship sort keys are nested',
      soql: 'SELECT Id FROM Contact ORDER BY Account.Name DESC, Account.Owner.Name, LastName',
      expected: gql`
        query {
          uiapi {
            query {
              Contact(
                orderBy: {
                  Account: { Name: { order: DESC, nulls: LAST }, Owner: { Name: { order: ASC } } }
                  LastName: { order: ASC }
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'LIMIT → first and pageInfo',
      soql: 'SELECT Id FROM Account LIMIT 10',
      expected: gql`
        query {
          uiapi {
            query {
              Account(first: 10) {
                edges {
                  node {
                    Id
                  }
                }
                pageInfo {
                  endCursor
                  hasNextPage
                  hasPreviousPage
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'argument order follows SOQL clause order: scope, where, orderBy, first',
      soql: "SELECT Id FROM Case USING SCOPE mine WHERE Status = 'New' ORDER BY CreatedDate DESC LIMIT 20",
      expected: gql`
        query {
          uiapi {
            query {
              Case(
                scope: MINE
                where: { Status: { eq: "New" } }
                orderBy: { CreatedDate: { order: DESC, nulls: LAST } }
                first: 20
              ) {
                edges {
                  node {
                    Id
                  }
                }
                pageInfo {
                  endCursor
                  hasNextPage
                  hasPreviousPage
                }
              }
            }
          }
        }
      `,
    },
  ]);
});

describe('aggregates', () => {
  runCases([
    {
      name: 'COUNT() → Id { count { value } }',
      soql: 'SELECT COUNT() FROM Account',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Account {
                edges {
                  node {
                    aggregate {
                      Id {
                        count {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'COUNT(Id) with GROUP BY',
      soql: 'SELECT COUNT(Id), Industry FROM Account GROUP BY Industry',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Account(groupBy: { Industry: { group: true } }) {
                edges {
                  node {
                    aggregate {
                      Id {
                        count {
                          value
                        }
                      }
                      Industry {
                        value
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'SUM, AVG, MIN, MAX on one field merge; COUNT_DISTINCT → countDistinct',
      soql: 'SELECT SUM(Amount), AVG(Amount), MIN(Amount), MAX(Amount), COUNT_DISTINCT(OwnerId) FROM Opportunity',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Opportunity {
                edges {
                  node {
                    aggregate {
                      Amount {
                        sum {
                          value
                        }
                        avg {
                          value
                        }
                        min {
                          value
                        }
                        max {
                          value
                        }
                      }
                      OwnerId {
                        countDistinct {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'WHERE, relationship GROUP BY, ORDER BY on an aggregate and LIMIT',
      soql: 'SELECT Account.Type, SUM(Amount) FROM Opportunity WHERE IsClosed = true GROUP BY Account.Type ORDER BY SUM(Amount) DESC LIMIT 5',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Opportunity(
                where: { IsClosed: { eq: true } }
                groupBy: { Account: { Type: { group: true } } }
                orderBy: { Amount: { sum: { order: DESC, nulls: LAST } } }
                first: 5
              ) {
                edges {
                  node {
                    aggregate {
                      Account {
                        Type {
                          value
                        }
                      }
                      Amount {
                        sum {
                          value
                        }
                      }
                    }
                  }
                }
                pageInfo {
                  endCursor
                  hasNextPage
                  hasPreviousPage
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'aggregate on a parent field',
      soql: 'SELECT StageName, MAX(Account.AnnualRevenue) FROM Opportunity GROUP BY StageName ORDER BY StageName',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Opportunity(groupBy: { StageName: { group: true } }, orderBy: { StageName: { order: ASC } }) {
                edges {
                  node {
                    aggregate {
                      StageName {
                        value
                      }
                      Account {
                        AnnualRevenue {
                          max {
                            value
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'GROUP BY ROLLUP → type: ROLLUP',
      soql: 'SELECT Industry, COUNT(Id) FROM Account GROUP BY ROLLUP(Industry)',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Account(groupBy: { Industry: { group: true }, type: ROLLUP }) {
                edges {
                  node {
                    aggregate {
                      Industry {
                        value
                      }
                      Id {
                        count {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'GROUP BY CUBE over two fields → type: CUBE',
      soql: 'SELECT Type, BillingCountry, COUNT(Id) FROM Account GROUP BY CUBE(Type, BillingCountry)',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Account(groupBy: { Type: { group: true }, BillingCountry: { group: true }, type: CUBE }) {
                edges {
                  node {
                    aggregate {
                      Type {
                        value
                      }
                      BillingCountry {
                        value
                      }
                      Id {
                        count {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'GROUP BY a date function → function: CALENDAR_YEAR',
      soql: 'SELECT CALENDAR_YEAR(CloseDate), SUM(Amount) FROM Opportunity GROUP BY CALENDAR_YEAR(CloseDate)',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Opportunity(groupBy: { CloseDate: { function: CALENDAR_YEAR } }) {
                edges {
                  node {
                    aggregate {
                      CloseDate {
                        CALENDAR_YEAR {
                          value
                        }
                      }
                      Amount {
                        sum {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'HAVING is reported, the rest of the aggregate converts',
      soql: 'SELECT LeadSource, COUNT(Id) FROM Lead GROUP BY LeadSource HAVING COUNT(Id) > 10',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Lead(groupBy: { LeadSource: { group: true } }) {
                edges {
                  node {
                    aggregate {
                      LeadSource {
                        value
                      }
                      Id {
                        count {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
      warnings: ['HAVING'],
    },
    {
      name: 'COUNT() with a filter and USING SCOPE',
      soql: 'SELECT COUNT() FROM Opportunity USING SCOPE mine WHERE IsClosed = false',
      expected: gql`
        query {
          uiapi {
            aggregate {
              Opportunity(scope: MINE, where: { IsClosed: { eq: false } }) {
                edges {
                  node {
                    aggregate {
                      Id {
                        count {
                          value
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
  ]);
});

describe('bind variables', () => {
  runCases([
    {
      name: 'Id = :recordId → $recordId: ID!',
      soql: 'SELECT Id, Name FROM Account WHERE Id = :recordId',
      expected: gql`
        query ($recordId: ID!) {
          uiapi {
            query {
              Account(where: { Id: { eq: $recordId } }) {
                edges {
                  node {
                    Id
                    Name {
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'caller type and default become the definition and the returned variables',
      soql: 'SELECT Id FROM Account WHERE Id = :recordId',
      options: { variables: { recordId: { type: 'ID!', default: '001000000000001AAA' } } },
      expected: gql`
        query ($recordId: ID! = "001000000000001AAA") {
          uiapi {
            query {
              Account(where: { Id: { eq: $recordId } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      variables: { recordId: '001000000000001AAA' },
    },
    {
      name: 'a plain value acts as default; its JS type is used for inference',
      soql: 'SELECT Id FROM Account WHERE Rating = :rating AND IsDeleted = :deleted AND NumberOfEmployees > :size AND AnnualRevenue > :revenue',
      options: { variables: { rating: 'Hot', deleted: false, size: 50, revenue: 1.5 } },
      expected: gql`
        query ($rating: String = "Hot", $deleted: Boolean = false, $size: Int = 50, $revenue: Double = 1.5) {
          uiapi {
            query {
              Account(
                where: {
                  and: [
                    { Rating: { eq: $rating } }
                    { IsDeleted: { eq: $deleted } }
                    { NumberOfEmployees: { gt: $size } }
                    { AnnualRevenue: { gt: $revenue } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      variables: { rating: 'Hot', deleted: false, size: 50, revenue: 1.5 },
    },
    {
      name: 'fields ending in Id (also through relationships) → nullable ID',
      soql: 'SELECT Id FROM Contact WHERE AccountId = :accountId OR Account.OwnerId = :ownerId',
      expected: gql`
        query ($accountId: ID, $ownerId: ID) {
          uiapi {
            query {
              Contact(where: { or: [{ AccountId: { eq: $accountId } }, { Account: { OwnerId: { eq: $ownerId } } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'LIKE → String, everything else defaults to String',
      soql: 'SELECT Id FROM Contact WHERE LastName LIKE :pattern AND Title = :title',
      expected: gql`
        query ($pattern: String, $title: String) {
          uiapi {
            query {
              Contact(where: { and: [{ LastName: { like: $pattern } }, { Title: { eq: $title } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'IN :ids → list type [ID] with a list default',
      soql: 'SELECT Id FROM Account WHERE Id IN :ids',
      options: { variables: { ids: { default: ['001A', '001B'] } } },
      expected: gql`
        query ($ids: [ID] = ["001A", "001B"]) {
          uiapi {
            query {
              Account(where: { Id: { in: $ids } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      variables: { ids: ['001A', '001B'] },
    },
    {
      name: 'NOT IN and INCLUDES binds are lists',
      soql: 'SELECT Id FROM Contact WHERE Title NOT IN :titles AND Languages__c INCLUDES :languages',
      expected: gql`
        query ($titles: [String], $languages: [MultiPicklist]) {
          uiapi {
            query {
              Contact(where: { and: [{ Title: { nin: $titles } }, { Languages__c: { includes: $languages } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'date fields infer Date / DateTime and pass { value: $var }',
      soql: 'SELECT Id FROM Opportunity WHERE CloseDate > :since AND CreatedDate < :before',
      options: { variables: { since: { default: '2024-01-01' } } },
      expected: gql`
        query ($since: Date = "2024-01-01", $before: DateTime) {
          uiapi {
            query {
              Opportunity(
                where: { and: [{ CloseDate: { gt: { value: $since } } }, { CreatedDate: { lt: { value: $before } } }] }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      variables: { since: '2024-01-01' },
    },
    {
      name: 'caller-given UI API scalar types (Currency, Date, Picklist)',
      soql: 'SELECT Id FROM Opportunity WHERE Amount >= :minAmount AND Due__c = :due AND StageName = :stage',
      options: {
        variables: {
          minAmount: { type: 'Currency', default: 1000 },
          due: { type: 'Date' },
          stage: { type: 'Picklist!', default: 'Closed Won' },
        },
      },
      expected: gql`
        query ($minAmount: Currency = 1000, $due: Date, $stage: Picklist! = "Closed Won") {
          uiapi {
            query {
              Opportunity(
                where: {
                  and: [
                    { Amount: { gte: $minAmount } }
                    { Due__c: { eq: { value: $due } } }
                    { StageName: { eq: $stage } }
                  ]
                }
              ) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      variables: { minAmount: 1000, stage: 'Closed Won' },
    },
    {
      name: 'a variable used twice is declared once',
      soql: 'SELECT Id FROM Account WHERE Name = :name OR Site = :name',
      expected: gql`
        query ($name: String) {
          uiapi {
            query {
              Account(where: { or: [{ Name: { eq: $name } }, { Site: { eq: $name } }] }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'binds inside subqueries and semi-joins are declared on the operation',
      soql: 'SELECT Id, (SELECT Id FROM Contacts WHERE Email = :email) FROM Account WHERE Id IN (SELECT AccountId FROM Opportunity WHERE OwnerId = :ownerId)',
      expected: gql`
        query ($email: String, $ownerId: ID) {
          uiapi {
            query {
              Account(where: { Id: { inq: { Opportunity: { OwnerId: { eq: $ownerId } }, ApiName: "AccountId" } } }) {
                edges {
                  node {
                    Id
                    Contacts(where: { Email: { eq: $email } }) {
                      edges {
                        node {
                          Id
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'unused caller variables are ignored',
      soql: 'SELECT Id FROM Account WHERE Name = :name',
      options: { variables: { name: 'Acme', unused: { type: 'ID', default: 'x' } } },
      expected: gql`
        query ($name: String = "Acme") {
          uiapi {
            query {
              Account(where: { Name: { eq: $name } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      variables: { name: 'Acme' },
    },
    {
      name: 'operationName names the operation',
      soql: 'SELECT Id FROM Account WHERE Id = :recordId',
      options: { operationName: 'AccountById' },
      expected: gql`
        query AccountById($recordId: ID!) {
          uiapi {
            query {
              Account(where: { Id: { eq: $recordId } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'operationName without variables',
      soql: 'SELECT Id FROM Account',
      options: { operationName: 'Accounts' },
      expected: gql`
        query Accounts {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
    },
    {
      name: 'a bind expression that is not a plain name is renamed and reported',
      soql: 'SELECT Id FROM Contact WHERE AccountId = :acc.Id',
      expected: gql`
        query ($acc_Id: ID) {
          uiapi {
            query {
              Contact(where: { AccountId: { eq: $acc_Id } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      warnings: ['bind variable'],
    },
    {
      name: 'an invalid caller type is reported and the type is inferred',
      soql: 'SELECT Id FROM Account WHERE Id = :recordId',
      options: { variables: { recordId: { type: 'not a type!!' } } },
      expected: gql`
        query ($recordId: ID!) {
          uiapi {
            query {
              Account(where: { Id: { eq: $recordId } }) {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      warnings: ['bind variable'],
    },
    {
      name: 'an invalid operationName is reported and ignored',
      soql: 'SELECT Id FROM Account',
      options: { operationName: 'my query' },
      expected: gql`
        query {
          uiapi {
            query {
              Account {
                edges {
                  node {
                    Id
                  }
                }
              }
            }
          }
        }
      `,
      warnings: ['operationName'],
    },
  ]);
});

describe('output shape', () => {
  it('prints the anonymous form as `query { … }` and stays canonical otherwise', () => {
    const result = convertOk('SELECT Id FROM Account');
    expect(result.query.startsWith('query {\n  uiapi {')).toBe(true);
    expect(result.query).toBe(`query ${print(parse(result.query))}`);
  });

  it('is deterministic', () => {
    const q = "SELECT Id, Owner.Name FROM Account WHERE Name LIKE 'A%' ORDER BY Name LIMIT 5";
    expect(convertOk(q).query).toBe(convertOk(q).query);
  });
});
