import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SOQL_EXAMPLES } from './examples';
import { convertSoqlToGraphql } from './index';

describe('SOQL_EXAMPLES gallery', () => {
  it('has at least 12 examples with unique ids', () => {
    expect(SOQL_EXAMPLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SOQL_EXAMPLES.map((e) => e.id)).size).toBe(SOQL_EXAMPLES.length);
  });

  it.each(SOQL_EXAMPLES.map((e) => [e.id, e] as const))('%s converts and parses', (_id, example) => {
    expect(example.title).not.toBe('');
    expect(example.description).not.toBe('');
    // Variables are shown in a JSON editor: they must round-trip through JSON.
    if (example.variables) expect(JSON.parse(JSON.stringify(example.variables))).toEqual(example.variables);
    const result = convertSoqlToGraphql(example.soql, { variables: example.variables });
    if (!result.ok)
      throw new Error(`${example.id}: ${result.error.message} (${result.error.line}:${result.error.column})`);
    expect(() => parse(result.query)).not.toThrow();
    if (example.id === 'unsupported-clauses') {
      expect(result.warnings.map((w) => w.clause)).toEqual(['WITH SECURITY_ENFORCED', 'OFFSET', 'FOR VIEW']);
    } else {
      expect(result.warnings).toEqual([]);
    }
  });

  // Every prefix of every example, as the editor converts on every keystroke: about 1,000
  // conversions in all. One test per example keeps each one short, and the timeout is set for a
  // loaded 2-core machine (the default 5 s is for a quiet one); every prefix is still checked.
  it.each(SOQL_EXAMPLES.map((e) => [e.id, e] as const))(
    'never throws on any prefix of %s (the editor converts on every keystroke)',
    (_id, example) => {
      for (let end = 0; end <= example.soql.length; end += 1) {
        const text = example.soql.slice(0, end);
        const result = convertSoqlToGraphql(text, { variables: example.variables });
        if (result.ok) {
          expect(() => parse(result.query)).not.toThrow();
        } else {
          const lines = text.split(/\r\n|\n|\r/);
          expect(result.error.line).toBeGreaterThanOrEqual(1);
          expect(result.error.line).toBeLessThanOrEqual(lines.length);
          expect(result.error.column).toBeGreaterThanOrEqual(1);
          expect(result.error.column).toBeLessThanOrEqual((lines[result.error.line - 1] ?? '').length + 1);
        }
      }
    },
    30_000,
  );

  it('covers the main constructs', () => {
    const ids = SOQL_EXAMPLES.map((e) => e.id);
    for (const id of [
      'basic',
      'where-and-or',
      'parent-fields',
      'child-subquery',
      'bind-variable',
      'order-by-nulls',
      'date-literals',
      'in-list',
      'semi-join',
      'typeof',
      'aggregate-group-by',
      'unsupported-clauses',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
