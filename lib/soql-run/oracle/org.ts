/**
 * The oracle's org: the objects of the runner's test org (User, Account, Contact, Opportunity) with
 * a few more fields and Case, filled by a seeded generator with a few hundred records. Values come
 * from small pools so that equal values, ties, nulls and case variants happen often, and dates sit
 * around the days used as "today", where the edges of the date literals are. Test-only.
 */
import { mulberry32 } from '@/lib/seeded-random';
import type { FieldDescribe, Org, OrgRecord, SObjectData } from '../types';

/** The project's seeded PRNG (mulberry32), under the name the oracle uses. */
export const rng = mulberry32;

export type Random = () => number;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const ref = (to: string, relationshipName: string): FieldDescribe => ({
  type: 'reference',
  referenceTo: to,
  relationshipName,
});

export const INDUSTRIES = ['Technology', 'Banking', 'Retail', 'Energy', 'Agriculture'] as const;
export const SERVICES = ['Support', 'Training', 'Hosting', 'Consulting'] as const;
export const STAGES = ['Prospecting', 'Qualification', 'Negotiation', 'Closed Won', 'Closed Lost'] as const;
export const CASE_STATUSES = ['New', 'Working', 'Escalated', 'Closed'] as const;
export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export const DEPARTMENTS = ['Sales', 'Support', 'Finance'] as const;

/** The schema, in the org format. Picklist values are deliberately not in alphabetical order. */
export const SCHEMA: Record<string, Omit<SObjectData, 'records'>> = {
  User: {
    fields: {
      Id: { type: 'id' },
      Name: { type: 'string' },
      Email: { type: 'email' },
      IsActive: { type: 'boolean' },
      Department: { type: 'picklist', picklistValues: [...DEPARTMENTS] },
      LastLoginDate: { type: 'datetime' },
      ManagerId: ref('User', 'Manager'),
    },
  },
  Account: {
    fields: {
      Id: { type: 'id' },
      Name: { type: 'string' },
      Industry: { type: 'picklist', picklistValues: [...INDUSTRIES] },
      AnnualRevenue: { type: 'currency' },
      NumberOfEmployees: { type: 'int' },
      Rating__c: { type: 'double' },
      Services__c: { type: 'multipicklist', picklistValues: [...SERVICES] },
      IsPartner__c: { type: 'boolean' },
      Phone: { type: 'phone' },
      CreatedDate: { type: 'datetime' },
      LastActivityDate: { type: 'date' },
      ParentId: ref('Account', 'Parent'),
      OwnerId: ref('User', 'Owner'),
    },
    childRelationships: [
      { relationshipName: 'Contacts', childSObject: 'Contact', field: 'AccountId' },
      { relationshipName: 'Opportunities', childSObject: 'Opportunity', field: 'AccountId' },
      { relationshipName: 'ChildAccounts', childSObject: 'Account', field: 'ParentId' },
      { relationshipName: 'Cases', childSObject: 'Case', field: 'AccountId' },
    ],
  },
  Contact: {
    fields: {
      Id: { type: 'id' },
      FirstName: { type: 'string' },
      LastName: { type: 'string' },
      Email: { type: 'email' },
      Birthdate: { type: 'date' },
      AccountId: ref('Account', 'Account'),
      ReportsToId: ref('Contact', 'ReportsTo'),
      OwnerId: ref('User', 'Owner'),
    },
    childRelationships: [{ relationshipName: 'Cases', childSObject: 'Case', field: 'ContactId' }],
  },
  Opportunity: {
    fields: {
      Id: { type: 'id' },
      Name: { type: 'string' },
      StageName: { type: 'picklist', picklistValues: [...STAGES] },
      Amount: { type: 'currency' },
      Probability: { type: 'percent' },
      CloseDate: { type: 'date' },
      IsClosed: { type: 'boolean' },
      CreatedDate: { type: 'datetime' },
      AccountId: ref('Account', 'Account'),
      OwnerId: ref('User', 'Owner'),
    },
  },
  Case: {
    fields: {
      Id: { type: 'id' },
      Subject: { type: 'string' },
      Status: { type: 'picklist', picklistValues: [...CASE_STATUSES] },
      Priority: { type: 'picklist', picklistValues: [...PRIORITIES] },
      CreatedDate: { type: 'datetime' },
      ClosedDate: { type: 'datetime' },
      AccountId: ref('Account', 'Account'),
      ContactId: ref('Contact', 'Contact'),
    },
  },
};

