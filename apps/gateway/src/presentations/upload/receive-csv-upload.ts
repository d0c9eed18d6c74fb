import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { csvUploadKey, MAX_CSV_BYTES } from '@deckmill/contracts';
import type { ObjectStorage } from '@deckmill/storage';
import { receiveMultipartFile } from '../../uploads/receive-multipart-file';

export const CSV_FIELD = 'presentation[csv_file]';
const FIELD_PREFIX = 'presentation[';

export interface ReceivedCsv {
  /** Where the CSV now is; the generation service reads it once and deletes it. */
  readonly csvKey: string;
  /** The text fields, by name inside `presentation[...]`. */
  readonly fields: Readonly<Record<string, string>>;
}

/** The bulk-create form (spec 7: presentation[template_id], [csv_file], [data_mapping]), 422s keyed `csv_file`. */
export async function receiveCsvUpload(req: Request, storage: ObjectStorage): Promise<ReceivedCsv> {
  const upload = await receiveMultipartFile(req, storage, {
    fileField: CSV_FIELD,
    errorKey: 'csv_file',
    maxBytes: MAX_CSV_BYTES,
    maxFieldBytes: 64 * 1024,
    contentType: 'text/csv',
    objectKey: () => csvUploadKey(randomUUID()),
    messages: { noFile: 'Please choose a .csv file.', tooLarge: 'The CSV file is larger than 20 MB.' },
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of upload.fields) {
    if (name.startsWith(FIELD_PREFIX) && name.endsWith(']'))
      fields[name.slice(FIELD_PREFIX.length, -1)] = value;
  }
  return { csvKey: upload.key, fields };
}
