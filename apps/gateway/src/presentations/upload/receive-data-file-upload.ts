import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  DATA_FILE_TOO_LARGE_MESSAGE,
  MAX_DATA_FILE_BYTES,
  type DataFileField,
} from '@deckmill/api-contracts';
import { dataFormatOf, dataUploadKey, type DataFormat } from '@deckmill/bus-contracts';
import type { ObjectStorage } from '@deckmill/storage';
import { imagesArchiveFile, receiveMultipartForm } from '../../uploads';

export const CSV_FIELD = 'presentation[csv_file]';
export const NO_DATA_FILE_MESSAGE = 'Please choose a .csv or .json file.';
/** A .csv or .json file may come in either field; `csv_file` stays for existing clients. */
export const DATA_FIELD = 'presentation[data_file]';
/** An optional .zip of the pictures the rows' `{{%image}}` values name. */
export const IMAGES_FIELD = 'presentation[images_file]';
const FIELD_PREFIX = 'presentation[';
const REPEATABLE_FIELD = 'formats';

export interface ReceivedDataFile {
  /**
   * Where the data file now is (the generation service reads it once and deletes it); null when the form
   * names a dataset instead.
   */
  readonly dataFileKey: string | null;
  /** A CSV, or a JSON array of objects (known by the file's name). */
  readonly format: DataFormat;
  /** The field it came in, which keys its errors. */
  readonly field: DataFileField;
  /** The file's name as the browser sent it (a batch's default name shows it). */
  readonly fileName: string;
  /** Where the images archive now is, when one came (generation deletes it with the batch). */
  readonly imagesKey: string | null;
  /** The text fields, by name inside `presentation[...]`. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The bulk-create form (presentation[template_id], [csv_file] or [dataset_id], [data_mapping]), 422s keyed `csv_file`;
 * the optional [images_file] (a .zip), 422s keyed `images_file`.
 */
export async function receiveDataFileUpload(req: Request, storage: ObjectStorage): Promise<ReceivedDataFile> {
  const upload = await receiveMultipartForm(req, storage, {
    fileField: [CSV_FIELD, DATA_FIELD],
    errorKey: 'csv_file',
    maxBytes: MAX_DATA_FILE_BYTES,
    maxFieldBytes: 64 * 1024,
    contentType: 'text/csv',
    objectKey: (fileName) => dataUploadKey(randomUUID(), dataFormatOf(fileName)),
    messages: {
      noFile: NO_DATA_FILE_MESSAGE,
      tooLarge: DATA_FILE_TOO_LARGE_MESSAGE,
    },
    optionalFiles: [imagesArchiveFile(IMAGES_FIELD, 'images_file')],
  });
  const { file } = upload;
  const field: DataFileField = file?.fileField === DATA_FIELD ? 'data_file' : 'csv_file';
  return {
    dataFileKey: file?.key ?? null,
    format: dataFormatOf(file?.fileName ?? ''),
    field,
    fileName: file?.fileName ?? '',
    imagesKey: upload.optionalFiles.get(IMAGES_FIELD)?.key ?? null,
    fields: formFields(upload.fieldList),
  };
}

/** `presentation[formats]` may be repeated (or sent as `presentation[formats][]`): its values make one comma list. */
export function formFields(pairs: Iterable<readonly [string, string]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [rawName, value] of pairs) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (!name.startsWith(FIELD_PREFIX) || !name.endsWith(']')) continue;
    const key = name.slice(FIELD_PREFIX.length, -1);
    fields[key] = key === REPEATABLE_FIELD && fields[key] !== undefined ? `${fields[key]},${value}` : value;
  }
  return fields;
}
