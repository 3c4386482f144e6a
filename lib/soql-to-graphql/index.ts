/**
 * SOQL → Salesforce UI API GraphQL converter (pure: no DOM, no network).
 *
 * Pipeline, in the style of graphql-js `src/language`:
 *   parse (./parse)      SOQL text → soql-parser-js AST, errors with line/column
 *   transform (./transform) SOQL AST → graphql-js DocumentNode (Kind.* nodes)
 *   print (./print)      DocumentNode → GraphQL text via graphql-js `print`
 *
 * @example
 * const result = convertSoqlToGraphql(
 *   "SELECT Id, Name FROM Account WHERE Id = :recordId",
 *   { variables: { recordId: { type: 'ID!', default: '001000000000001AAA' } } },
 * );
 * if (result.ok) console.log(result.query, result.variables, result.warnings);
 * else console.error(result.error.message, result.error.line, result.error.column);
 */
import { parseSoql, SoqlSyntaxError } from './parse';
import { printGraphql } from './print';
import { transformSoql } from './transform';
import type { ConversionResult, ConvertOptions } from './types';

export type {
  ConversionError,
  ConversionFailure,
  ConversionResult,
  ConversionSuccess,
  ConversionWarning,
  ConvertOptions,
  VariableSpec,
  VariablesOption,
} from './types';
export { SoqlSyntaxError } from './parse';

/**
 * Convert a SOQL query into the equivalent Salesforce UI API GraphQL query
 * (for LWC `lightning/graphql` or the `/graphql` endpoint).
 *
 * - Invalid SOQL → `{ ok: false, error: { message, line, column } }` (1-based).
 * - Valid SOQL → `{ ok: true, query, variables, warnings }`. Constructs that
 *   GraphQL cannot express (OFFSET, FOR UPDATE, HAVING, …) are left out and
 *   reported in `warnings`, each naming the clause and, when found, its position.
 * - Bind variables (`:recordId`) become GraphQL variables (`$recordId`); their
 *   types come from `options.variables` or are inferred (see README).
 *
 * Salesforce names are case-insensitive but GraphQL names are not: object and
 * field names are emitted exactly as written in the SOQL.
 */
export function convertSoqlToGraphql(soql: string, options: ConvertOptions = {}): ConversionResult {
  let ast;
  try {
    ast = parseSoql(soql);
  } catch (error) {
    if (error instanceof SoqlSyntaxError) {
      return { ok: false, error: { message: error.reason, line: error.line, column: error.column }, warnings: [] };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { message, line: 1, column: 1 }, warnings: [] };
  }
  try {
    const { document, variables, warnings } = transformSoql(ast, soql, options);
    return { ok: true, query: printGraphql(document), variables, warnings };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: { message: `Could not convert the query: ${message}`, line: 1, column: 1 },
      warnings: [],
    };
  }
}
