import { describe, expect, it } from 'vitest';
import { absolutize, markdownHref, mdxToMarkdown, pageToMarkdown } from './markdown-export';

const options = { siteUrl: 'https://example.com/documentation', pageUrl: 'https://example.com/documentation/docs/Explore/SOQL/' };
const md = (body: string) => mdxToMarkdown(body, options);

describe('markdownHref', () => {
  it.each([
    ['/docs/Explore/SOQL/', '/docs/Explore/SOQL.md'],
    ['/docs/Explore/', '/docs/Explore.md'],
    ['/devops/', '/devops.md'],
    ['/devops/Sample%20Rules/ApexClass/', '/devops/Sample%20Rules/ApexClass.md'],
    ['/blog/release60/', '/blog/release60.md'],
    ['/docs/intro/#install', '/docs/intro.md'],
  ])('%s → %s', (href, expected) => {
    expect(markdownHref(href)).toBe(expected);
  });
});

describe('pageToMarkdown', () => {
  it('starts with the title, then the description as a lead paragraph, then the body', () => {
    const out = pageToMarkdown(
      { title: 'Explore data with SOQL', description: 'Write SOQL and run it.', body: '## Write a query\n\nText.' },
      options,
    );
    expect(out).toBe('# Explore data with SOQL\n\nWrite SOQL and run it.\n\n## Write a query\n\nText.\n');
  });

  it('adds a byline in italics under the description when given', () => {
    const out = pageToMarkdown({ title: 'T', description: 'D.', body: 'Body.', byline: 'Published July 1, 2025' }, options);
    expect(out).toBe('# T\n\nD.\n\n*Published July 1, 2025*\n\nBody.\n');
  });
});

describe('component mappings', () => {
  it('turns a Callout into a blockquote led by its type and title in bold', () => {
    const out = md('<Callout type="warning" title="Sandboxes first">\n\nUse a **sandbox**.\n\nThen production.\n\n</Callout>');
    expect(out).toBe('> **Warning: Sandboxes first**\n>\n> Use a **sandbox**.\n>\n> Then production.\n');
  });

  it('labels a Callout without a title with its type, and an unknown type as a note', () => {
    expect(md('<Callout type="tip">\n\nHi.\n\n</Callout>')).toBe('> **Tip**\n>\n> Hi.\n');
    expect(md('<Callout>\n\nHi.\n\n</Callout>')).toBe('> **Note**\n>\n> Hi.\n');
    expect(md('<Callout type="bogus">\n\nHi.\n\n</Callout>')).toBe('> **Note**\n>\n> Hi.\n');
  });

  it('describes a Diagram in a text line with its caption (diagrams are inlined, not files)', () => {
    expect(md('<Diagram name="architecture" alt="The extension calls each org." caption="How a query travels." />')).toBe(
      '*Diagram: The extension calls each org.* — How a query travels.\n',
    );
    expect(md('<Diagram name="multi-org" alt="Three orgs." />')).toBe('*Diagram: Three orgs.*\n');
  });

  it('prints a query box as its query, and an exercise as its task, start, hints and a solution', () => {
    expect(md('<SoqlPlayground query="SELECT Name FROM Account" />')).toBe(
      '```sql\nSELECT Name FROM Account\n```\n\n*Runs on the sample org in the page on the website.*\n',
    );
    const exercise = md(
      '<Exercise id="x" points={10} reference="SELECT Name FROM Account ORDER BY Name" start="SELECT Name FROM Account" hints={["Sort it.", "ORDER BY Name."]}>\n\nList the accounts by name.\n\n</Exercise>',
    );
    expect(exercise).toBe(
      [
        '**Exercise (checked by its rows on the sample org, on the website):**',
        'List the accounts by name.',
        '**Start from:**',
        '```sql\nSELECT Name FROM Account\n```',
        '**Hints:**',
        '1. Sort it.\n2. ORDER BY Name.',
        '**One query that solves it:**',
        '```sql\nSELECT Name FROM Account ORDER BY Name\n```\n',
      ].join('\n\n'),
    );
  });

  it('turns a YouTube embed into a link to the video', () => {
    expect(md('<YouTube id="Yz6EHxIq35s" title="Building a SOQL query" />')).toBe(
      '[Video: Building a SOQL query](https://www.youtube.com/watch?v=Yz6EHxIq35s)\n',
    );
  });

  it('renders a Quiz as text: question, lettered choices, answer and why', () => {
    const out = md(`<Quiz
  id="explore-soql-bind"
  question="Which prefix marks a bind variable in SOQL?"
  choices={["@", ":", "$", "#"]}
  answer={1}
  explanation="SOQL borrows Apex binding."
  points={10}
/>`);
    expect(out).toBe(
      [
        '**Question:** Which prefix marks a bind variable in SOQL?',
        '',
        '- A. @',
        '- B. :',
        '- C. $',
        '- D. #',
        '',
        '**Answer:** B. :',
        '',
        '**Why:** SOQL borrows Apex binding.',
        '',
      ].join('\n'),
    );
  });

  it('reads quiz choices written with single quotes or template literals', () => {
    const out = md("<Quiz id=\"x\" question=\"Q?\" choices={['One', `Two`]} answer={0} explanation=\"E.\" points={5} />");
    expect(out).toContain('- A. One\n- B. Two');
    expect(out).toContain('**Answer:** A. One');
  });

  it('refuses a Quiz whose answer is not one of its choices', () => {
    expect(() => md('<Quiz id="x" question="Q?" choices={["A"]} answer={3} explanation="E." points={5} />')).toThrow(
      /answer.*1 choices/,
    );
  });

  it('refuses a Diagram without alt text', () => {
    expect(() => md('<Diagram name="architecture" />')).toThrow(/"alt"/);
  });

  it('turns the SoqlConverter into a link to the converter page', () => {
    expect(md('<SoqlConverter compact />')).toBe(
      '[SOQL to GraphQL converter (interactive, on the website)](https://example.com/documentation/graphQL/)\n',
    );
  });

  it('keeps the content of an unknown component and drops the tag', () => {
    expect(md('<Tabs>\n\nInside **tabs**.\n\n</Tabs>')).toBe('Inside **tabs**.\n');
  });

  it('drops comments such as the truncate marker, and never leaves JSX or expressions', () => {
    const out = md('Intro.\n\n{/* truncate */}\n\nMore {"text"} here.');
    expect(out).toBe('Intro.\n\nMore text here.\n');
    expect(out).not.toMatch(/[{}<]/);
  });

  it('handles components inside a sentence', () => {
    expect(md('Watch <YouTube id="Yz6EHxIq35s" title="Demo" /> now.')).toBe(
      'Watch [Video: Demo](https://www.youtube.com/watch?v=Yz6EHxIq35s) now.\n',
    );
  });
});

