import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SampleOrgFields } from '@/components/mdx/sample-org-fields';
import sampleOrg from '../soql-run/sample-org.json';
import { mdxToMarkdown } from './markdown-export';
import { describeSampleOrgObject, sampleOrgObjectNames } from './sample-org-schema';

describe('describeSampleOrgObject', () => {
  it('lists every field of the object, in the file order, with its type', () => {
    for (const name of sampleOrgObjectNames()) {
      const { rows, records } = describeSampleOrgObject(name);
      const object = sampleOrg.objects[name as keyof typeof sampleOrg.objects];
      expect(rows.map((r) => r.field)).toEqual(Object.keys(object.fields));
      expect(rows.map((r) => r.type)).toEqual(Object.values(object.fields).map((f) => f.type));
      expect(records).toBe(object.records.length);
    }
  });

  it('says where a lookup points and what a picklist holds', () => {
    const { rows, children } = describeSampleOrgObject('Account');
    const row = (field: string) => rows.find((r) => r.field === field)?.detail;
    expect(row('ParentId')).toEqual([{ value: 'Account', code: true }, { value: ', path ' }, { value: 'Parent', code: true }]);
    expect(row('Rating')).toEqual([{ value: 'Hot, Warm, Cold' }]);
    expect(children.filter((p) => p.code).map((p) => p.value)).toEqual([
      'ChildAccounts',
      'Contacts',
      'Opportunities',
      'Cases',
      'Projects__r',
    ]);
  });

  it('refuses an object the sample org does not have, naming the ones it has', () => {
    expect(() => describeSampleOrgObject('Lead')).toThrow('The sample org has no object "Lead"; it has User, Account');
    expect(() => describeSampleOrgObject('toString')).toThrow('no object "toString"');
  });
});

describe('<SampleOrgFields>', () => {
  it('renders the summary and one table row per field', () => {
    const html = renderToStaticMarkup(<SampleOrgFields object="Project__c" />);
    const object = sampleOrg.objects.Project__c;
    expect(html).toContain(`<code>Project__c</code>: ${object.records.length} records.`);
    expect(html.match(/<tr>/g)).toHaveLength(Object.keys(object.fields).length + 1);
    expect(html).toContain(
      '<td><code>Modules__c</code></td><td>multipicklist</td><td>Data Migration, Integration, Reporting, Training, Custom Development (several, joined by <code>;</code>)</td>',
    );
  });

  it('exports to Markdown as the same summary and a GFM table', () => {
    const out = mdxToMarkdown('<SampleOrgFields object="Case" />', { siteUrl: 'https://example.com' });
    expect(out).toContain(`\`Case\`: ${sampleOrg.objects.Case.records.length} records.`);
    expect(out).toContain('| Field ');
    expect(out).toContain('| `ContactId` ');
    expect(out).toMatch(/\| `ContactId` +\| reference +\| `Contact`, path `Contact` +\|/);
  });
});
