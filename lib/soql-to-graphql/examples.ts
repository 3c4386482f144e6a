/**
 * Gallery of realistic SOQL queries for the /graphQL converter page. Every
 * example converts without error (see examples.test.ts); some deliberately
 * produce warnings to demonstrate unsupported clauses.
 */
import type { VariableSpec } from './types';

/** One gallery entry. `variables` is JSON-serialisable (it is shown in a JSON editor). */
export interface SoqlExample {
  /** Stable identifier (kebab-case). */
  id: string;
  /** Short card title. */
  title: string;
  /** One-sentence explanation of what the example shows. */
  description: string;
  /** The SOQL text. */
  soql: string;
  /** Types and defaults for the bind variables used in `soql`. */
  variables?: Record<string, VariableSpec>;
}

export const SOQL_EXAMPLES: readonly SoqlExample[] = [
  {
    id: 'basic',
    title: 'Basic query',
    description:
      'Fields, ORDER BY and LIMIT: Id stays a scalar, other fields become { value }, LIMIT becomes first plus pageInfo.',
    soql: `SELECT Id, Name, Industry, AnnualRevenue
FROM Account
ORDER BY Name
LIMIT 20`,
  },
  {
    id: 'where-and-or',
    title: 'WHERE with AND / OR',
    description: 'Parenthesised OR inside AND becomes nested and: [...] / or: [...] filters.',
    soql: `SELECT Id, Name, StageName, Amount, CloseDate
FROM Opportunity
WHERE (StageName = 'Prospecting' OR StageName = 'Qualification')
  AND Amount > 50000
  AND NOT Name LIKE 'Test%'`,
  },
  {
    id: 'parent-fields',
    title: 'Parent relationship fields',
    description: 'Owner.Name and Owner.Email share one Owner { … } selection; paths can be several levels deep.',
    soql: `SELECT Id, Name, Email, Owner.Name, Owner.Email, Account.Name, Account.Owner.Name
FROM Contact
WHERE Account.Industry = 'Technology'
LIMIT 50`,
  },
  {
    id: 'child-subquery',
    title: 'Child relationship subquery',
    description: 'A parent-to-child subquery becomes a nested connection with its own where, orderBy and first.',
    soql: `SELECT Id, Name,
  (SELECT Id, Name, StageName, Amount
   FROM Opportunities
   WHERE IsClosed = false
   ORDER BY CloseDate ASC
   LIMIT 5)
FROM Account
WHERE Industry = 'Banking'
LIMIT 10`,
  },
  {
    id: 'bind-variable',
    title: 'Bind variable with a default',
    description: ':recordId becomes $recordId: ID! with a default value, as used on a record page.',
    soql: `SELECT Id, Name, Phone, Website, Owner.Name
FROM Account
WHERE Id = :recordId`,
    variables: { recordId: { type: 'ID!', default: '001000000000001AAA' } },
  },
  {
    id: 'order-by-nulls',
    title: 'ORDER BY with NULLS',
    description: 'Several sort keys with ASC/DESC and NULLS FIRST/LAST become enum values in orderBy.',
    soql: `SELECT Id, Name, Rating, CreatedDate
FROM Account
ORDER BY Rating DESC NULLS LAST, Name ASC NULLS FIRST
LIMIT 25`,
  },
  {
    id: 'date-literals',
    title: 'Date literals',
    description:
      'TODAY-style literals become { literal: … }, LAST_N_DAYS:n becomes { range: { last_n_days: n } }, dates become { value: … }.',
    soql: `SELECT Id, Subject, ActivityDate, Status
FROM Task
WHERE ActivityDate = THIS_WEEK
   OR CreatedDate = LAST_N_DAYS:7
   OR ActivityDate > 2024-12-31`,
  },
  {
    id: 'in-list',
    title: 'IN and NOT IN lists',
    description: 'Literal lists become in: [...] and nin: [...].',
    soql: `SELECT Id, Name, Industry, Rating
FROM Account
WHERE Industry IN ('Banking', 'Insurance', 'Finance')
  AND Rating NOT IN ('Cold')`,
  },
  {
    id: 'list-bind',
    title: 'IN with a list variable',
    description: 'Id IN :accountIds becomes a [ID] variable used as in: $accountIds.',
    soql: `SELECT Id, Name, Email, AccountId
FROM Contact
WHERE AccountId IN :accountIds
ORDER BY Name`,
    variables: { accountIds: { type: '[ID]', default: ['001000000000001AAA', '001000000000002AAA'] } },
  },
  {
    id: 'semi-join',
    title: 'Semi-join and anti-join',
    description: 'IN (SELECT …) becomes inq, NOT IN (SELECT …) becomes ninq, with the joined field as ApiName.',
    soql: `SELECT Id, Name
FROM Account
WHERE Id IN (SELECT AccountId FROM Opportunity WHERE StageName = 'Closed Won')
  AND Id NOT IN (SELECT AccountId FROM Case WHERE IsClosed = false)`,
  },
  {
    id: 'typeof',
    title: 'Polymorphic TYPEOF',
    description: 'TYPEOF What WHEN … THEN … becomes inline fragments (... on Account { … }).',
    soql: `SELECT Id, Subject,
  TYPEOF What
    WHEN Account THEN Name, Phone
    WHEN Opportunity THEN Name, Amount, StageName
  END
FROM Event
WHERE StartDateTime = NEXT_N_DAYS:14`,
  },
  {
    id: 'aggregate-group-by',
    title: 'Aggregate with GROUP BY',
    description: 'COUNT, SUM and GROUP BY use uiapi { aggregate { … } } with groupBy and aggregate { … } nodes.',
    soql: `SELECT Industry, COUNT(Id), SUM(AnnualRevenue), MAX(NumberOfEmployees)
FROM Account
WHERE Industry != null
GROUP BY Industry
ORDER BY Industry`,
  },
  {
    id: 'count',
    title: 'COUNT()',
    description: 'A plain record count becomes Id { count { value } } in the aggregate API.',
    soql: `SELECT COUNT()
FROM Lead
WHERE IsConverted = false AND CreatedDate = THIS_MONTH`,
  },
  {
    id: 'labels-and-formats',
    title: 'toLabel() and FORMAT()',
    description: 'toLabel(Field) requests the translated label, FORMAT(Field) the locale-formatted displayValue.',
    soql: `SELECT Id, Name, toLabel(StageName), FORMAT(Amount), FORMAT(CloseDate)
FROM Opportunity
WHERE CloseDate = THIS_QUARTER`,
  },
  {
    id: 'unsupported-clauses',
    title: 'Unsupported clauses (warnings)',
    description:
      'OFFSET, WITH SECURITY_ENFORCED and FOR VIEW have no GraphQL equivalent: each is reported as a warning and the rest converts.',
    soql: `SELECT Id, Name
FROM Account
WHERE Name LIKE 'A%'
WITH SECURITY_ENFORCED
ORDER BY Name
LIMIT 10
OFFSET 20
FOR VIEW`,
  },
];

/** An example's variables as the converter's Variables box shows them. */
export function exampleVariablesText(example: SoqlExample): string {
  return example.variables ? JSON.stringify(example.variables, null, 2) : '';
}