describe('Markdown kept as Markdown', () => {
  it('keeps code blocks with their language, JSX-looking code included', () => {
    const body = '```apex\nList<Account> a = [SELECT Id FROM Account];\n```\n\n```js\nimport x from "y";\n```';
    expect(md(body)).toBe(`${body}\n`);
  });

  it('keeps GFM tables', () => {
    const body = '| Literal | Range |\n| --- | --- |\n| `TODAY` | A single day |';
    expect(md(body)).toBe('| Literal | Range        |\n| ------- | ------------ |\n| `TODAY` | A single day |\n');
  });

  it('keeps headings, lists and emphasis', () => {
    expect(md('## Pitfalls\n\n- **Nulls.** Test with `= null`.\n- *Dates* are UTC.')).toBe(
      '## Pitfalls\n\n- **Nulls.** Test with `= null`.\n- *Dates* are UTC.\n',
    );
  });
});

describe('link rewriting', () => {
  it('makes site links absolute with the base path, keeping encoding and anchors', () => {
    expect(md('See [rules](/devops/Sample%20Rules/ApexClass/#naming-suffix) and [SOQL](/docs/Explore/SOQL/).')).toBe(
      'See [rules](https://example.com/documentation/devops/Sample%20Rules/ApexClass/#naming-suffix) and [SOQL](https://example.com/documentation/docs/Explore/SOQL/).\n',
    );
  });

  it('resolves anchors and relative links against the page', () => {
    expect(md('[Up](#write-a-query) and [sibling](../SOSL/)')).toBe(
      '[Up](https://example.com/documentation/docs/Explore/SOQL/#write-a-query) and [sibling](https://example.com/documentation/docs/Explore/SOSL/)\n',
    );
  });

  it('leaves external and mail links alone', () => {
    expect(md('[App](https://app.sf-explorer.com) [mail](mailto:a@b.c)')).toBe(
      '[App](https://app.sf-explorer.com) [mail](mailto:a@b.c)\n',
    );
  });

  it('rewrites images and link definitions too', () => {
    expect(md('![Logo](/img/logo.svg)\n\n[ref]: /docs/intro/')).toBe(
      '![Logo](https://example.com/documentation/img/logo.svg)\n\n[ref]: https://example.com/documentation/docs/intro/\n',
    );
  });

  it('works for a site at the root of its domain', () => {
    expect(absolutize('/docs/intro/', { siteUrl: 'https://info.sf-explorer.com' })).toBe(
      'https://info.sf-explorer.com/docs/intro/',
    );
    expect(absolutize('#x', { siteUrl: 'https://info.sf-explorer.com' })).toBe('#x');
    expect(absolutize('//cdn.example.com/a.js', { siteUrl: 'https://info.sf-explorer.com' })).toBe('//cdn.example.com/a.js');
  });
});
