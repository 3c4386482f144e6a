import { describe, expect, it } from 'vitest';
import { SOQL_EXAMPLES, exampleVariablesText } from './examples';
import { convertSoqlToGraphql } from './index';
import { parseVariablesJson, VARIABLES_EXAMPLE } from './variables-json';

describe('the variables box reads exactly the form the converter documents', () => {
  it('reads the documented example, and the converter declares the variable with its default', () => {
    const parsed = parseVariablesJson(VARIABLES_EXAMPLE);
    expect(parsed).toEqual({ ok: true, value: { lastNamePattern: { type: 'String', default: 'Sm%' } } });
    if (!parsed.ok) return;
    const result = convertSoqlToGraphql('SELECT Id FROM Contact WHERE LastName LIKE :lastNamePattern', {
      variables: parsed.value,
    });
    expect(result.ok && result.query).toContain('$lastNamePattern: String = "Sm%"');
    expect(result.ok && result.variables).toEqual({ lastNamePattern: 'Sm%' });
  });

  it('empty means no variables', () => {
    expect(parseVariablesJson('  \n')).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['a type written as a plain string (the old docs form)', '{"lastNamePattern": "String = \\"Sm%\\""}'],
    ['a plain value', '{"recordId": "001000000000001AAA"}'],
    ['an unknown key', '{"recordId": {"typ": "ID!"}}'],
    ['an empty spec', '{"recordId": {}}'],
    ['a type with a default in it', '{"lastNamePattern": {"type": "String = \\"Sm%\\""}}'],
    ['a type that is not a string', '{"n": {"type": 5}}'],
    ['a list', '[1, 2]'],
    ['broken JSON', '{"recordId": '],
  ])('refuses %s, showing the expected shape', (_name, text) => {
    const parsed = parseVariablesJson(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(VARIABLES_EXAMPLE);
  });

  it('every gallery example’s variables pass the box', () => {
    for (const example of SOQL_EXAMPLES) expect(parseVariablesJson(exampleVariablesText(example)).ok).toBe(true);
  });
});
