import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  DATA_FILE_TOO_LARGE_MESSAGE,
  DatasetFieldsSchema,
  MAX_DATA_FILE_BYTES,
  type DatasetFields,
} from '@deckmill/api-contracts';
import { datasetFormatOf, datasetUploadKey, type RpcRequest } from '@deckmill/bus-contracts';
import { cutText } from '@deckmill/csv/naming';
import { parseInput } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { receiveMultipartFile } from '../uploads';

/** The form field of a dataset's file, in the app and in API v1 (and the key of its 422s). */
export const DATASET_FILE_FIELD = 'file';
export const NO_DATASET_FILE_MESSAGE = 'Send a .csv, .tsv, .json, .xlsx or .ods file in the field file.';

export type CreateDatasetCall = Omit<RpcRequest<'generation.create-dataset'>, 'actorId'>;

/**
 * `POST /api/app/datasets` and `/api/v1/datasets`: the file (`file`) streamed to storage, at most
 * MAX_DATA_FILE_BYTES, with its optional `encoding` and `sheet`; a refused field deletes the stored file.
 */
export async function receiveDatasetUpload(req: Request, storage: ObjectStorage): Promise<CreateDatasetCall> {
  const upload = await receiveMultipartFile(req, storage, {
    fileField: DATASET_FILE_FIELD,
    errorKey: DATASET_FILE_FIELD,
    maxBytes: MAX_DATA_FILE_BYTES,
    maxFieldBytes: 1024,
    contentType: 'application/octet-stream',
    objectKey: (fileName) => datasetUploadKey(randomUUID(), datasetFormatOf(fileName)),
    messages: { noFile: NO_DATASET_FILE_MESSAGE, tooLarge: DATA_FILE_TOO_LARGE_MESSAGE },
  });
  let fields: DatasetFields;
  try {
    fields = parseInput(DatasetFieldsSchema, Object.fromEntries(upload.fields));
  } catch (error) {
    await storage.delete(upload.key);
    throw error;
  }
  return {
    fileKey: upload.key,
    fileName: cutText(upload.fileName, 255),
    format: datasetFormatOf(upload.fileName),
    ...(fields.encoding ? { encoding: fields.encoding } : {}),
    ...(fields.sheet ? { sheet: fields.sheet } : {}),
  };
}
