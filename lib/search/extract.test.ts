import { describe, expect, it } from 'vitest';
import { extractToc } from '@/lib/content/mdx-tree';
import { extractRecords, type PageInfo } from './extract';

const page: PageInfo = {
  href: '/docs/Explore/SOQL/',
  title: 'Explore data with SOQL',
  subcategory: 'Explore › SOQL',
  description: 'Write SOQL and run it against several orgs.',
  keywords: ['soql', 'query builder'],
};

const body = `
import { Something } from 'somewhere';
export const meta = { hidden: true };

This page shows how to **query records** with \`SOQL\`. {/* truncate */} Hidden {1 + 1} expression.

<YouTube id="abc" title="Building a query" />

## Write a query

Type it in the editor.

\`\`\`soql
SELECT Id, Name FROM Account
\`\`\`

<Callout type="warning" title="Sandboxes first">

Point the tool at a **sandbox** first.

</Callout>

### Filter rows

| Operator | Meaning |
|---|---|
| \`=\` | Equals, case-insensitive |
| LIKE | Pattern match |

#### A deeper heading

Folded into its h3 parent.

## Write a query

A second section with the same heading.

<Quiz id="x" question="Which prefix marks a bind variable?" choices={["@", ":"]} answer={1} explanation="A colon." points={10} />

## The \`LIMIT\` clause

<Callout>One-line callout body</Callout>
`;

describe('extractRecords', () => {
  const records = extractRecords(body, page);

  it('emits the intro plus one record per h2/h3, in order', () => {
    expect(records.map((r) => r.title)).toEqual([
      'Explore data with SOQL',
      'Write a query',
      'Filter rows',
      'Write a query',
      'The LIMIT clause',
    ]);
    expect(records.every((r) => r.pageTitle === page.title && r.subcategory === page.subcategory)).toBe(true);
  });

  it('uses the rendered heading ids as anchors, duplicates suffixed like rehype-slug', () => {
    expect(records.map((r) => r.url)).toEqual([
      '/docs/Explore/SOQL/',
      '/docs/Explore/SOQL/#write-a-query',
      '/docs/Explore/SOQL/#filter-rows',
      '/docs/Explore/SOQL/#write-a-query-1',
      '/docs/Explore/SOQL/#the-limit-clause',
    ]);
    // Same ids as the table of contents, which the page renders with the same slugger.
    const tocIds = extractToc(body).map((item) => `/docs/Explore/SOQL/#${item.id}`);
    expect(records.slice(1).map((r) => r.url)).toEqual(tocIds);
  });

  it('keeps plain text only: no imports, exports, expressions or tags', () => {
    const intro = records[0];
    expect(intro.text).toBe(
      'Write SOQL and run it against several orgs.\nThis page shows how to query records with SOQL. Hidden expression.\nBuilding a query',
    );
    const all = records.map((r) => r.text).join('\n');
    expect(all).not.toMatch(/import|export|truncate|1 \+ 1|[<>{}]|\*\*/);
  });

  it('puts description and keywords on the intro only', () => {
    expect(records[0].keywords).toBe('soql, query builder');
    expect(records.slice(1).some((r) => r.keywords)).toBe(false);
  });

  it('moves code blocks into the low-weight code field', () => {
    expect(records[1].code).toBe('SELECT Id, Name FROM Account');
    expect(records[1].text).not.toContain('SELECT');
    expect(records[2].code).toBeUndefined();
  });

  it('keeps component children and visible string props (Callout title and body)', () => {
    expect(records[1].text).toBe('Type it in the editor.\nSandboxes first\nPoint the tool at a sandbox first.');
    expect(records[4].text).toBe('One-line callout body');
  });

  it('flattens tables to one line per row', () => {
    expect(records[2].text.split('\n').slice(0, 3)).toEqual([
      'Operator · Meaning',
      '= · Equals, case-insensitive',
      'LIKE · Pattern match',
    ]);
  });

  it('folds h4 headings and their content into the enclosing section', () => {
    expect(records[2].text).toContain('A deeper heading\nFolded into its h3 parent.');
    expect(records.some((r) => r.title === 'A deeper heading')).toBe(false);
  });

  it('keeps the Quiz question, not its explanation (shown once answered), and drops expression props', () => {
    expect(records[3].text).toBe('A second section with the same heading.\nWhich prefix marks a bind variable?');
  });

  it('creates an intro record even when the body starts with a heading', () => {
    const out = extractRecords('## Only section\n\nText.', { href: '/blog/x/', title: 'Post', subcategory: 'Blog' });
    expect(out[0]).toEqual({ url: '/blog/x/', title: 'Post', pageTitle: 'Post', subcategory: 'Blog', text: '' });
    expect(out[1].url).toBe('/blog/x/#only-section');
  });

  it('gives a heading nested inside a component its own section', () => {
    const out = extractRecords('<Callout>\n\n## Inside\n\nBody.\n\n</Callout>\n\n## After', {
      href: '/p/',
      title: 'P',
      subcategory: 'P',
    });
    expect(out.map((r) => r.url)).toEqual(['/p/', '/p/#inside', '/p/#after']);
    expect(out[1].text).toBe('Body.');
  });
});
