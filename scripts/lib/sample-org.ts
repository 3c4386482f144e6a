/**
 * The sample org: a small, made-up company's Salesforce data that the docs' query boxes and
 * exercises run on (lib/soql-run/sample-org.json, in the format of lib/soql-run/types.ts).
 *
 * The company is Fernhill Systems, a software vendor: its sales team sells to other companies
 * (Account, Contact, Opportunity), its support team answers their cases (Case), and its delivery
 * team runs implementation projects (the custom object Project__c). Every name, e-mail address and
 * phone number is invented: domains end in `.example` and phone numbers are in ranges reserved
 * for fiction.
 *
 * The output depends on nothing but this file: a seeded PRNG, a fixed "today", no clock and no
 * network, so the JSON only changes when this file does (scripts/build-sample-org.ts writes it,
 * and a unit test fails when the committed file differs from what this returns).
 */
import { mulberry32 } from '../../lib/seeded-random';
import type { FieldDescribe, FieldType, FieldValue, Org, SObjectData } from '../../lib/soql-run/types';

/** The org's "today": a Monday. Date literals such as TODAY and LAST_N_DAYS:7 count from it. */
export const SAMPLE_ORG_TODAY = '2026-03-16';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * An 18-character Salesforce Id: the 15-character case-sensitive Id (key prefix, pod, then a
 * number in base 62) and the 3-character suffix Salesforce computes from where its capitals are.
 */
export function salesforceId(prefix: string, n: number): string {
  let num = '';
  const offset = [...prefix].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 0);
  let rest = (n * 7919 + offset * 104_729) % 62 ** 5;
  for (let i = 0; i < 5; i++) {
    num = BASE62[rest % 62] + num;
    rest = Math.floor(rest / 62);
  }
  const id15 = `${prefix}8d00000${num}`;
  return id15 + idSuffix(id15);
}

/** The 3 characters Salesforce appends to a 15-character Id: which of each 5 characters are capitals. */
export function idSuffix(id15: string): string {
  let suffix = '';
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const c = id15[chunk * 5 + i];
      if (c >= 'A' && c <= 'Z') bits |= 1 << i;
    }
    suffix += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345'[bits];
  }
  return suffix;
}

// Days as numbers (days since 1970-01-01, UTC), so date arithmetic never touches a clock or a zone.
const DAY_MS = 86_400_000;
const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const TODAY = dayOf(SAMPLE_ORG_TODAY);
const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A datetime on `day`, at a working hour (UTC) chosen by the PRNG. */
const isoDateTime = (day: number, minuteOfDay: number): string =>
  new Date(day * DAY_MS + minuteOfDay * 60_000).toISOString();

type Field = [name: string, type: FieldType, label: string, extra?: Partial<FieldDescribe>];

function fields(list: readonly Field[]): Record<string, FieldDescribe> {
  return Object.fromEntries(list.map(([name, type, label, extra]) => [name, { type, label, ...extra }]));
}

const ref = (to: string, relationshipName: string): Partial<FieldDescribe> => ({ referenceTo: to, relationshipName });
const pick = (values: readonly string[]): Partial<FieldDescribe> => ({ picklistValues: values });

const INDUSTRIES = [
  'Agriculture',
  'Apparel',
  'Banking',
  'Biotechnology',
  'Chemicals',
  'Communications',
  'Construction',
  'Consulting',
  'Education',
  'Electronics',
  'Energy',
  'Engineering',
  'Entertainment',
  'Environmental',
  'Finance',
  'Food & Beverage',
  'Government',
  'Healthcare',
  'Hospitality',
  'Insurance',
  'Machinery',
  'Manufacturing',
  'Media',
  'Not For Profit',
  'Recreation',
  'Retail',
  'Shipping',
  'Technology',
  'Telecommunications',
  'Transportation',
  'Utilities',
  'Other',
] as const;
type Industry = (typeof INDUSTRIES)[number];

const ACCOUNT_TYPES = [
  'Prospect',
  'Customer - Direct',
  'Customer - Channel',
  'Channel Partner / Reseller',
  'Installation Partner',
  'Technology Partner',
  'Other',
] as const;
type AccountType = (typeof ACCOUNT_TYPES)[number];
const RATINGS = ['Hot', 'Warm', 'Cold'];
const LEAD_SOURCES = ['Web', 'Phone Inquiry', 'Partner Referral', 'Purchased List', 'Other'];

/** Salesforce's default opportunity stages, with their default probability and forecast category. */
const STAGES: readonly [stage: string, probability: number, forecast: string][] = [
  ['Prospecting', 10, 'Pipeline'],
  ['Qualification', 10, 'Pipeline'],
  ['Needs Analysis', 20, 'Pipeline'],
  ['Value Proposition', 50, 'Pipeline'],
  ['Id. Decision Makers', 60, 'Pipeline'],
  ['Perception Analysis', 70, 'Pipeline'],
  ['Proposal/Price Quote', 75, 'Best Case'],
  ['Negotiation/Review', 90, 'Commit'],
  ['Closed Won', 100, 'Closed'],
  ['Closed Lost', 0, 'Omitted'],
];
const OPPORTUNITY_TYPES = [
  'New Customer',
  'Existing Customer - Upgrade',
  'Existing Customer - Replacement',
  'Existing Customer - Downgrade',
];
const CASE_STATUSES = ['New', 'Working', 'Escalated', 'Closed'];
const CASE_PRIORITIES = ['High', 'Medium', 'Low'];
const CASE_ORIGINS = ['Phone', 'Email', 'Web'];
const CASE_TYPES = ['Problem', 'Feature Request', 'Question'];
const PROJECT_STATUSES = ['Planned', 'In Progress', 'On Hold', 'Completed'];
const PROJECT_MODULES = ['Data Migration', 'Integration', 'Reporting', 'Training', 'Custom Development'];

