/**
 * Relevance suite: builds the real index from the real content with the same functions the
 * prebuild uses, sends it through JSON like the browser gets it, and checks that each reader's
 * question finds its page in the top three results.
 */
import { Document } from 'flexsearch';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from './build-index';
import { collectSearchRecords } from './collect';
import { createSearchEngine, importIndex } from './engine';
import { pageOf } from './rank';
import { RELEVANCE_CASES } from './relevance-queries';

const { docFile, indexFile } = buildSearchFiles(collectSearchRecords());
const engine = createSearchEngine(
  importIndex(Document, JSON.parse(JSON.stringify(indexFile))),
  JSON.parse(JSON.stringify(docFile)),
);

describe('search relevance on the real content', () => {
  it('has a suite of at least 30 queries, each naming a page that exists', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(30);
    const pages = new Set(docFile.searchDocs.map((doc) => pageOf(doc)));
    for (const { expected } of RELEVANCE_CASES) expect(pages, expected).toContain(expected);
  });

  it.each(RELEVANCE_CASES.map((c) => [c.query, c.expected, c.kind] as const))(
    '“%s” finds %s in the top 3 (%s)',
    (query, expected) => {
      const top = engine.search(query).map((result) => pageOf(result.doc));
      expect(top.slice(0, 3), `top results: ${top.join(', ')}`).toContain(expected);
    },
  );

  it('indexes no MDX syntax: component tags, comments, imports or exports', () => {
    // Inline code may legitimately show `<Type>`, so only the registry's component names count.
    for (const doc of docFile.searchDocs) {
      expect(doc.text, doc.url).not.toMatch(
        /<\/?(?:Callout|Diagram|Quiz|SoqlConverter|YouTube)\b|\{\/\*|^import\s.*\sfrom\s['"]|^export\s+(?:const|default|function)\s/m,
      );
    }
  });
});
