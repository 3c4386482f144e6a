/**
 * The converter keeps its input in the URL hash (`#soql=…&variables=…`) so a link reproduces it.
 * Values are only ever put back into text fields, never into HTML.
 */
export interface ConverterState {
  soql: string;
  variables: string;
}

export function encodeConverterHash(state: ConverterState): string {
  const params = new URLSearchParams();
  params.set('soql', state.soql);
  if (state.variables.trim()) params.set('variables', state.variables);
  return `#${params.toString()}`;
}

export function decodeConverterHash(hash: string): ConverterState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const soql = params.get('soql');
  if (soql === null) return null;
  return { soql, variables: params.get('variables') ?? '' };
}

/** Parses the variables editor: empty is fine, otherwise a JSON object. */
export function parseVariablesJson(
  text: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; message: string } {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, message: 'Variables must be a JSON object, for example {"recordId": {"type": "ID!"}}.' };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: `Variables are not valid JSON: ${(error as Error).message}` };
  }
}
