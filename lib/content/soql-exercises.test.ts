/**
 * Every <SoqlPlayground> in the content must run on the sample org and return rows. Every
 * <Exercise>, run on the sample org: its reference query must return a
 * meaningful answer, its starting query must run without already solving it, and a task that asks
 * for an order must really depend on one (and have no ties, which would make a correct answer's
 * order a matter of luck).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { runSoql } from '../soql-run';
import sampleOrg from '../soql-run/sample-org.json';
import type { Org, QueryResult } from '../soql-run/types';
import { attributeValue } from './check';
import { parseMdx } from './mdx-tree';

const org = sampleOrg as unknown as Org;

interface Found {
  file: string;
  node: MdxJsxFlowElement;
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

function elements(tree: Root, name: string): MdxJsxFlowElement[] {
  const found: MdxJsxFlowElement[] = [];
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'mdxJsxFlowElement' && node.name === name) found.push(node);
    if ('children' in node) for (const child of node.children) visit(child as RootContent);
  };
  visit(tree);
  return found;
}

const files = ['content/docs', 'content/devops', 'content/blog', 'content/pages'].flatMap((dir) => mdxFiles(dir));
const trees = files.map((file) => ({ file, tree: parseMdx(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')) }));
const exercises: Found[] = trees.flatMap(({ file, tree }) => elements(tree, 'Exercise').map((node) => ({ file, node })));
const quizIds = new Set(trees.flatMap(({ tree }) => elements(tree, 'Quiz').map((node) => attributeValue(node, 'id').value)));

const prop = (node: MdxJsxFlowElement, name: string) => attributeValue(node, name).value;
const rows = (result: QueryResult) => JSON.stringify(result.records);
/** The query with its ORDER BY clause removed (LIMIT and OFFSET stay). */
const withoutOrder = (query: string) => query.replace(/\s+ORDER BY\s+.*?(?=\s+LIMIT\b|\s+OFFSET\b|$)/is, '');
/** The query with Id added as the last sort key, so rows that tie on the task's keys get a fixed order. */
const withTieBreak = (query: string, direction: 'ASC' | 'DESC') =>
  query.replace(/(\s+ORDER BY\s+.*?)(?=\s+LIMIT\b|\s+OFFSET\b|$)/is, `$1, Id ${direction}`);

const playgrounds = trees.flatMap(({ file, tree }) =>
  elements(tree, 'SoqlPlayground').map((node) => ({ file, query: String(prop(node, 'query')) })),
);

describe('SOQL playgrounds', () => {
  it.each(playgrounds.map((p) => [p.file, p.query]))('%s: %s runs on the sample org and returns rows', (_file, query) => {
    expect(runSoql(query, org).records.length).toBeGreaterThan(0);
  });
});

describe('SOQL exercises', () => {
  it('has at least twelve, with unique kebab-case ids that no quiz uses', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(12);
    const ids = exercises.map(({ node }) => prop(node, 'id'));
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(quizIds.has(id), `${String(id)} is also a quiz id`).toBe(false);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(exercises.map((e) => [String(prop(e.node, 'id')), e] as const))('%s', (_id, { node }) => {
    const reference = prop(node, 'reference') as string;
    const start = prop(node, 'start') as string;
    const ordered = attributeValue(node, 'ordered');

    it('states its task in words and has whole points and progressive hints', () => {
      expect(toString(node).trim().length).toBeGreaterThan(20);
      const points = prop(node, 'points');
      expect(Number.isInteger(points) && (points as number) > 0).toBe(true);
      const hints = prop(node, 'hints') as unknown;
      expect(Array.isArray(hints) && hints.length >= 2).toBe(true);
      for (const hint of hints as string[]) {
        expect(typeof hint).toBe('string');
        expect(hint.toLowerCase()).not.toContain(reference.toLowerCase());
      }
      for (const flag of ['ordered', 'exactColumns']) {
        const value = attributeValue(node, flag);
        if (value.present) expect(value.value, `${flag} is a bare flag`).toBe(true);
      }
    });

    it('has a reference answer with a meaningful, readable number of rows', () => {
      const result = runSoql(reference, org);
      expect(result.records.length).toBeGreaterThan(0);
      expect(result.records.length).toBeLessThanOrEqual(60);
    });

    it('starts from a query that runs but does not already pass', () => {
      expect(start.trim()).not.toBe('');
      expect(rows(runSoql(start, org))).not.toBe(rows(runSoql(reference, org)));
    });

    it(ordered.present ? 'asks for an order the rows depend on, without ties' : 'asks for no order', () => {
      const hasOrderBy = /\bORDER BY\b/i.test(reference);
      if (!ordered.present) {
        // Sorting is allowed without `ordered`, but then it decides nothing: only LIMIT would need it.
        if (hasOrderBy) expect(reference).toMatch(/\bLIMIT\b/i);
        return;
      }
      expect(hasOrderBy).toBe(true);
      const result = runSoql(reference, org);
      expect(result.records.length).toBeGreaterThan(1);
      expect(rows(runSoql(withoutOrder(reference), org))).not.toBe(rows(result));
      expect(rows(runSoql(withTieBreak(reference, 'ASC'), org))).toBe(rows(result));
      expect(rows(runSoql(withTieBreak(reference, 'DESC'), org))).toBe(rows(result));
    });
  });
});