const SCHEMA: Record<string, { label: string; fields: readonly Field[]; children?: [string, string, string][] }> = {
  User: {
    label: 'User',
    fields: [
      ['Id', 'id', 'User ID'],
      ['Name', 'string', 'Full Name'],
      ['FirstName', 'string', 'First Name'],
      ['LastName', 'string', 'Last Name'],
      ['Username', 'string', 'Username'],
      ['Email', 'email', 'Email'],
      ['Title', 'string', 'Title'],
      ['Department', 'string', 'Department'],
      ['IsActive', 'boolean', 'Active'],
      ['ManagerId', 'reference', 'Manager ID', ref('User', 'Manager')],
      ['CreatedDate', 'datetime', 'Created Date'],
      ['LastLoginDate', 'datetime', 'Last Login'],
    ],
    children: [['ManagedUsers', 'User', 'ManagerId']],
  },
  Account: {
    label: 'Account',
    fields: [
      ['Id', 'id', 'Account ID'],
      ['Name', 'string', 'Account Name'],
      ['Type', 'picklist', 'Account Type', pick(ACCOUNT_TYPES)],
      ['Industry', 'picklist', 'Industry', pick(INDUSTRIES)],
      ['AnnualRevenue', 'currency', 'Annual Revenue'],
      ['NumberOfEmployees', 'int', 'Employees'],
      ['Rating', 'picklist', 'Account Rating', pick(RATINGS)],
      ['BillingCity', 'string', 'Billing City'],
      ['BillingState', 'string', 'Billing State/Province'],
      ['BillingCountry', 'string', 'Billing Country'],
      ['Phone', 'phone', 'Account Phone'],
      ['Website', 'url', 'Website'],
      ['Description', 'textarea', 'Account Description'],
      ['ParentId', 'reference', 'Parent Account ID', ref('Account', 'Parent')],
      ['OwnerId', 'reference', 'Owner ID', ref('User', 'Owner')],
      ['ERP_Id__c', 'string', 'ERP Id'],
      ['CreatedDate', 'datetime', 'Created Date'],
      ['LastModifiedDate', 'datetime', 'Last Modified Date'],
    ],
    children: [
      ['ChildAccounts', 'Account', 'ParentId'],
      ['Contacts', 'Contact', 'AccountId'],
      ['Opportunities', 'Opportunity', 'AccountId'],
      ['Cases', 'Case', 'AccountId'],
      ['Projects__r', 'Project__c', 'Account__c'],
    ],
  },
  Contact: {
    label: 'Contact',
    fields: [
      ['Id', 'id', 'Contact ID'],
      ['FirstName', 'string', 'First Name'],
      ['LastName', 'string', 'Last Name'],
      ['Name', 'string', 'Full Name'],
      ['AccountId', 'reference', 'Account ID', ref('Account', 'Account')],
      ['Title', 'string', 'Title'],
      ['Department', 'string', 'Department'],
      ['Email', 'email', 'Email'],
      ['Phone', 'phone', 'Business Phone'],
      ['Birthdate', 'date', 'Birthdate'],
      ['LeadSource', 'picklist', 'Lead Source', pick(LEAD_SOURCES)],
      ['MailingCity', 'string', 'Mailing City'],
      ['MailingCountry', 'string', 'Mailing Country'],
      ['HasOptedOutOfEmail', 'boolean', 'Email Opt Out'],
      ['OwnerId', 'reference', 'Owner ID', ref('User', 'Owner')],
      ['CreatedDate', 'datetime', 'Created Date'],
      ['LastModifiedDate', 'datetime', 'Last Modified Date'],
    ],
    children: [['Cases', 'Case', 'ContactId']],
  },
  Opportunity: {
    label: 'Opportunity',
    fields: [
      ['Id', 'id', 'Opportunity ID'],
      ['Name', 'string', 'Name'],
      ['AccountId', 'reference', 'Account ID', ref('Account', 'Account')],
      ['StageName', 'picklist', 'Stage', pick(STAGES.map(([stage]) => stage))],
      ['Amount', 'currency', 'Amount'],
      ['Probability', 'percent', 'Probability (%)'],
      ['ExpectedRevenue', 'currency', 'Expected Amount'],
      ['CloseDate', 'date', 'Close Date'],
      ['IsClosed', 'boolean', 'Closed'],
      ['IsWon', 'boolean', 'Won'],
      [
        'ForecastCategoryName',
        'picklist',
        'Forecast Category',
        pick(['Omitted', 'Pipeline', 'Best Case', 'Commit', 'Closed']),
      ],
      ['Type', 'picklist', 'Opportunity Type', pick(OPPORTUNITY_TYPES)],
      ['LeadSource', 'picklist', 'Lead Source', pick(LEAD_SOURCES)],
      ['NextStep', 'string', 'Next Step'],
      ['OwnerId', 'reference', 'Owner ID', ref('User', 'Owner')],
      ['CreatedDate', 'datetime', 'Created Date'],
      ['LastModifiedDate', 'datetime', 'Last Modified Date'],
    ],
  },
  Case: {
    label: 'Case',
    fields: [
      ['Id', 'id', 'Case ID'],
      ['CaseNumber', 'string', 'Case Number'],
      ['Subject', 'string', 'Subject'],
      ['Description', 'textarea', 'Description'],
      ['Status', 'picklist', 'Status', pick(CASE_STATUSES)],
      ['Priority', 'picklist', 'Priority', pick(CASE_PRIORITIES)],
      ['Origin', 'picklist', 'Case Origin', pick(CASE_ORIGINS)],
      ['Type', 'picklist', 'Case Type', pick(CASE_TYPES)],
      ['IsClosed', 'boolean', 'Closed'],
      ['IsEscalated', 'boolean', 'Escalated'],
      ['AccountId', 'reference', 'Account ID', ref('Account', 'Account')],
      ['ContactId', 'reference', 'Contact ID', ref('Contact', 'Contact')],
      ['OwnerId', 'reference', 'Owner ID', ref('User', 'Owner')],
      ['CreatedDate', 'datetime', 'Date/Time Opened'],
      ['ClosedDate', 'datetime', 'Date/Time Closed'],
      ['LastModifiedDate', 'datetime', 'Last Modified Date'],
    ],
  },
  Project__c: {
    label: 'Project',
    fields: [
      ['Id', 'id', 'Record ID'],
      ['Name', 'string', 'Project Name'],
      ['Account__c', 'reference', 'Account', ref('Account', 'Account__r')],
      ['Status__c', 'picklist', 'Status', pick(PROJECT_STATUSES)],
      ['Modules__c', 'multipicklist', 'Modules', pick(PROJECT_MODULES)],
      ['Start_Date__c', 'date', 'Start Date'],
      ['End_Date__c', 'date', 'End Date'],
      ['Budget__c', 'currency', 'Budget'],
      ['Percent_Complete__c', 'percent', 'Percent Complete'],
      ['Hours_Logged__c', 'double', 'Hours Logged'],
      ['Project_Manager__c', 'reference', 'Project Manager', ref('User', 'Project_Manager__r')],
      ['OwnerId', 'reference', 'Owner ID', ref('User', 'Owner')],
      ['CreatedDate', 'datetime', 'Created Date'],
      ['LastModifiedDate', 'datetime', 'Last Modified Date'],
    ],
  },
};

