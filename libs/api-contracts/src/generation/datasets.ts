import { z } from 'zod';
import { DATA_ENCODINGS } from './data-options';

/** A dataset's file formats: a CSV (or TSV, .txt), a JSON array of objects, an Excel or OpenDocument workbook. */
export const DATASET_FILE_FORMATS = ['csv', 'json', 'xlsx', 'ods'] as const;
/** What the file picker and the API accept, by name. */
export const DATASET_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt', '.json', '.xlsx', '.xlsm', '.ods'] as const;

/** A request that names a dataset and an encoding: the dataset was read, in its encoding, when uploaded. */
export const DATASET_ENCODING_MESSAGE =
  'A dataset was read when it was uploaded: send its encoding with the upload (POST /datasets, encoding).';

/** The optional fields of `POST /api/app/datasets` and `/api/v1/datasets` beside the file. */
export const DatasetFieldsSchema = z.object({
  /** A text file's encoding as the user chose it; absent: detected. */
  encoding: z.enum(DATA_ENCODINGS, { error: 'Choose one of the encodings offered.' }).optional(),
  /** A workbook's sheet (any letter case); absent: the first visible sheet holding a table. */
  sheet: z.string().trim().min(1).max(255, 'Sheet name is too long.').optional(),
});
export type DatasetFields = z.infer<typeof DatasetFieldsSchema>;

/** A column of a dataset and the type all its values share (the bus and the API say it alike). */
export const DatasetColumnSchema = z.object({
  name: z.string(),
  type: z.enum(['number', 'date', 'boolean', 'email', 'text', 'list', 'object', 'empty']),
});
export const DatasetSheetSchema = z.object({ name: z.string(), hidden: z.boolean() });
/** How a text file was read: `evidence` is chosen, bom, valid-utf-8, or guessed (then check the sample). */
export const DatasetEncodingSchema = z.object({
  name: z.enum(DATA_ENCODINGS),
  evidence: z.enum(['chosen', 'bom', 'valid-utf-8', 'guessed']),
  sample: z.string().optional(),
});
export const DATASET_SEPARATORS = ['comma', 'semicolon', 'tab', 'pipe'] as const;

/** A dataset as the app and API v1 show it (docs/data-files.md, "Datasets"). */
export const DatasetReplySchema = z.object({
  id: z.string(),
  file_name: z.string(),
  format: z.enum(DATASET_FILE_FORMATS),
  /** `table`: rows under a header (one deck per row, or per group); `records`: a JSON file's objects. */
  kind: z.enum(['table', 'records']),
  row_count: z.number().int(),
  columns: z.array(DatasetColumnSchema),
  /** The first five rows, values exactly as they will reach the deck. */
  first_rows: z.array(z.record(z.string(), z.unknown())),
  sheet: z.string().nullable(),
  sheets: z.array(DatasetSheetSchema),
  encoding: DatasetEncodingSchema.nullable(),
  separator: z.enum(DATASET_SEPARATORS).nullable(),
  warnings: z.array(z.string()),
  created_at: z.string(),
  /** Deleted then unless used again: each preflight or batch that uses it keeps it seven more days. */
  expires_at: z.string(),
});
export type DatasetReply = z.infer<typeof DatasetReplySchema>;
