import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { ByteLimit, FileTooLargeError } from './byte-limit';

/** What one upload form expects: its file field, its limits, where the file goes and what errors say. */
export interface MultipartFileSpec {
  /** The form field holding the file, e.g. `template[file]`. */
  readonly fileField: string;
  /** The error key of the 422s (the spec's: `file`, `csv_file`). */
  readonly errorKey: string;
  readonly maxBytes: number;
  /** Largest text field, in bytes. */
  readonly maxFieldBytes: number;
  readonly contentType: string;
  /** A fresh object key for the file. */
  objectKey(): string;
  readonly messages: { readonly noFile: string; readonly tooLarge: string };
}

export interface ReceivedMultipartFile {
  /** Where the file now is in object storage. */
  readonly key: string;
  /** The file name the browser sent. */
  readonly fileName: string;
  /** The form's text fields by their full names. */
  readonly fields: ReadonlyMap<string, string>;
}

/**
 * Streams a multipart form's one file straight into object storage (never whole in memory), failing at the
 * first byte past the limit, and collects the text fields. On any failure the stored object is deleted and an
 * ApiError (422 keyed `spec.errorKey`) is thrown; the request body is always read to its end first, so the
 * client receives the answer instead of a reset connection.
 */
export function receiveMultipartFile(
  req: Request,
  storage: ObjectStorage,
  spec: MultipartFileSpec,
): Promise<ReceivedMultipartFile> {
  const asApiError = (error: unknown): unknown => {
    if (error instanceof FileTooLargeError) return ApiError.field(spec.errorKey, spec.messages.tooLarge);
    if (error instanceof Error && /Unexpected end of form|Malformed part header/i.test(error.message)) {
      return ApiError.field(spec.errorKey, 'The upload was interrupted. Please try again.');
    }
    return error;
  };

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fields: 10,
          parts: 12,
          fieldSize: spec.maxFieldBytes,
          fileSize: spec.maxBytes + 1,
        },
      });
    } catch {
      reject(ApiError.field(spec.errorKey, spec.messages.noFile));
      return;
    }
    const fields = new Map<string, string>();
    let stored: { key: string; fileName: string; limit: ByteLimit; done: Promise<unknown> } | undefined;
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (name, file, info) => {
      // A form submitted without a file still sends the part, with an empty file name: treat it as no file.
      if (name !== spec.fileField || stored || !info.filename) {
        file.resume();
        return;
      }
      const key = spec.objectKey();
      const limit = new ByteLimit(spec.maxBytes);
      limit.on('error', () => {
        // Keep reading (and discarding) the rest of the request so the 422 can be delivered.
        file.unpipe(limit);
        file.resume();
      });
      file.pipe(limit);
      const done = storage.putStream(key, limit, { contentType: spec.contentType });
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
        reject(ApiError.field(spec.errorKey, spec.messages.noFile));
        return;
      }
      const { key, fileName, done } = stored;
      done.then(
        () => resolve({ key, fileName, fields }),
        (error: unknown) => void fail(error),
      );
    });
    req.pipe(parser);
  });
}