const PREFIXES: Record<string, string> = {
  User: '005',
  Account: '001',
  Contact: '003',
  Opportunity: '006',
  Case: '500',
};

function id(object: string, n: number): string {
  return `${PREFIXES[object]}${String(n).padStart(12, '0')}AAA`;
}

/** The days used as the org's "today": a Monday in March, a year's first and last day, a Saturday, a quarter's end. */
export const TODAYS = ['2026-03-16', '2026-01-01', '2025-12-31', '2026-02-28', '2026-06-30'] as const;

/**
 * Text that tests the edges of case-insensitive comparison and sorting: case variants, `_` `%` and
 * `'`, characters that sort between the upper- and lower-case letters (`[`, `^`, `_`), and one
 * non-ASCII letter (upper case only, so that no folding beyond ASCII is needed).
 */
export const NAMES = [
  'Acme',
  'ACME',
  'acme',
  'Acme Retail',
  'Acme_Retail',
  'AcmeRetail',
  'blue_harbor',
  'Blue Harbor',
  'Bluebird',
  'Zenith 100%',
  'Zenith 1000',
  "O'Brien & Sons",
  'Bank_1',
  'Bankers Trust',
  'bank[1]',
  'Bank^One',
  'back\\slash',
  'Émile Ltd',
  'Northwind',
  'northwind traders',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
];
const FIRST_NAMES = ['Ada', 'ada', 'Sam', 'Lee', 'Noor', 'Ravi', 'Li', 'Ana', 'Tom'];
const LAST_NAMES = ['Nguyen', 'nguyen', 'Okafor', 'Lind', 'Moreau', 'Ahmed', 'Mc_Kay', 'McKay', "O'Neil", 'Smith'];
const DOMAINS = ['acme.test', 'ACME.test', 'zen.test', 'mail_box.test'];
const SUBJECTS = ['Login fails', 'login FAILS', 'Invoice 100%', 'Slow page', 'Export_error', 'Question'];
const OPPORTUNITY_WORDS = ['Renewal', 'renewal', 'Upgrade', 'New Site', 'Kiosks', 'Pilot_1', 'Pilot 1', 'Expansion'];

function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A day near one of the todays (often within a few days, sometimes up to ~1.5 years away). */
export function randomDay(random: Random): string {
  const base = pick(random, TODAYS);
  const roll = random();
  const spread = roll < 0.35 ? 3 : roll < 0.6 ? 20 : roll < 0.85 ? 120 : 500;
  return shiftDay(base, int(random, -spread, spread));
}

/** A datetime in UTC, often at the edges of a day, sometimes with milliseconds. */
export function randomDatetime(random: Random): string {
  const day = randomDay(random);
  const time = pick(random, ['00:00:00', '23:59:59', '12:00:00', '09:30:15', '18:45:00', '00:00:01']);
  return random() < 0.3 ? `${day}T${time}.250Z` : `${day}T${time}Z`;
}

function maybe<T>(random: Random, nullShare: number, value: () => T): T | null {
  return random() < nullShare ? null : value();
}

function multi(random: Random): string | null {
  if (random() < 0.25) return null;
  const chosen = SERVICES.filter(() => random() < 0.4);
  if (chosen.length === 0) return pick(random, SERVICES);
  // Stored in any order: a multi-select value is a set.
  return chosen.sort(() => random() - 0.5).join(';');
}

