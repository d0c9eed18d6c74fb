import { randomUUID } from 'node:crypto';
import busboy from 'busboy';
import type { Request } from 'express';
import { csvUploadKey, MAX_CSV_BYTES } from '@deckmill/contracts';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { ByteLimit, FileTooLargeError } from '../../templates/upload/byte-limit';

export const CSV_FIELD = 'presentation[csv_file]';
const FIELD_PREFIX = 'presentation[';

export interface ReceivedCsv {
  /** Where the CSV now is; the generation service reads it once and deletes it. */
  readonly csvKey: string;
  /** The text fields, by name inside `presentation[...]`. */
  readonly fields: Readonly<Record<string, string>>;
}

const NO_FILE = 'Please choose a .csv file.';
const TOO_LARGE = 'The CSV file is larger than 20 MB.';

/**
 * Streams the multipart CSV straight into object storage (never whole in memory), failing past 20 MB, and
 * collects the `presentation[...]` text fields. On failure the stored object is deleted and a 422 keyed
 * `csv_file` is thrown, after the request has been read to its end so the client gets the answer.
 */
export function receiveCsvUpload(req: Request, storage: ObjectStorage): Promise<ReceivedCsv> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024, fileSize: MAX_CSV_BYTES + 1 },
      });
    } catch {
      reject(ApiError.field('csv_file', NO_FILE));
      return;
    }
    const fields: Record<string, string> = {};
    let stored: { key: string; limit: ByteLimit; done: Promise<unknown> } | undefined;
    parser.on('field', (name, value) => {
      if (name.startsWith(FIELD_PREFIX) && name.endsWith(']'))
        fields[name.slice(FIELD_PREFIX.length, -1)] = value;
    });
    parser.on('file', (name, file) => {
      if (name !== CSV_FIELD || stored) {
        file.resume();
        return;
      }
      const key = csvUploadKey(randomUUID());
      const limit = new ByteLimit(MAX_CSV_BYTES);
      limit.on('error', () => {
        file.unpipe(limit);
        file.resume();
      });
      file.pipe(limit);
      const done = storage.putStream(key, limit, { contentType: 'text/csv' });
      done.catch(() => undefined);
      stored = { key, limit, done };
    });
    const fail = async (error: unknown): Promise<void> => {
      if (stored) {
        stored.limit.destroy();
        await stored.done.catch(() => undefined);
        await storage.delete(stored.key).catch(() => undefined);
      }
      reject(asApiError(error));
    };
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('Unexpected end of form'));
    });
    parser.on('error', (error) => void fail(error));
    parser.on('close', () => {
      if (!stored) {
        reject(ApiError.field('csv_file', NO_FILE));
        return;
      }
      const { key, done } = stored;
      done.then(
        () => resolve({ csvKey: key, fields }),
        (error: unknown) => void fail(error),
      );
    });
    req.pipe(parser);
  });
}

function asApiError(error: unknown): unknown {
  if (error instanceof FileTooLargeError) return ApiError.field('csv_file', TOO_LARGE);
  if (error instanceof Error && /Unexpected end of form|Malformed part header/i.test(error.message)) {
    return ApiError.field('csv_file', 'The upload was interrupted. Please try again.');
  }
  return error;
}
