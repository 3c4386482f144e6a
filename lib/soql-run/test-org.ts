/**
 * A small org for the runner's tests: few enough records that every expected answer can be worked
 * out by hand. Test-only (not imported by shipped code).
 */
import type { Org } from './types';

const U1 = '005000000000001AAA';
const U2 = '005000000000002AAA';
const A1 = '001000000000001AAA';
const A2 = '001000000000002AAA';
const A3 = '001000000000003AAA';
const A4 = '001000000000004AAA';

export const TEST_ORG: Org = {
  today: '2026-03-16',
  objects: {
    User: {
      fields: {
        Id: { type: 'id' },
        Name: { type: 'string' },
        Email: { type: 'email' },
        IsActive: { type: 'boolean' },
        ManagerId: { type: 'reference', referenceTo: 'User', relationshipName: 'Manager' },
      },
      records: [
        { Id: U1, Name: 'Ada Byrne', Email: 'ada@example.com', IsActive: true, ManagerId: null },
        { Id: U2, Name: 'Sam Ortiz', Email: 'sam@example.com', IsActive: false, ManagerId: U1 },
      ],
    },
    Account: {
      fields: {
        Id: { type: 'id' },
        Name: { type: 'string' },
        Industry: { type: 'picklist', picklistValues: ['Technology', 'Banking', 'Retail'] },
        AnnualRevenue: { type: 'currency' },
        NumberOfEmployees: { type: 'int' },
        Services__c: { type: 'multipicklist', picklistValues: ['Support', 'Training', 'Hosting'] },
        IsPartner__c: { type: 'boolean' },
        CreatedDate: { type: 'datetime' },
        ParentId: { type: 'reference', referenceTo: 'Account', relationshipName: 'Parent' },
        OwnerId: { type: 'reference', referenceTo: 'User', relationshipName: 'Owner' },
      },
      childRelationships: [
        { relationshipName: 'Contacts', childSObject: 'Contact', field: 'AccountId' },
        { relationshipName: 'Opportunities', childSObject: 'Opportunity', field: 'AccountId' },
        { relationshipName: 'ChildAccounts', childSObject: 'Account', field: 'ParentId' },
      ],
      records: [
        {
          Id: A1,
          Name: 'Acme Holdings',
          Industry: 'Banking',
          AnnualRevenue: 5_000_000,
          NumberOfEmployees: 900,
          Services__c: 'Support;Training',
          IsPartner__c: true,
          CreatedDate: '2026-03-16T09:30:00Z',
          ParentId: null,
          OwnerId: U1,
        },
        {
          Id: A2,
          Name: 'Acme Retail',
          Industry: 'Retail',
          AnnualRevenue: 1_200_000,
          NumberOfEmployees: 120,
          Services__c: 'Support',
          IsPartner__c: false,
          CreatedDate: '2026-03-15T23:59:59Z',
          ParentId: A1,
          OwnerId: U2,
        },
        {
          Id: A3,
          Name: 'blue_harbor',
          Industry: 'Technology',
          AnnualRevenue: null,
          NumberOfEmployees: 40,
          Services__c: null,
          IsPartner__c: false,
          CreatedDate: '2026-01-05T12:00:00Z',
          ParentId: A2,
          OwnerId: U2,
        },
        {
          Id: A4,
          Name: 'Zenith 100%',
          Industry: null,
          AnnualRevenue: 800_000,
          NumberOfEmployees: null,
          Services__c: 'Hosting;Training;Support',
          IsPartner__c: true,
          CreatedDate: '2025-12-31T08:00:00Z',
          ParentId: null,
          OwnerId: U1,
        },
      ],
    },
    Contact: {
      fields: {
        Id: { type: 'id' },
        LastName: { type: 'string' },
        Email: { type: 'email' },
        Birthdate: { type: 'date' },
        AccountId: { type: 'reference', referenceTo: 'Account', relationshipName: 'Account' },
      },
      records: [
        { Id: '003000000000001AAA', LastName: 'Nguyen', Email: 'n@acme.test', Birthdate: '1990-03-16', AccountId: A1 },
        { Id: '003000000000002AAA', LastName: 'Okafor', Email: null, Birthdate: '1985-07-01', AccountId: A1 },
        { Id: '003000000000003AAA', LastName: 'Lind', Email: 'l@acme.test', Birthdate: null, AccountId: A2 },
        { Id: '003000000000004AAA', LastName: 'Moreau', Email: 'm@zen.test', Birthdate: '2000-12-24', AccountId: A4 },
        { Id: '003000000000005AAA', LastName: 'Ahmed', Email: 'a@free.test', Birthdate: '1979-03-10', AccountId: null },
      ],
    },
    Opportunity: {
      fields: {
        Id: { type: 'id' },
        Name: { type: 'string' },
        StageName: { type: 'picklist', picklistValues: ['Prospecting', 'Negotiation', 'Closed Won', 'Closed Lost'] },
        Amount: { type: 'currency' },
        Probability: { type: 'percent' },
        CloseDate: { type: 'date' },
        IsClosed: { type: 'boolean' },
        AccountId: { type: 'reference', referenceTo: 'Account', relationshipName: 'Account' },
      },
      records: [
        {
          Id: '006000000000001AAA',
          Name: 'Core banking',
          StageName: 'Negotiation',
          Amount: 250_000,
          Probability: 60,
          CloseDate: '2026-03-31',
          IsClosed: false,
          AccountId: A1,
        },
        {
          Id: '006000000000002AAA',
          Name: 'Branch kiosks',
          StageName: 'Closed Won',
          Amount: 90_000,
          Probability: 100,
          CloseDate: '2026-02-10',
          IsClosed: true,
          AccountId: A1,
        },
        {
          Id: '006000000000003AAA',
          Name: 'Loyalty app',
          StageName: 'Prospecting',
          Amount: null,
          Probability: 10,
          CloseDate: '2026-06-30',
          IsClosed: false,
          AccountId: A2,
        },
        {
          Id: '006000000000004AAA',
          Name: 'Store Wi-Fi',
          StageName: 'Closed Lost',
          Amount: 40_000,
          Probability: 0,
          CloseDate: '2025-11-20',
          IsClosed: true,
          AccountId: A2,
        },
        {
          Id: '006000000000005AAA',
          Name: 'Hosting renewal',
          StageName: 'Negotiation',
          Amount: 120_000,
          Probability: 75,
          CloseDate: '2026-03-16',
          IsClosed: false,
          AccountId: A4,
        },
      ],
    },
  },
};
