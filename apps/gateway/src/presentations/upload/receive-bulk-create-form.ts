import type { Request } from 'express';
import {
  BulkCreateFieldsSchema,
  DATA_ENCODING_JSON_MESSAGE,
  DATASET_ENCODING_MESSAGE,
  DATA_FILE_TOO_LARGE_MESSAGE,
  MAX_DATA_FILE_BYTES,
  MAX_IMAGES_ARCHIVE_BYTES,
  type BulkCreateFields,
} from '@deckmill/api-contracts';
import { ApiError, parseInput } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import {
  NO_DATA_FILE_MESSAGE,
  receiveDataFileUpload,
  type ReceivedDataFile,
} from './receive-data-file-upload';

/** Room for the fields and multipart framing around the largest CSV and images archive. */
const MAX_REQUEST_BYTES = MAX_DATA_FILE_BYTES + MAX_IMAGES_ARCHIVE_BYTES + 1024 * 1024;

export interface BulkCreateForm {
  readonly upload: ReceivedDataFile;
  readonly fields: BulkCreateFields;
}

/**
 * A form's data is a file or a dataset, never both; an encoding is a CSV file's (a dataset was read in its own,
 * a JSON file is UTF-8). bulk_create, preflight and "Run again" check it alike.
 */
export function checkDataSource(
  upload: Pick<ReceivedDataFile, 'dataFileKey' | 'format'>,
  fields: { readonly dataset_id?: string | undefined; readonly data_encoding?: string | undefined },
): void {
  if (upload.dataFileKey !== null && fields.dataset_id !== undefined) {
    throw ApiError.field('dataset_id', 'Send either a data file or a dataset, not both.');
  }
  if (!fields.data_encoding) return;
  if (fields.dataset_id !== undefined) throw ApiError.field('data_encoding', DATASET_ENCODING_MESSAGE);
  if (upload.format === 'json') throw ApiError.field('data_encoding', DATA_ENCODING_JSON_MESSAGE);
}

/**
 * bulk_create's multipart form (also preflight's): the files streamed to storage and the fields checked.
 * `check` adds a route's own field rules; whatever is refused deletes the stored files before the error goes out.
 */
export async function receiveBulkCreateForm(
  req: Request,
  storage: ObjectStorage,
  check: (fields: BulkCreateFields) => void = () => undefined,
): Promise<BulkCreateForm> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    req.resume();
    throw new ApiError(413, {
      error: DATA_FILE_TOO_LARGE_MESSAGE,
      errors: { csv_file: [DATA_FILE_TOO_LARGE_MESSAGE] },
    });
  }
  const upload = await receiveDataFileUpload(req, storage);
  try {
    const fields = parseInput(BulkCreateFieldsSchema, upload.fields);
    if (upload.dataFileKey === null && fields.dataset_id === undefined) {
      throw ApiError.field('csv_file', NO_DATA_FILE_MESSAGE);
    }
    checkDataSource(upload, fields);
    if (upload.format === 'json' && fields.group_by) {
      throw ApiError.field('group_by', 'Grouping applies to CSV files; a JSON file nests its own lists.');
    }
    check(fields);
    return { upload, fields };
  } catch (error) {
    if (upload.dataFileKey) await storage.delete(upload.dataFileKey);
    if (upload.imagesKey) await storage.delete(upload.imagesKey);
    throw error;
  }
}
