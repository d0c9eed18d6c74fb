// CSV problems, each with the line it was found on and a message a user can act on.
export type CsvErrorCode =
  | 'invalid_encoding'
  | 'not_text'
  | 'empty'
  | 'no_rows'
  | 'empty_header'
  | 'duplicate_header'
  | 'ragged_row'
  | 'too_many_rows'
  | 'too_many_blank_lines'
  | 'value_too_long'
  | 'unterminated_quote'
  | 'invalid_quote';

export class CsvError extends Error {
  override readonly name = 'CsvError';

  constructor(
    readonly code: CsvErrorCode,
    message: string,
    /** 1-based line in the file, when the problem has one. */
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
  }
}
