/** Public types of the SOQL → GraphQL converter. */

/**
 * Something in the SOQL that GraphQL (Salesforce UI API) cannot express, or
 * that was approximated. The rest of the query is still converted.
 */
export interface ConversionWarning {
  /** The SOQL clause or construct concerned, e.g. `OFFSET`, `FOR UPDATE`, `HAVING`, `TYPEOF ELSE`. */
  clause: string;
  /** Human-readable explanation of what happened to it. */
  message: string;
  /** 1-based line of the construct in the SOQL source, when it could be located. */
  line?: number;
  /** 1-based column of the construct in the SOQL source, when it could be located. */
  column?: number;
}

/** A SOQL syntax error (or any failure to convert), with a 1-based position. */
export interface ConversionError {
  /**
   * Human-readable description, e.g. `Expected FROM but found 'Account'`. The
   * position is not repeated in the text: it is in `line`/`column`.
   */
  message: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

/**
 * Declaration of one bind variable (`:name` in SOQL → `$name` in GraphQL).
 * `type` is a GraphQL type reference such as `ID!`, `String`, `[ID]`,
 * `Date`, `Currency`, `Picklist`; `default` becomes the variable's default
 * value and is echoed in {@link ConversionSuccess.variables}.
 */
export interface VariableSpec {
  type?: string;
  default?: unknown;
}

/**
 * The `variables` option: either `{ name: { type?, default? } }` or plain
 * values `{ name: value }` (a plain value acts as the default and its JS type
 * is used for type inference). An object whose only keys are `type` and/or
 * `default` is always read as a {@link VariableSpec}.
 */
export type VariablesOption = Record<string, VariableSpec> | Record<string, unknown>;

/** Options of {@link convertSoqlToGraphql}. */
export interface ConvertOptions {
  /** Types and/or default values for bind variables, keyed by the SOQL bind name (without `:`). */
  variables?: VariablesOption | undefined;
  /**
   * Name of the GraphQL operation (`query Name(...)`). Default: none, i.e. an
   * anonymous `query { … }` / `query ($x: ID) { … }`. Must be a valid GraphQL
   * name, otherwise it is ignored with a warning.
   */
  operationName?: string | undefined;
}

/** Successful conversion. */
export interface ConversionSuccess {
  ok: true;
  /** The GraphQL document, printed by graphql-js `print` (always syntactically valid). */
  query: string;
  /** Variable values to send along: every declared variable that has a default. */
  variables: Record<string, unknown>;
  /** Constructs that were dropped or approximated. */
  warnings: ConversionWarning[];
}

/** Failed conversion (invalid SOQL). */
export interface ConversionFailure {
  ok: false;
  error: ConversionError;
  warnings: [];
}

/** Result of {@link convertSoqlToGraphql}. */
export type ConversionResult = ConversionSuccess | ConversionFailure;
