import { describe, expect, it } from 'vitest';
import { buildLlmsFullTxt, buildLlmsTxt } from './llms';

describe('buildLlmsTxt', () => {
  it('writes the llmstxt.org layout: title, summary, details, then linked sections', () => {
    const out = buildLlmsTxt({
      name: 'SF Explorer',
      summary: 'A free Salesforce productivity tool.',
      details: ['Each link is a Markdown page.'],
      sections: [
        {
          title: 'Docs',
          entries: [
            { title: 'Getting started', url: 'https://x.dev/docs/intro.md', description: 'Install it.' },
            { title: 'SOQL', url: 'https://x.dev/docs/Explore/SOQL.md', description: 'Query\n  records.' },
          ],
        },
        {
          title: 'DevOps Center',
          entries: [
            {
              title: 'ApexClass rules',
              url: 'https://x.dev/devops/Sample%20Rules/ApexClass.md',
              description: 'Naming rules.',
            },
          ],
        },
        { title: 'Blog', entries: [{ title: 'Release 6.0.0', url: 'https://x.dev/blog/release60.md', description: '' }] },
      ],
    });
    expect(out).toBe(
      [
        '# SF Explorer',
        '',
        '> A free Salesforce productivity tool.',
        '',
        'Each link is a Markdown page.',
        '',
        '## Docs',
        '',
        '- [Getting started](https://x.dev/docs/intro.md): Install it.',
        '- [SOQL](https://x.dev/docs/Explore/SOQL.md): Query records.',
        '',
        '## DevOps Center',
        '',
        '- [ApexClass rules](https://x.dev/devops/Sample%20Rules/ApexClass.md): Naming rules.',
        '',
        '## Blog',
        '',
        '- [Release 6.0.0](https://x.dev/blog/release60.md)',
        '',
      ].join('\n'),
    );
  });

  it('leaves out empty sections and escapes brackets and spaces in links', () => {
    const out = buildLlmsTxt({
      name: 'Site',
      summary: 'S.',
      sections: [
        { title: 'Empty', entries: [] },
        { title: 'Docs', entries: [{ title: 'Arrays [] and more', url: 'https://x.dev/a b.md', description: 'D.' }] },
      ],
    });
    expect(out).not.toContain('## Empty');
    expect(out).toContain('- [Arrays \\[\\] and more](https://x.dev/a%20b.md): D.');
  });
});

describe('buildLlmsFullTxt', () => {
  it('concatenates pages in the given order, each after a rule and its source URL', () => {
    const out = buildLlmsFullTxt({
      name: 'SF Explorer documentation',
      summary: 'Everything.',
      pages: [
        { url: 'https://x.dev/docs/intro/', markdown: '# Getting started\n\nIntro.\n' },
        { url: 'https://x.dev/docs/Explore/SOQL/', markdown: '# SOQL\n\nQuery.\n' },
      ],
    });
    expect(out).toBe(
      [
        '# SF Explorer documentation',
        '',
        '> Everything.',
        '',
        '---',
        '',
        'Source: https://x.dev/docs/intro/',
        '',
        '# Getting started',
        '',
        'Intro.',
        '',
        '---',
        '',
        'Source: https://x.dev/docs/Explore/SOQL/',
        '',
        '# SOQL',
        '',
        'Query.',
        '',
      ].join('\n'),
    );
  });
});