const KEY_PREFIX: Record<string, string> = {
  User: '005',
  Account: '001',
  Contact: '003',
  Opportunity: '006',
  Case: '500',
  Project__c: 'a05',
};

type Rec = Record<string, FieldValue>;

const FIRST_NAMES = (
  'Amelia Ravi Sofia Jonas Mei Chloe Priya Lucas Hannah Kwame Elena Aisha Noah Mateo Yuki Samuel ' +
  'Fatima Liam Diego Nora Ethan Leila Oscar Zoe Felix Clara Arjun Maya Ines Victor Julia Rosa ' +
  'Adrian Lena Omar Freya Theo Nikolai Beatriz Tariq Sienna Henrik Anika Paulo Esther Callum Wen ' +
  'Marta Isaac Dalia Rory Keiko Bruno Greta Malik Ivy'
).split(' ');
const LAST_NAMES = (
  "Lindgren Moreau Brennan Kowalski Mendes Fischer Larsen Patel O'Connell Nguyen Rossi Delacroix " +
  'Sandoval Kaur Hoffmann Varga Petrov Lambert Barros Holm Castellano Abara Dubois Keller Ortega ' +
  'Park Morales Byrne Vasquez McAllister McKenna Stein Ahmed Ruiz Bianchi Lund Greene Osei ' +
  'Takahashi Novotny Hale Marchetti Svensson Quintero Albrecht Doyle Haugen Mensah Farrow Yilmaz'
).split(' ');

/** Where an account is: city, state or region (null where the country has none in use), country. */
const PLACES: Record<string, [city: string, state: string | null][]> = {
  USA: [
    ['San Francisco', 'CA'],
    ['Austin', 'TX'],
    ['Chicago', 'IL'],
    ['Boston', 'MA'],
    ['Denver', 'CO'],
    ['Seattle', 'WA'],
  ],
  Canada: [
    ['Toronto', 'ON'],
    ['Vancouver', 'BC'],
  ],
  'United Kingdom': [
    ['London', null],
    ['Manchester', null],
    ['Edinburgh', null],
  ],
  Germany: [
    ['Hamburg', null],
    ['Munich', null],
  ],
  France: [
    ['Lyon', null],
    ['Paris', null],
  ],
  Netherlands: [['Rotterdam', null]],
  Spain: [['Valencia', null]],
  Australia: [['Melbourne', 'VIC']],
};

