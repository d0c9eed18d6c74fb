// Workbook problems, each worded for the person who made the workbook: which sheet, row and column.
export type WorkbookErrorCode =
  | 'not_a_workbook'
  | 'encrypted'
  | 'too_large'
  | 'unreadable'
  | 'no_sheet'
  | 'empty'
  | 'no_rows'
  | 'too_many_rows'
  | 'value_too_long';

export class WorkbookError extends Error {
  override readonly name = 'WorkbookError';

  constructor(
    readonly code: WorkbookErrorCode,
    message: string,
  ) {
    super(message);
  }
}
