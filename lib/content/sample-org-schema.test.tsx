import fs from 'node:fs';
import type { Root, RootContent } from 'mdast';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SampleOrgFields } from '@/components/mdx/sample-org-fields';
import sampleOrg from '../soql-run/sample-org.json';
import { mdxToMarkdown } from './markdown-export';
import { parseMdx } from './mdx-tree';
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

describe('the sample org page', () => {
  // The tables are generated; the prose is not. Every API name it quotes must still be in the data.
  const objects = sampleOrg.objects as unknown as Record<
    string,
    { fields: Record<string, { relationshipName?: string; picklistValues?: string[] }>; childRelationships?: { relationshipName: string }[] }
  >;
  const known = new Set<string>(Object.keys(objects));
  for (const object of Object.values(objects)) {
    for (const [field, describe] of Object.entries(object.fields)) {
      known.add(field);
      if (describe.relationshipName) known.add(describe.relationshipName);
      for (const value of describe.picklistValues ?? []) known.add(value);
    }
    for (const child of object.childRelationships ?? []) known.add(child.relationshipName);
  }

  it('quotes only objects, fields, relationships and picklist values the sample org has', () => {
    const tree = parseMdx(fs.readFileSync('content/docs/Explore/sample-org.mdx', 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
    const quoted: string[] = [];
    const visit = (node: Root | RootContent): void => {
      if (node.type === 'inlineCode') quoted.push(node.value);
      if ('children' in node) for (const child of node.children) visit(child as RootContent);
    };
    visit(tree);
    // API names: a capital, then letters, digits and underscores with at least one lower-case
    // letter (so SOQL keywords and date literals such as LAST_YEAR are left out), dot-separated.
    const names = quoted.filter((code) => /^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*$/.test(code));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      for (const part of name.split('.')) expect(known.has(part), `${name} (${part})`).toBe(true);
    }
  });
});