/** A phone number in a range reserved for fiction (555-01xx in North America, 7946 0xxx in London). */
function phone(country: string, n: number): string {
  const tail = String(n % 100).padStart(2, '0');
  switch (country) {
    case 'USA':
    case 'Canada':
      return `(${['415', '512', '312', '617', '303', '206', '416', '604'][n % 8]}) 555-01${tail}`;
    case 'United Kingdom':
      return `+44 20 7946 0${String(n % 1000).padStart(3, '0')}`;
    case 'Australia':
      return `+61 3 9010 0${String(n % 1000).padStart(3, '0')}`;
    default:
      return `+${{ Germany: '49', France: '33', Netherlands: '31', Spain: '34' }[country] ?? '1'} 555 01${tail}`;
  }
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** An account: name, industry, type, billing country, and the parent account's name if any. */
type AccountSeed = [name: string, industry: Industry, type: AccountType, country: string, parent?: string];

/**
 * The accounts, by hand: four groups with subsidiaries (Northwind four levels deep), customers,
 * prospects and partners. Which rep owns which account, revenue and dates come from the PRNG.
 */
// prettier-ignore
const ACCOUNTS: readonly AccountSeed[] = [
  ['Northwind Holdings', 'Transportation', 'Customer - Direct', 'Netherlands'],
  ['Northwind Logistics', 'Transportation', 'Customer - Direct', 'Netherlands', 'Northwind Holdings'],
  ['Northwind Logistics Benelux', 'Shipping', 'Customer - Direct', 'Netherlands', 'Northwind Logistics'],
  ['Northwind Rotterdam Terminal', 'Shipping', 'Customer - Direct', 'Netherlands', 'Northwind Logistics Benelux'],
  ['Northwind Logistics Iberia', 'Transportation', 'Customer - Channel', 'Spain', 'Northwind Logistics'],
  ['Northwind Retail', 'Retail', 'Customer - Direct', 'Germany', 'Northwind Holdings'],
  ['Northwind Retail Online', 'Retail', 'Prospect', 'Germany', 'Northwind Retail'],
  ['Helios Energy Group', 'Energy', 'Customer - Direct', 'USA'],
  ['Helios Solar', 'Energy', 'Customer - Direct', 'USA', 'Helios Energy Group'],
  ['Helios Grid Services', 'Utilities', 'Customer - Direct', 'USA', 'Helios Energy Group'],
  ['Helios Grid Services UK', 'Utilities', 'Prospect', 'United Kingdom', 'Helios Grid Services'],
  ['Meridian Health Partners', 'Healthcare', 'Customer - Direct', 'Canada'],
  ['Meridian Clinics', 'Healthcare', 'Customer - Direct', 'Canada', 'Meridian Health Partners'],
  ['Meridian Labs', 'Biotechnology', 'Prospect', 'Canada', 'Meridian Health Partners'],
  ['Bluefjord Insurance', 'Insurance', 'Customer - Direct', 'United Kingdom'],
  ['Bluefjord Life', 'Insurance', 'Customer - Direct', 'United Kingdom', 'Bluefjord Insurance'],
  ['Bluefjord Property & Casualty', 'Insurance', 'Customer - Channel', 'France', 'Bluefjord Insurance'],
  ['Copperleaf Foods', 'Food & Beverage', 'Customer - Direct', 'USA'],
  ['Tidewater Shipping', 'Shipping', 'Customer - Direct', 'Australia'],
  ['Granite Peak Construction', 'Construction', 'Customer - Channel', 'USA'],
  ['Alder & Finch Consulting', 'Consulting', 'Channel Partner / Reseller', 'United Kingdom'],
  ['Quillstone Media', 'Media', 'Customer - Direct', 'USA'],
  ['Vantage Biotech', 'Biotechnology', 'Prospect', 'USA'],
  ['Orchard Lane Retail', 'Retail', 'Customer - Direct', 'United Kingdom'],
  ['Silverline Telecom', 'Telecommunications', 'Customer - Direct', 'Germany'],
  ['Redwood Credit Union', 'Banking', 'Customer - Direct', 'USA'],
  ['Harbor Point Hotels', 'Hospitality', 'Prospect', 'Canada'],
  ['Lumen Education Trust', 'Education', 'Customer - Direct', 'United Kingdom'],
  ['Brightwater Utilities', 'Utilities', 'Customer - Direct', 'USA'],
  ['Foxglove Apparel', 'Apparel', 'Prospect', 'France'],
  ['Ironbridge Machinery', 'Machinery', 'Customer - Direct', 'Germany'],
  ['Pinecrest Farms', 'Agriculture', 'Prospect', 'Canada'],
  ['Cobalt Analytics', 'Technology', 'Technology Partner', 'USA'],
  ['Sable Chemicals', 'Chemicals', 'Customer - Direct', 'Germany'],
  ['Marigold Entertainment', 'Entertainment', 'Prospect', 'USA'],
  ['Westbrook Engineering', 'Engineering', 'Customer - Direct', 'United Kingdom'],
  ['Everglow Electronics', 'Electronics', 'Customer - Channel', 'Spain'],
  ['Cedar Hollow Environmental', 'Environmental', 'Prospect', 'USA'],
  ['Stratus Cloud Systems', 'Technology', 'Installation Partner', 'USA'],
  ['Juniper Freight', 'Transportation', 'Customer - Direct', 'Canada'],
  ['Oakmont Bank', 'Banking', 'Prospect', 'USA'],
  ['Ashford County Services', 'Government', 'Customer - Direct', 'United Kingdom'],
  ['Evergreen Food Bank', 'Not For Profit', 'Customer - Direct', 'USA'],
  ['Pelican Outdoor', 'Recreation', 'Other', 'Australia'],
  ['Kestrel Manufacturing', 'Manufacturing', 'Customer - Direct', 'USA'],
  ['Larchmont Logistics', 'Transportation', 'Prospect', 'France'],
];

const ACCOUNT_DESCRIPTIONS: Record<string, string> = {
  'Northwind Holdings': 'Group holding. Contracts are signed by the subsidiaries; invoices go to the group.',
  'Northwind Rotterdam Terminal':
    'Container terminal.\nRuns on the Benelux contract; site visits need two weeks notice.',
  'Helios Energy Group': 'Renewable energy producer. Procurement reviews every renewal in Q3.',
  'Bluefjord Insurance': 'Insurer with life and property lines. Uses the product catalogue module heavily.',
  'Granite Peak Construction': 'Bought through Alder & Finch Consulting.',
};

/** Contact titles with their department. */
const JOBS: readonly [title: string, department: string | null][] = [
  ['Chief Executive Officer', 'Executive'],
  ['Chief Information Officer', 'IT'],
  ['IT Director', 'IT'],
  ['Salesforce Administrator', 'IT'],
  ['Lead Developer', 'IT'],
  ['Solution Architect', 'IT'],
  ['Head of Sales Operations', 'Sales'],
  ['Sales Manager', 'Sales'],
  ['Procurement Manager', 'Procurement'],
  ['Finance Director', 'Finance'],
  ['Customer Service Manager', 'Customer Service'],
  ['Operations Manager', 'Operations'],
  ['Project Coordinator', null],
  ['Business Analyst', 'Operations'],
];

const CASE_SUBJECTS: readonly [subject: string, type: string, description: string | null][] = [
  ['Cannot log in after password reset', 'Problem', 'The user gets "invalid login" since this morning.'],
  ['Export to Excel times out', 'Problem', 'Exports over 50,000 rows stop after two minutes.'],
  ['Report shows duplicate rows', 'Problem', 'The pipeline report lists some opportunities twice.'],
  ['Single sign-on for the whole company', 'Feature Request', null],
  ['Dashboard refresh is slow', 'Problem', 'The home dashboard takes over 30 seconds to load.'],
  ['How do I add a custom field to the export?', 'Question', null],
  [
    'Sandbox refresh broke the integration',
    'Problem',
    'The integration user lost its permission set after the refresh.',
  ],
  ['Request: dark mode in the mobile app', 'Feature Request', null],
  ['Invoice sent to the wrong address', 'Question', 'Billing address changed last month.'],
  ['Data import fails on date fields', 'Problem', 'Dates in DD/MM/YYYY are rejected.\nThe file has 1,200 rows.'],
  ['API limit reached before noon', 'Problem', 'The nightly sync seems to run twice.'],
  ['Can we get a training session for new hires?', 'Question', null],
  ['Email notifications not received', 'Problem', 'Case assignment e-mails stopped on Friday.'],
  ['Add a filter on the project list', 'Feature Request', null],
  ['Licence count is wrong', 'Question', 'The portal shows 40 seats; the contract says 50.'],
  ['Error when merging accounts', 'Problem', 'Merging two accounts shows an unexpected error.'],
];

/**
 * The project a won deal starts, by product, and the module it always includes; renewals and
 * support upgrades start none.
 */
const PROJECTS: Record<string, [name: string, module: string | null]> = {
  'Platform licences': ['platform rollout', 'Integration'],
  'Analytics add-on': ['analytics set-up', 'Reporting'],
  'Data migration': ['data migration', 'Data Migration'],
  Training: ['training programme', 'Training'],
  Expansion: ['expansion rollout', null],
  Pilot: ['pilot', null],
};

/** The users: one management chain, sales, support and delivery. */
const USERS: readonly [first: string, last: string, title: string, department: string, manager: number | null][] = [
  ['Helena', 'Marsh', 'Chief Executive Officer', 'Executive', null],
  ['Daniel', 'Okafor', 'VP Sales', 'Sales', 0],
  ['Ingrid', 'Lindqvist', 'VP Customer Success', 'Support', 0],
  ['Rafael', 'Duarte', 'Head of Delivery', 'Services', 0],
  ['Priya', 'Iyer', 'Sales Manager EMEA', 'Sales', 1],
  ['Marcus', 'Whitfield', 'Sales Manager North America', 'Sales', 1],
  ['Camille', 'Fontaine', 'Account Executive', 'Sales', 4],
  ['Jonas', 'Weber', 'Account Executive', 'Sales', 4],
  ['Lucas', 'Ferreira', 'Account Executive', 'Sales', 4],
  ['Grace', 'Adeyemi', 'Account Executive', 'Sales', 5],
  ['Kenji', 'Sato', 'Account Executive', 'Sales', 5],
  ['Amara', 'Nwosu', 'Support Team Lead', 'Support', 2],
  ['Tomasz', 'Novak', 'Support Engineer', 'Support', 11],
  ['Leila', 'Haddad', 'Support Engineer', 'Support', 11],
  ['Noah', 'Eriksen', 'Support Engineer', 'Support', 11],
  ['Mei', 'Tanaka', 'Project Manager', 'Services', 3],
  ['Hugo', 'Castillo', 'Solution Consultant', 'Services', 3],
];
const INACTIVE_USER = 14; // Noah Eriksen left; his closed cases stay his.
const EMEA_REPS = [6, 7, 8];
const NA_REPS = [9, 10];
const SUPPORT = [11, 12, 13];
const DELIVERY = [15, 16, 3];

export function generateSampleOrg(): Org {
  const rand = mulberry32(20260316);
  const int = (min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
  const chance = (p: number): boolean => rand() < p;
  const one = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  /** A datetime on a day, between 07:00 and 18:59 UTC, to the minute. */
  const at = (day: number): string => isoDateTime(day, int(7 * 60, 19 * 60 - 1));
  /** CreatedDate and LastModifiedDate: created on `day` (never after today), modified up to `lag` days later. */
  const stamps = (day: number, lag: number): { CreatedDate: string; LastModifiedDate: string } => {
    const created = Math.min(day, TODAY);
    const modified = Math.min(TODAY, created + int(0, lag));
    const [a, b] = [int(7 * 60, 19 * 60 - 1), int(7 * 60, 19 * 60 - 1)];
    return {
      CreatedDate: isoDateTime(created, modified === created ? Math.min(a, b) : a),
      LastModifiedDate: isoDateTime(modified, modified === created ? Math.max(a, b) : b),
    };
  };
  const dayOfRecord = (record: Rec): number => dayOf(String(record.CreatedDate).slice(0, 10));
  const ids: Record<string, number> = {};
  const nextId = (object: string): string => {
    ids[object] = (ids[object] ?? 0) + 1;
    return salesforceId(KEY_PREFIX[object], ids[object]);
  };

  // Users
  const users: Rec[] = [];
  USERS.forEach(([first, last, title, department, manager], i) => {
    const created = TODAY - int(400, 1200) + (manager === null ? -200 : 0);
    users.push({
      Id: nextId('User'),
      Name: `${first} ${last}`,
      FirstName: first,
      LastName: last,
      Username: `${first}.${last}@fernhill.example`.toLowerCase(),
      Email: `${first}.${last}@fernhill.example`.toLowerCase(),
      Title: title,
      Department: department,
      IsActive: i !== INACTIVE_USER,
      ManagerId: manager === null ? null : users[manager].Id,
      CreatedDate: at(created),
      LastLoginDate: i === INACTIVE_USER ? at(TODAY - 97) : at(TODAY - int(0, 6)),
    });
  });
  const userId = (i: number): string => users[i].Id as string;

  // Accounts
  const accounts: Rec[] = [];
  const byName = new Map<string, Rec>();
  ACCOUNTS.forEach(([name, industry, type, country, parentName], i) => {
    const [city, state] = one(PLACES[country]);
    const parent = parentName ? byName.get(parentName) : undefined;
    const isPartner = /Partner|Other/.test(type);
    const owner = parent
      ? parent.OwnerId
      : userId(one(country === 'USA' || country === 'Canada' ? NA_REPS : EMEA_REPS));
    const created = parent ? Math.min(TODAY - 30, dayOfRecord(parent) + int(5, 200)) : TODAY - int(120, 1100);
    const big = !parentName && (type === 'Customer - Direct' || /Group|Holdings|Partners|Insurance$/.test(name));
    const employees = big ? int(20, 400) * 50 : int(2, 120) * 10;
    const record: Rec = {
      Id: nextId('Account'),
      Name: name,
      Type: type,
      Industry: industry,
      AnnualRevenue: type === 'Prospect' && chance(0.5) ? null : Math.round(employees * int(90, 400)) * 1000,
      NumberOfEmployees: type === 'Prospect' && chance(0.3) ? null : employees,
      Rating: isPartner || chance(0.15) ? null : type === 'Prospect' ? one(['Warm', 'Cold']) : one(RATINGS),
      BillingCity: city,
      BillingState: state,
      BillingCountry: country,
      Phone: chance(0.1) ? null : phone(country, i * 7 + 3),
      Website: parent && chance(0.5) ? null : `www.${slug(name)}.example`,
      Description: ACCOUNT_DESCRIPTIONS[name] ?? null,
      ParentId: parent ? (parent.Id as string) : null,
      OwnerId: owner,
      ERP_Id__c: type.startsWith('Customer') ? `C-${String(10400 + i * 37).padStart(6, '0')}` : null,
      ...stamps(created, 400),
    };
    accounts.push(record);
    byName.set(name, record);
  });

  /** An account's e-mail domain: its website's, else its parent's (subsidiaries share the group's). */
  const domainOf = (account: Rec): string =>
    account.Website
      ? String(account.Website).replace(/^www\./, '')
      : domainOf(accounts.find((a) => a.Id === account.ParentId) as Rec);

  // Contacts: one to four per account (none for a few), and a few without an account.
  const contacts: Rec[] = [];
  const usedNames = new Set<string>();
  const contactsOf = new Map<string, Rec[]>();
  const newContact = (account: Rec | null): Rec => {
    let first: string;
    let last: string;
    do {
      first = one(FIRST_NAMES);
      last = one(LAST_NAMES);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const [title, department] = one(JOBS);
    const country = account ? (account.BillingCountry as string) : one(Object.keys(PLACES));
    const domain = account ? domainOf(account) : one(['mail.example', 'inbox.example']);
    const created = account ? dayOfRecord(account) + int(0, 300) : TODAY - int(3, 500);
    const contact: Rec = {
      Id: nextId('Contact'),
      FirstName: first,
      LastName: last,
      Name: `${first} ${last}`,
      AccountId: account ? (account.Id as string) : null,
      Title: account || chance(0.5) ? title : null,
      Department: department,
      Email: chance(0.08) ? null : `${first[0]}.${last.replace(/'/g, '')}@${domain}`.toLowerCase(),
      Phone: chance(0.2) ? null : phone(country, contacts.length * 11 + 5),
      Birthdate: chance(0.35) ? null : isoDate(dayOf('1962-01-01') + int(0, 38 * 365)),
      LeadSource: chance(0.25) ? null : one(LEAD_SOURCES),
      MailingCity: account ? (account.BillingCity as string) : chance(0.5) ? one(PLACES[country])[0] : null,
      MailingCountry: country,
      HasOptedOutOfEmail: chance(0.12),
      OwnerId: account ? (account.OwnerId as string) : userId(one([...EMEA_REPS, ...NA_REPS])),
      ...stamps(created, 300),
    };
    contacts.push(contact);
    if (account) contactsOf.set(account.Id as string, [...(contactsOf.get(account.Id as string) ?? []), contact]);
    return contact;
  };
  accounts.forEach((account, i) => {
    if (i % 13 === 12) return; // a few accounts have no contacts yet
    const count = account.ParentId === null && /Group|Holdings|Partners/.test(String(account.Name)) ? 1 : int(1, 4);
    for (let c = 0; c < count; c++) newContact(account);
  });
  for (let c = 0; c < 6; c++) newContact(null);

  // Opportunities: customers and prospects, not partners or group holdings.
  const opportunities: Rec[] = [];
  const amounts = new Set<number>();
  const won: { opportunity: Rec; project: [name: string, module: string | null] }[] = [];
  const products = [
    'Platform licences',
    'Analytics add-on',
    'Support upgrade',
    'Renewal',
    'Data migration',
    'Training',
    'Expansion',
    'Pilot',
  ];
  for (const account of accounts) {
    const type = account.Type as string;
    if (!/Customer|Prospect/.test(type) || /Holdings|Group$/.test(String(account.Name))) continue;
    const count = type === 'Prospect' ? int(1, 2) : int(1, 4);
    const usedProducts = new Set<string>();
    for (let o = 0; o < count; o++) {
      let product: string;
      do product = one(products);
      while (usedProducts.has(product));
      usedProducts.add(product);
      const closed = type !== 'Prospect' && chance(0.55);
      const stageIndex = closed ? (chance(0.65) ? 8 : 9) : type === 'Prospect' ? int(0, 4) : int(0, 7);
      const [stage, probability, forecast] = STAGES[stageIndex];
      const since = dayOfRecord(account);
      const closeDay = closed ? TODAY - int(1, Math.max(2, Math.min(540, TODAY - since - 30))) : TODAY + int(-20, 240);
      let amount: number | null = null;
      if (!(stageIndex <= 2 && chance(0.35))) {
        do amount = int(30, 1800) * 100 + (product === 'Renewal' ? 0 : 500);
        while (amounts.has(amount));
        amounts.add(amount);
      }
      const created = Math.max(since + 1, Math.min(TODAY - 1, closeDay - int(20, 200)));
      const opportunity: Rec = {
        Id: nextId('Opportunity'),
        Name: `${account.Name} - ${product === 'Renewal' ? `Renewal ${isoDate(closeDay).slice(0, 4)}` : product}`,
        AccountId: account.Id as string,
        StageName: stage,
        Amount: amount,
        Probability: probability,
        ExpectedRevenue: amount === null ? null : (amount * probability) / 100,
        CloseDate: isoDate(closeDay),
        IsClosed: stageIndex >= 8,
        IsWon: stageIndex === 8,
        ForecastCategoryName: forecast,
        Type:
          type === 'Prospect'
            ? 'New Customer'
            : product === 'Renewal'
              ? 'Existing Customer - Replacement'
              : one(OPPORTUNITY_TYPES.slice(1)),
        LeadSource: chance(0.2) ? null : one(LEAD_SOURCES),
        NextStep:
          stageIndex >= 8 || chance(0.4)
            ? null
            : one(['Send proposal', 'Demo to IT team', 'Security review', 'Call the CFO', 'Agree on start date']),
        OwnerId: chance(0.85) ? (account.OwnerId as string) : userId(one([...EMEA_REPS, ...NA_REPS])),
        CreatedDate: at(created),
        LastModifiedDate: at(Math.min(TODAY, closed ? closeDay : created + int(1, 60))),
      };
      opportunities.push(opportunity);
      if (opportunity.IsWon && PROJECTS[product]) won.push({ opportunity, project: PROJECTS[product] });
    }
  }

  // Cases: from customers, mostly with a contact; a few from the web with neither.
  const cases: Rec[] = [];
  const customers = accounts.filter((a) => String(a.Type).startsWith('Customer'));
  for (let n = 0; n < 64; n++) {
    const anonymous = n % 16 === 15;
    const account = anonymous ? null : one(customers);
    const people = account ? (contactsOf.get(account.Id as string) ?? []) : [];
    const contact = people.length > 0 && chance(0.85) ? one(people) : null;
    const [subject, type, description] = one(CASE_SUBJECTS);
    const roll = rand();
    const status = roll < 0.48 ? 'Closed' : roll < 0.62 ? 'New' : roll < 0.84 ? 'Working' : 'Escalated';
    const earliest = account ? dayOfRecord(account) + 1 : TODAY - 400;
    const createdDay = Math.max(
      earliest,
      status === 'Closed' ? TODAY - int(3, 400) : TODAY - (chance(0.5) ? int(0, 7) : int(8, 60)),
    );
    const { CreatedDate: created, LastModifiedDate: modified } = stamps(createdDay, 7);
    const closedDay = Math.min(TODAY, createdDay + int(0, 20));
    const closedAt = status === 'Closed' ? isoDateTime(closedDay, int(7 * 60, 19 * 60 - 1)) : null;
    const closedAfterOpened = closedAt !== null && closedAt < created ? created : closedAt;
    const owner = status === 'Closed' && chance(0.2) ? userId(INACTIVE_USER) : userId(one(SUPPORT));
    cases.push({
      Id: nextId('Case'),
      CaseNumber: String(1001 + n).padStart(8, '0'),
      Subject: subject,
      Description: description,
      Status: status,
      Priority: status === 'Escalated' ? 'High' : one(CASE_PRIORITIES),
      Origin: anonymous ? 'Web' : one(CASE_ORIGINS),
      Type: chance(0.1) ? null : type,
      IsClosed: status === 'Closed',
      IsEscalated: status === 'Escalated',
      AccountId: account ? (account.Id as string) : null,
      ContactId: contact ? (contact.Id as string) : null,
      OwnerId: owner,
      CreatedDate: created,
      ClosedDate: closedAfterOpened,
      LastModifiedDate: closedAfterOpened ?? modified,
    });
  }

  // Projects: the implementation projects that followed won deals.
  const projects: Rec[] = [];
  for (const {
    opportunity,
    project: [project, mainModule],
  } of won.slice(0, 24)) {
    const account = accounts.find((a) => a.Id === opportunity.AccountId) as Rec;
    const start = dayOf(opportunity.CloseDate as string) + int(7, 45);
    const status =
      start > TODAY ? 'Planned' : chance(0.12) ? 'On Hold' : start + 240 < TODAY ? 'Completed' : 'In Progress';
    const modules = PROJECT_MODULES.filter((module) => module === mainModule || chance(0.3));
    const budget = int(8, 120) * 1000;
    const done = status === 'Completed' ? 100 : status === 'Planned' ? 0 : int(5, 95);
    const manager = one(DELIVERY);
    projects.push({
      Id: nextId('Project__c'),
      Name: `${account.Name} ${project}`,
      Account__c: account.Id as string,
      Status__c: status,
      Modules__c: modules.length > 0 ? modules.join(';') : null,
      Start_Date__c: isoDate(start),
      End_Date__c:
        status === 'Completed' ? isoDate(start + int(40, 120)) : chance(0.5) ? isoDate(start + int(130, 260)) : null,
      Budget__c: chance(0.1) ? null : budget,
      Percent_Complete__c: done,
      Hours_Logged__c: status === 'Planned' ? 0 : Math.round(budget * (done / 100) * (int(6, 14) / 1000) * 10) / 10,
      Project_Manager__c: status === 'Planned' && chance(0.5) ? null : userId(manager),
      OwnerId: userId(manager),
      CreatedDate: at(Math.min(TODAY, dayOf(opportunity.CloseDate as string))),
      LastModifiedDate: at(Math.min(TODAY, Math.max(dayOf(opportunity.CloseDate as string), start + int(0, 60)))),
    });
  }

  const records: Record<string, Rec[]> = {
    User: users,
    Account: accounts,
    Contact: contacts,
    Opportunity: opportunities,
    Case: cases,
    Project__c: projects,
  };
  const objects: Record<string, SObjectData> = {};
  for (const [name, { label, fields: list, children }] of Object.entries(SCHEMA)) {
    objects[name] = {
      label,
      fields: fields(list),
      ...(children && {
        childRelationships: children.map(([relationshipName, childSObject, field]) => ({
          relationshipName,
          childSObject,
          field,
        })),
      }),
      records: records[name],
    };
  }
  return { today: SAMPLE_ORG_TODAY, objects };
}

/**
 * The JSON text, one field, child relationship or record a line, so a change to the generator
 * shows in a diff as the records it changes.
 */
export function serializeSampleOrg(org: Org): string {
  const lines = ['{', `  "today": ${JSON.stringify(org.today)},`, '  "objects": {'];
  const objects = Object.entries(org.objects);
  objects.forEach(([name, object], i) => {
    lines.push(`    ${JSON.stringify(name)}: {`);
    if (object.label !== undefined) lines.push(`      "label": ${JSON.stringify(object.label)},`);
    const list = (key: string, items: string[]): void => {
      lines.push(`      ${JSON.stringify(key)}: ${key === 'fields' ? '{' : '['}`);
      items.forEach((item, j) => lines.push(`        ${item}${j < items.length - 1 ? ',' : ''}`));
      lines.push(`      ${key === 'fields' ? '}' : ']'}${key === 'records' ? '' : ','}`);
    };
    list(
      'fields',
      Object.entries(object.fields).map(([field, describe]) => `${JSON.stringify(field)}: ${JSON.stringify(describe)}`),
    );
    if (object.childRelationships)
      list(
        'childRelationships',
        object.childRelationships.map((c) => JSON.stringify(c)),
      );
    list(
      'records',
      object.records.map((r) => JSON.stringify(r)),
    );
    lines.push(`    }${i < objects.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}', '');
  return lines.join('\n');
}

/** Where the runner and the docs read the sample org from. */
export const SAMPLE_ORG_FILE = 'lib/soql-run/sample-org.json';
