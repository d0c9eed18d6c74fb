// The data one deck is made from: a CSV row, a group of CSV rows or one object of a JSON file.
import { MAX_VALUE_CHARS } from '../value-limit';

export type DataValue = string | number | boolean | null | undefined | readonly DataValue[] | DataRecord;

export interface DataRecord {
  readonly [key: string]: DataValue;
}

export type DataErrorCode =
  | 'invalid_json'
  | 'not_a_list'
  | 'not_an_object'
  | 'too_many'
  | 'too_deep'
  | 'too_long'
  | 'no_column'
  | 'reserved_key';

/** A problem with a data file, worded for the person who made it (with the line and JSON path where known). */
export class DataError extends Error {
  override readonly name = 'DataError';

  constructor(
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Bounds on a data file, so one upload can not make a batch or a deck of unbounded size. */
export interface DataLimits {
  /** Most decks (top-level items or groups). */
  readonly maxRecords: number;
  /** Most items in any nested list. */
  readonly maxListItems: number;
  /** Deepest nesting of objects and lists below a deck's record. */
  readonly maxDepth: number;
  /** Longest text value, in characters. */
  readonly maxValueChars: number;
}

export const DEFAULT_DATA_LIMITS: DataLimits = {
  maxRecords: 10_000,
  maxListItems: 1_000,
  maxDepth: 8,
  maxValueChars: MAX_VALUE_CHARS,
};
