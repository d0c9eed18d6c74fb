import { createHash } from 'node:crypto';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { ByteLimit, FileTooLargeError } from './byte-limit';

/** Text fields one form may hold: bulk_create's eight, plus `formats` sent once per format. */
const MAX_FIELDS = 12;

/** What one upload form expects: its file field, its limits, where the file goes and what errors say. */
export interface MultipartFileSpec {
  /** The form field holding the file, e.g. `template[file]`, or the fields that may (the first one sent wins). */
  readonly fileField: string | readonly string[];
  /** The error key of the 422s (the spec's: `file`, `csv_file`). */
  readonly errorKey: string;
  readonly maxBytes: number;
  /** Largest text field, in bytes. */
  readonly maxFieldBytes: number;
  readonly contentType: string;
  /** A fresh object key for the file (its name as the browser sent it). */
  objectKey(fileName: string): string;
  readonly messages: { readonly noFile: string; readonly tooLarge: string };
}

export interface ReceivedMultipartFile {
  /** Where the file now is in object storage. */
  readonly key: string;
  /** The file name the browser sent. */
  readonly fileName: string;
  /** The form field the file came in. */
  readonly fileField: string;
  /** The form's text fields by their full names (a repeated one: its last value). */
  readonly fields: ReadonlyMap<string, string>;
  /** Hex SHA-256 of the file's bytes (API v1 fingerprints requests with it for Idempotency-Key). */
  readonly sha256: string;
  /** Every text field in the order sent, repeats included (`presentation[formats]` may repeat). */
  readonly fieldList: readonly (readonly [string, string])[];
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
          fields: MAX_FIELDS,
          parts: MAX_FIELDS + 2,
          fieldSize: spec.maxFieldBytes,
          fileSize: spec.maxBytes + 1,
        },
      });
    } catch {
      reject(ApiError.field(spec.errorKey, spec.messages.noFile));
      return;
    }
    const fields = new Map<string, string>();
    const fieldList: [string, string][] = [];
    // Busboy drops every part past a limit silently; say so instead of "choose a file".
    let overLimit: string | undefined;
    const tooMany = (what: string) => () => {
      overLimit ??= `The form has too many ${what} (at most ${MAX_FIELDS + 2} parts: ${MAX_FIELDS} fields and 1 file).`;
    };
    parser.on('partsLimit', tooMany('parts'));
    parser.on('fieldsLimit', tooMany('fields'));
    parser.on('filesLimit', tooMany('files'));
    const fileFields: readonly string[] =
      typeof spec.fileField === 'string' ? [spec.fileField] : spec.fileField;
    let stored:
      | {
          key: string;
          fileName: string;
          fileField: string;
          limit: ByteLimit;
          done: Promise<unknown>;
          hash: ReturnType<typeof createHash>;
        }
      | undefined;
    // The first failure decides the answer; busboy's 'close' and the storage outcome may follow it.
    let failed = false;
    parser.on('field', (name, value) => {
      fields.set(name, value);
      fieldList.push([name, value]);
    });
    parser.on('file', (name, file, info) => {
      // busboy destroys every file stream with an error when the form ends early; unheard, that error would
      // end the process. The parser reports the same failure, so a skipped file's error needs no answer.
      file.on('error', () => undefined);
      // A form submitted without a file still sends the part, with an empty file name: treat it as no file.
      if (!fileFields.includes(name) || stored || !info.filename) {
        file.resume();
        return;
      }
      const key = spec.objectKey(info.filename);
      const limit = new ByteLimit(spec.maxBytes);
      // Not stream.pipeline: it would destroy busboy's file stream on a limit error, and busboy then waits for
      // that stream to be read forever; the rest of the form must still be read (and discarded) for the 422.
      file.on('error', (error) => limit.destroy(error));
      limit.on('error', () => {
        file.unpipe(limit);
        file.resume();
      });
      const hash = createHash('sha256');
      file.on('data', (chunk: Buffer) => hash.update(chunk));
      file.pipe(limit);
      const done = storage.putStream(key, limit, { contentType: spec.contentType });
      // The outcome is read after the form has been parsed; this only keeps it from being unhandled meanwhile.
      done.catch(() => undefined);
      stored = { key, fileName: info.filename, fileField: name, limit, done, hash };
    });
    const fail = async (error: unknown): Promise<void> => {
      if (failed) return;
      failed = true;
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
    req.on('error', (error) => parser.destroy(error));
    parser.on('error', (error) => void fail(error));
    parser.on('close', () => {
      if (failed) return;
      if (overLimit) {
        void fail(ApiError.field(spec.errorKey, overLimit));
        return;
      }
      if (!stored) {
        reject(ApiError.field(spec.errorKey, spec.messages.noFile));
        return;
      }
      const { key, fileName, fileField, done, hash } = stored;
      done.then(
        () =>
          failed
            ? undefined
            : resolve({ key, fileName, fileField, fields, fieldList, sha256: hash.digest('hex') }),
        (error: unknown) => void fail(error),
      );
    });
    req.pipe(parser);
  });
}
