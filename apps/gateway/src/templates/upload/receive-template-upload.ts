import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { MAX_TEMPLATE_BYTES, PPTX_CONTENT_TYPE, TEMPLATE_TOO_LARGE_MESSAGE } from '@deckmill/api-contracts';
import { templateSourceKey } from '@deckmill/bus-contracts';
import type { ObjectStorage } from '@deckmill/storage';
import { receiveMultipartFile } from '../../uploads';

export const FILE_FIELD = 'template[file]';
const NAME_FIELD = 'template[name]';
const TEAM_FIELD = 'template[team_id]';

export interface ReceivedUpload {
  /** Where the file now is; the templates service keeps it or deletes it. */
  fileKey: string;
  fileName: string;
  name: string;
  teamIdText: string;
}

/** The template upload form (template[name], template[file], template[team_id]), 422s keyed `file`. */
export async function receiveTemplateUpload(req: Request, storage: ObjectStorage): Promise<ReceivedUpload> {
  const upload = await receiveMultipartFile(req, storage, {
    fileField: FILE_FIELD,
    errorKey: 'file',
    maxBytes: MAX_TEMPLATE_BYTES,
    maxFieldBytes: 4096,
    contentType: PPTX_CONTENT_TYPE,
    objectKey: () => templateSourceKey(randomUUID()),
    messages: { noFile: 'Please choose a .pptx file to upload.', tooLarge: TEMPLATE_TOO_LARGE_MESSAGE },
  });
  return {
    fileKey: upload.key,
    fileName: upload.fileName,
    name: upload.fields.get(NAME_FIELD) ?? '',
    teamIdText: upload.fields.get(TEAM_FIELD) ?? '',
  };
}
