/**
 * Errors of the query runner, in Salesforce's words: the REST API answers a bad query with
 * `[{ "message": "...", "errorCode": "MALFORMED_QUERY" }]`; here it is a thrown `SoqlRunError`
 * carrying the same code and message and the 1-based position of what it refers to.
 */
export type SoqlErrorCode =
  | 'MALFORMED_QUERY'
  | 'INVALID_FIELD'
  | 'INVALID_TYPE'
  | 'INVALID_QUERY_FILTER_OPERATOR'
  | 'NUMBER_OUTSIDE_VALID_RANGE'
  /** Valid SOQL that the sample org's runner does not evaluate (it never guesses an answer). */
  | 'NOT_SUPPORTED';

export class SoqlRunError extends Error {
  readonly errorCode: SoqlErrorCode;
  /** 1-based line of the part of the query the error refers to. */
  readonly line: number;
  /** 1-based column of the part of the query the error refers to. */
  readonly column: number;

  constructor(errorCode: SoqlErrorCode, message: string, line = 1, column = 1) {
    super(message);
    this.name = 'SoqlRunError';
    this.errorCode = errorCode;
    this.line = line;
    this.column = column;
  }
}
