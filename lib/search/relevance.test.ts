/**
 * Relevance suite: builds the real index from the real content with the same functions the
 * prebuild uses, sends it through JSON like the browser gets it, and checks that each reader's
 * question finds its page in the top three results.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from './build-index';
import { collectSearchRecords } from './collect';
import { createSearchEngine } from './engine';
import { pageOf } from './rank';
import { RELEVANCE_CASES } from './relevance-queries';

const { docFile, indexFile } = buildSearchFiles(collectSearchRecords());
const docJson = JSON.stringify(docFile);
const indexJson = JSON.stringify(indexFile);
const engine = createSearchEngine(JSON.parse(docJson), JSON.parse(indexJson));

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

  it('downloads at most 120 KiB of gzip for both files (half of the 240 KiB of the flexsearch export)', () => {
    // Gzip at zlib's default level, what static servers send (as lib/quality/budgets.ts measures).
    const kib = (gzipSync(docJson).length + gzipSync(indexJson).length) / 1024;
    expect(kib).toBeLessThanOrEqual(120);
  });

  it('indexes no MDX syntax: component tags, comments, imports or exports', () => {
    // Inline code may legitimately show `<Type>`, so only the registry's component names count.
    for (const doc of engine.docs) {
      expect(doc.text, doc.url).not.toMatch(
        /<\/?(?:Callout|Diagram|Quiz|SoqlConverter|YouTube)\b|\{\/\*|^import\s.*\sfrom\s['"]|^export\s+(?:const|default|function)\s/m,
      );
    }
  });
});
