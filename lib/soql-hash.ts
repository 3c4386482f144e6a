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