/** The generated org (records in a deterministic order), for one seed. */
export function makeOrg(
  seed: number,
  counts = { User: 12, Account: 70, Contact: 160, Opportunity: 160, Case: 90 },
): Org {
  const random = rng(seed ^ 0x5eed);
  const users: OrgRecord[] = [];
  for (let i = 1; i <= counts.User; i += 1) {
    users.push({
      Id: id('User', i),
      Name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      Email: maybe(random, 0.2, () => `u${i}@${pick(random, DOMAINS)}`),
      IsActive: random() < 0.7,
      Department: maybe(random, 0.2, () => pick(random, DEPARTMENTS)),
      LastLoginDate: maybe(random, 0.3, () => randomDatetime(random)),
      ManagerId: i === 1 || random() < 0.2 ? null : id('User', int(random, 1, i - 1)),
    });
  }
  const userId = () => id('User', int(random, 1, counts.User));
  const accounts: OrgRecord[] = [];
  for (let i = 1; i <= counts.Account; i += 1) {
    accounts.push({
      Id: id('Account', i),
      Name:
        random() < 0.6
          ? pick(random, NAMES)
          : `${pick(random, NAMES)} ${pick(random, ['Group', 'group', 'Inc', 'Labs'])}`,
      Industry: maybe(random, 0.2, () => pick(random, INDUSTRIES)),
      AnnualRevenue: maybe(random, 0.25, () => pick(random, [0, 800_000, 1_200_000, 5_000_000, 1_200_000.5, 99.99])),
      NumberOfEmployees: maybe(random, 0.25, () => pick(random, [0, 40, 120, 900, 12_000])),
      Rating__c: maybe(random, 0.3, () => pick(random, [-1.5, 0, 2.5, 3, 4.75])),
      Services__c: multi(random),
      IsPartner__c: random() < 0.4,
      Phone: maybe(random, 0.4, () => pick(random, ['+1 415 555 0100', '(415) 555-0199', '020 7946 0000'])),
      CreatedDate: randomDatetime(random),
      LastActivityDate: maybe(random, 0.3, () => randomDay(random)),
      // Parents point to earlier accounts, so the hierarchy has no cycles and goes several levels deep.
      ParentId: i > 3 && random() < 0.55 ? id('Account', int(random, Math.max(1, i - 12), i - 1)) : null,
      OwnerId: random() < 0.1 ? null : userId(),
    });
  }
  const accountId = () => (random() < 0.12 ? null : id('Account', int(random, 1, counts.Account)));
  const contacts: OrgRecord[] = [];
  for (let i = 1; i <= counts.Contact; i += 1) {
    contacts.push({
      Id: id('Contact', i),
      FirstName: maybe(random, 0.15, () => pick(random, FIRST_NAMES)),
      LastName: pick(random, LAST_NAMES),
      Email: maybe(random, 0.3, () => `c${i % 17}@${pick(random, DOMAINS)}`),
      Birthdate: maybe(random, 0.35, () => randomDay(random)),
      AccountId: accountId(),
      ReportsToId: i > 1 && random() < 0.4 ? id('Contact', int(random, 1, i - 1)) : null,
      OwnerId: userId(),
    });
  }
  const opportunities: OrgRecord[] = [];
  for (let i = 1; i <= counts.Opportunity; i += 1) {
    const stage = pick(random, STAGES);
    opportunities.push({
      Id: id('Opportunity', i),
      Name: `${pick(random, OPPORTUNITY_WORDS)}${random() < 0.5 ? '' : ` ${int(random, 1, 9)}`}`,
      StageName: stage,
      Amount: maybe(random, 0.2, () => pick(random, [40_000, 90_000, 120_000, 250_000, 999.5, 0])),
      Probability: pick(random, [0, 10, 25, 60, 75, 100]),
      CloseDate: randomDay(random),
      IsClosed: stage.startsWith('Closed'),
      CreatedDate: randomDatetime(random),
      AccountId: accountId(),
      OwnerId: userId(),
    });
  }
  const cases: OrgRecord[] = [];
  for (let i = 1; i <= counts.Case; i += 1) {
    const status = pick(random, CASE_STATUSES);
    cases.push({
      Id: id('Case', i),
      Subject: maybe(random, 0.1, () => pick(random, SUBJECTS)),
      Status: status,
      Priority: maybe(random, 0.15, () => pick(random, PRIORITIES)),
      CreatedDate: randomDatetime(random),
      ClosedDate: status === 'Closed' ? randomDatetime(random) : null,
      AccountId: accountId(),
      ContactId: random() < 0.2 ? null : id('Contact', int(random, 1, counts.Contact)),
    });
  }
  const records: Record<string, OrgRecord[]> = {
    User: users,
    Account: accounts,
    Contact: contacts,
    Opportunity: opportunities,
    Case: cases,
  };
  return {
    today: TODAYS[0],
    objects: Object.fromEntries(
      Object.entries(SCHEMA).map(([name, schema]) => [name, { ...schema, records: records[name] ?? [] }]),
    ),
  };
}
