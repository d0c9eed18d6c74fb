import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { MAX_TEMPLATE_BYTES, PPTX_CONTENT_TYPE, TEMPLATE_TOO_LARGE_MESSAGE } from '@deckmill/api-contracts';
import { templateSourceKey } from '@deckmill/bus-contracts';
import type { ObjectStorage } from '@deckmill/storage';
import { receiveMultipartFile } from '../../uploads';

export interface ReceivedTemplateFile {
  /** Where the file now is; the templates service keeps it or deletes it. */
  readonly fileKey: string;
  readonly fileName: string;
  readonly name: string;
  /** Hex SHA-256 of the file, for the request's Idempotency-Key fingerprint. */
  readonly sha256: string;
}

/** v1's template upload form: the .pptx in `file`, its `name`; 422s keyed `file`. */
export async function receiveTemplateFile(
  req: Request,
  storage: ObjectStorage,
): Promise<ReceivedTemplateFile> {
  const upload = await receiveMultipartFile(req, storage, {
    fileField: 'file',
    errorKey: 'file',
    maxBytes: MAX_TEMPLATE_BYTES,
    maxFieldBytes: 4096,
    contentType: PPTX_CONTENT_TYPE,
    objectKey: () => templateSourceKey(randomUUID()),
    messages: {
      noFile: 'Send the .pptx template in the form field file.',
      tooLarge: TEMPLATE_TOO_LARGE_MESSAGE,
    },
  });
  return {
    fileKey: upload.key,
    fileName: upload.fileName,
    name: upload.fields.get('name') ?? '',
    sha256: upload.sha256,
  };
}
