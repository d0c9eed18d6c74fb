import { randomUUID } from 'node:crypto';
import busboy from 'busboy';
import type { Request } from 'express';
import {
  MAX_TEMPLATE_BYTES,
  PPTX_CONTENT_TYPE,
  TEMPLATE_TOO_LARGE_MESSAGE,
  templateSourceKey,
} from '@deckmill/contracts';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { ByteLimit, FileTooLargeError } from './byte-limit';

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

const NO_FILE = 'Please choose a .pptx file to upload.';

/**
 * Streams the multipart upload's file straight into object storage (never whole in memory), failing at the
 * first byte past 100 MB, and collects the text fields. On any failure the stored object is deleted and an
 * ApiError (422 keyed `file`) is thrown; the request body is always read to its end first, so the client
 * receives the answer instead of a reset connection.
 */
export function receiveTemplateUpload(req: Request, storage: ObjectStorage): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 10, parts: 12, fieldSize: 4096, fileSize: MAX_TEMPLATE_BYTES + 1 },
      });
    } catch {
      reject(ApiError.field('file', NO_FILE));
      return;
    }
    const fields = new Map<string, string>();
    let stored: { key: string; fileName: string; limit: ByteLimit; done: Promise<unknown> } | undefined;
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (name, file, info) => {
      // A form submitted without a file still sends the part, with an empty file name: treat it as no file.
      if (name !== FILE_FIELD || stored || !info.filename) {
        file.resume();
        return;
      }
      const key = templateSourceKey(randomUUID());
      const limit = new ByteLimit(MAX_TEMPLATE_BYTES);
      limit.on('error', () => {
        // Keep reading (and discarding) the rest of the request so the 422 can be delivered.
        file.unpipe(limit);
        file.resume();
      });
      file.pipe(limit);
      const done = storage.putStream(key, limit, { contentType: PPTX_CONTENT_TYPE });
      // The outcome is read after the form has been parsed; this only keeps it from being unhandled meanwhile.
      done.catch(() => undefined);
      stored = { key, fileName: info.filename, limit, done };
    });
    const fail = async (error: unknown): Promise<void> => {
      if (stored) {
        stored.limit.destroy();
        await stored.done.catch(() => undefined);
        await storage.delete(stored.key).catch(() => undefined);
      }
      reject(asApiError(error));
    };
    // A client that goes away mid-upload leaves busboy waiting for the rest; end it so the object is removed.
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('Unexpected end of form'));
    });
    parser.on('error', (error) => void fail(error));
    parser.on('close', () => {
      if (!stored) {
        reject(ApiError.field('file', NO_FILE));
        return;
      }
      const { key, fileName, done } = stored;
      done.then(
        () =>
          resolve({
            fileKey: key,
            fileName,
            name: fields.get(NAME_FIELD) ?? '',
            teamIdText: fields.get(TEAM_FIELD) ?? '',
          }),
        (error: unknown) => void fail(error),
      );
    });
    req.pipe(parser);
  });
}

function asApiError(error: unknown): unknown {
  if (error instanceof FileTooLargeError) return ApiError.field('file', TEMPLATE_TOO_LARGE_MESSAGE);
  if (error instanceof Error && /Unexpected end of form|Malformed part header/i.test(error.message)) {
    return ApiError.field('file', 'The upload was interrupted. Please try again.');
  }
  return error;
}
