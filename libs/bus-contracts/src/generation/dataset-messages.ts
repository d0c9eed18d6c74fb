import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import {
  DATA_ENCODINGS,
  DATASET_FILE_FORMATS,
  DATASET_SEPARATORS,
  DatasetColumnSchema,
  DatasetEncodingSchema,
  DatasetSheetSchema,
} from '../shared/api-vocabulary';

const UserId = z.string().uuid();
const DatasetId = z.string().uuid();

/** What a dataset's file was: a delimited text file, a JSON array of objects, or a workbook's sheet. */
export const DATASET_FORMATS = DATASET_FILE_FORMATS;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** The format a file's name says; anything else is read as a CSV (whose reader refuses what is not text). */
export function datasetFormatOf(fileName: string): DatasetFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'xlsx' || extension === 'xlsm') return 'xlsx';
  if (extension === 'ods') return 'ods';
  return 'csv';
}

/** Where the gateway streams a dataset's file before generation parses it (and deletes it). */
export function datasetUploadKey(uploadId: string, format: DatasetFormat): string {
  return `uploads/datasets/${uploadId}.${format}`;
}

export const DATASET_UPLOAD_PREFIX = 'uploads/datasets/';

/** A dataset as generation describes it: what was read, how, and what the person should check. */
export const DatasetSchema = z.object({
  id: DatasetId,
  fileName: z.string(),
  format: z.enum(DATASET_FORMATS),
  /** `table`: rows under a header (CSV, a sheet), one deck per row or group; `records`: JSON objects. */
  kind: z.enum(['table', 'records']),
  rowCount: z.number().int().nonnegative(),
  columns: z.array(DatasetColumnSchema),
  /** The first rows (at most DATASET_PREVIEW_ROWS), values as they will reach the deck. */
  firstRows: z.array(z.record(z.string(), z.unknown())),
  /** The sheet read, and the workbook's sheets (empty for other formats). */
  sheet: z.string().nullable(),
  sheets: z.array(DatasetSheetSchema),
  encoding: DatasetEncodingSchema.nullable(),
  separator: z.enum(DATASET_SEPARATORS).nullable(),
  /** One sentence each: an encoding guessed, a separator other than a comma, rows or sheets left out. */
  warnings: z.array(z.string()),
  createdAt: z.string(),
  /** When it is deleted unless used again (each use moves it on). */
  expiresAt: z.string(),
});
export type Dataset = z.infer<typeof DatasetSchema>;

export const DATASET_PREVIEW_ROWS = 5;

/**
 * A data file uploaded once and read once: preflight and create-batch then name it by `datasetId` instead of
 * sending the file again (the row preview takes one row's values, never the file). A dataset belongs to the user who uploaded it; anyone
 * else's is not found.
 */
export const DatasetRpc = {
  /**
   * The gateway has streamed the file to `fileKey` (datasetUploadKey); generation reads it (bounded, as a
   * batch's data file), keeps the parsed rows sealed in storage and deletes the upload. Errors: invalid `dataFile`
   * (with the line, row or sheet), `sheet` (no such sheet), `dataEncoding` (sent with a JSON file or workbook).
   */
  'generation.create-dataset': defineRpc(
    'generation.create-dataset',
    1,
    z.object({
      actorId: UserId,
      fileKey: z.string().min(1),
      fileName: z.string().min(1).max(255),
      format: z.enum(DATASET_FORMATS),
      /** A text file's encoding as the user chose it; absent: detected. */
      encoding: z.enum(DATA_ENCODINGS).optional(),
      /** A workbook's sheet, any letter case; absent: the first visible sheet holding a table. */
      sheet: z.string().min(1).max(255).optional(),
    }),
    DatasetSchema,
  ),
  'generation.get-dataset': defineRpc(
    'generation.get-dataset',
    1,
    z.object({ actorId: UserId, datasetId: z.string() }),
    DatasetSchema,
  ),
  /** For the data export: the owner's datasets (at most 50), oldest first, as generation.get-dataset answers. */
  'generation.list-owned-datasets': defineRpc(
    'generation.list-owned-datasets',
    1,
    z.object({ ownerId: UserId }),
    z.object({ datasets: z.array(DatasetSchema) }),
  ),
  /**
   * For the data export: a page of a dataset's rows as parsed (a table's rows by column, or a JSON file's
   * objects), from `offset`. not_found unless `ownerId` uploaded it.
   */
  'generation.export-dataset-rows': defineRpc(
    'generation.export-dataset-rows',
    1,
    z.object({
      ownerId: UserId,
      datasetId: DatasetId,
      offset: z.number().int().nonnegative(),
      limit: z.number().int().min(1).max(1000),
    }),
    z.object({
      /** A table's columns in order; null for a JSON file's objects. */
      headers: z.array(z.string()).nullable(),
      rows: z.array(z.record(z.string(), z.unknown())),
      /** null when there are no more rows. */
      nextOffset: z.number().int().nullable(),
    }),
  ),
  /** Deletes the dataset's parsed rows now; batches made from it keep their own copies of the values. */
  'generation.delete-dataset': defineRpc(
    'generation.delete-dataset',
    1,
    z.object({ actorId: UserId, datasetId: z.string() }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
