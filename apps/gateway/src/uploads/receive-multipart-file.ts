import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
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
  /** Further files the form may hold beside the main one (such as the images archive), each optional. */
  readonly optionalFiles?: readonly OptionalFileSpec[];
}

/** An optional second file of a form: its own field, limit, object key and 422 key. */
export interface OptionalFileSpec {
  readonly field: string;
  readonly errorKey: string;
  readonly maxBytes: number;
  readonly contentType: string;
  objectKey(fileName: string): string;
  readonly tooLarge: string;
  /**
   * Judges the file by its first bytes (up to HEAD_BYTES; fewer only when the file is that short): a message
   * refuses it (422 on `errorKey`), as soon as they arrive, so a wrong file is not stored whole.
   */
  checkHead?(head: Buffer): string | undefined;
}

/** An optional file that came with the form. */
export interface ReceivedOptionalFile {
  readonly key: string;
  readonly fileName: string;
  /** Hex SHA-256 of its bytes (API v1 fingerprints requests with it). */
  readonly sha256: string;
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
  /** The optional files sent, by their field names. */
  readonly optionalFiles: ReadonlyMap<string, ReceivedOptionalFile>;
}

/** A form whose main file may be left out (bulk_create naming a dataset instead): the file, or null. */
export interface ReceivedMultipartForm extends Omit<
  ReceivedMultipartFile,
  'key' | 'fileName' | 'fileField' | 'sha256'
> {
  readonly file: Pick<ReceivedMultipartFile, 'key' | 'fileName' | 'fileField' | 'sha256'> | null;
}

/** Where and how a file is stored (the main file's spec or an optional one's). */
type FileTarget = Omit<OptionalFileSpec, 'field'>;

/** How many first bytes an OptionalFileSpec's `checkHead` sees. */
export const HEAD_BYTES = 4;

const logger = new Logger('Uploads');

/** The request closed before its body was complete (the client left without an error on the request). */
class ClientLeftError extends Error {
  override readonly name = 'ClientLeftError';
}

/**
 * The client went away mid-upload: Node's "aborted" (ECONNRESET) on the request, a premature close, or the
 * request closing before its body was complete. Routine on any public server, so not a server error.
 */
export function isClientDeparture(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNABORTED' ||
    message === 'aborted' ||
    error instanceof ClientLeftError
  );
}

/**
 * Whether `error` ended the upload because its client left: only while the request's body was still arriving.
 * Once the body is complete, a reset or a premature close comes from object storage, a server fault.
 */
export function endedByClient(req: { readonly complete: boolean }, error: unknown): boolean {
  return !req.complete && isClientDeparture(error);
}

/** A file refused by its first bytes; `fail` answers it as a 422 on the file's key. */
class UnwantedFileError extends Error {
  override readonly name = 'UnwantedFileError';
}

/** One file being stored: where, its limit and outcome, its hash and first bytes, and how its errors read. */
interface StoredFile {
  readonly key: string;
  readonly fileName: string;
  readonly fileField: string;
  readonly limit: ByteLimit;
  done: Promise<unknown>;
  readonly hash: ReturnType<typeof createHash>;
  head: Buffer;
  readonly errorKey: string;
  readonly tooLarge: string;
  readonly checkHead: ((head: Buffer) => string | undefined) | undefined;
}

/**
 * Streams a multipart form's file (and any optional files) straight into object storage (never whole in
 * memory), failing at the first byte past a file's limit, and collects the text fields. On any failure every
 * stored object is deleted and an ApiError (422 keyed by the failing file's error key) is thrown; the request
 * body is always read to its end first, so the client receives the answer instead of a reset connection.
 */
export async function receiveMultipartFile(
  req: Request,
  storage: ObjectStorage,
  spec: MultipartFileSpec,
): Promise<ReceivedMultipartFile> {
  const { file, ...form } = await receiveMultipartForm(req, storage, spec, { fileRequired: true });
  if (!file) throw ApiError.field(spec.errorKey, spec.messages.noFile);
  return { ...file, ...form };
}

/** As receiveMultipartFile, except that a form without its main file is answered with `file: null`. */
export function receiveMultipartForm(
  req: Request,
  storage: ObjectStorage,
  spec: MultipartFileSpec,
  { fileRequired }: { readonly fileRequired: boolean } = { fileRequired: false },
): Promise<ReceivedMultipartForm> {
  const optional = spec.optionalFiles ?? [];
  const asApiError = (error: unknown, file?: StoredFile): unknown => {
    const errorKey = file?.errorKey ?? spec.errorKey;
    if (error instanceof FileTooLargeError) {
      return ApiError.field(errorKey, file?.tooLarge ?? spec.messages.tooLarge);
    }
    if (error instanceof UnwantedFileError) return ApiError.field(errorKey, error.message);
    if (endedByClient(req, error)) {
      // Nobody is left to read the answer; one info line says what happened (no stack: nothing failed here).
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      logger.log(`Upload to ${req.path} ended by the client (${reason}); its partial file was deleted`);
      return ApiError.field(errorKey, 'The upload was interrupted. Please try again.');
    }
    if (error instanceof Error && /Unexpected end of form|Malformed part header/i.test(error.message)) {
      return ApiError.field(errorKey, 'The upload was interrupted. Please try again.');
    }
    return error;
  };

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    const maxFiles = 1 + optional.length;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: maxFiles,
          fields: MAX_FIELDS,
          parts: MAX_FIELDS + 1 + maxFiles,
          fieldSize: spec.maxFieldBytes,
          fileSize: Math.max(spec.maxBytes, ...optional.map((file) => file.maxBytes)) + 1,
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
      const parts = `${MAX_FIELDS + 1 + maxFiles} parts: ${MAX_FIELDS} fields and ${maxFiles} file(s)`;
      overLimit ??= `The form has too many ${what} (at most ${parts}).`;
    };
    parser.on('partsLimit', tooMany('parts'));
    parser.on('fieldsLimit', tooMany('fields'));
    parser.on('filesLimit', tooMany('files'));
    const fileFields: readonly string[] =
      typeof spec.fileField === 'string' ? [spec.fileField] : spec.fileField;
    let main: StoredFile | undefined;
    const extras = new Map<string, StoredFile>();
    const allStored = (): StoredFile[] => (main ? [main] : []).concat([...extras.values()]);
    // The first failure decides the answer; busboy's 'close' and the storage outcome may follow it.
    let failed = false;
    parser.on('field', (name, value) => {
      fields.set(name, value);
      fieldList.push([name, value]);
    });
    const store = (file: Readable, fileName: string, fileField: string, target: FileTarget): StoredFile => {
      const key = target.objectKey(fileName);
      const limit = new ByteLimit(target.maxBytes);
      // Not stream.pipeline: it would destroy busboy's file stream on a limit error, and busboy then waits for
      // that stream to be read forever; the rest of the form must still be read (and discarded) for the 422.
      file.on('error', (error) => limit.destroy(error));
      limit.on('error', () => {
        file.unpipe(limit);
        file.resume();
      });
      const hash = createHash('sha256');
      const stored: StoredFile = {
        key,
        fileName,
        fileField,
        limit,
        done: Promise.resolve(),
        hash,
        head: Buffer.alloc(0),
        errorKey: target.errorKey,
        tooLarge: target.tooLarge,
        checkHead: target.checkHead,
      };
      file.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        if (stored.head.length >= HEAD_BYTES) return;
        stored.head = Buffer.concat([stored.head, chunk]).subarray(0, HEAD_BYTES);
        const problem = stored.head.length >= HEAD_BYTES ? stored.checkHead?.(stored.head) : undefined;
        if (problem) limit.destroy(new UnwantedFileError(problem));
      });
      file.pipe(limit);
      stored.done = storage.putStream(key, limit, { contentType: target.contentType });
      // The outcome is read after the form has been parsed; this only keeps it from being unhandled meanwhile.
      stored.done.catch(() => undefined);
      return stored;
    };
    parser.on('file', (name, file, info) => {
      // busboy destroys every file stream with an error when the form ends early; unheard, that error would
      // end the process. The parser reports the same failure, so a skipped file's error needs no answer.
      file.on('error', () => undefined);
      // A form submitted without a file still sends the part, with an empty file name: treat it as no file.
      const extra = optional.find((candidate) => candidate.field === name);
      if (!info.filename || (extra ? extras.has(name) : !fileFields.includes(name) || main)) {
        file.resume();
        return;
      }
      if (extra) {
        extras.set(name, store(file, info.filename, name, extra));
        return;
      }
      main = store(file, info.filename, name, {
        objectKey: spec.objectKey,
        maxBytes: spec.maxBytes,
        contentType: spec.contentType,
        errorKey: spec.errorKey,
        tooLarge: spec.messages.tooLarge,
      });
    });
    const fail = async (error: unknown, file?: StoredFile): Promise<void> => {
      if (failed) return;
      failed = true;
      for (const stored of allStored()) {
        stored.limit.destroy();
        await stored.done.catch(() => undefined);
        await storage.delete(stored.key).catch(() => undefined);
      }
      reject(asApiError(error, file));
    };
    // A client that goes away mid-upload leaves busboy waiting for the rest; end it so the object is removed.
    req.on('close', () => {
      if (!req.complete) parser.destroy(new ClientLeftError('the request closed before its body ended'));
    });
    req.on('error', (error) => parser.destroy(error));
    parser.on('error', (error) => void fail(error));
    parser.on('close', () => {
      if (failed) return;
      if (overLimit) {
        void fail(ApiError.field(spec.errorKey, overLimit));
        return;
      }
      if (!main && fileRequired) {
        void fail(ApiError.field(spec.errorKey, spec.messages.noFile));
        return;
      }
      void settle(main, [...extras.values()]);
    });
    // Every file stored, and each optional one's first bytes judged (a file shorter than HEAD_BYTES included).
    const settle = async (first: StoredFile | undefined, others: StoredFile[]): Promise<void> => {
      for (const file of first ? [first, ...others] : others) {
        try {
          await file.done;
        } catch (error) {
          await fail(error, file);
          return;
        }
        const problem = file.checkHead?.(file.head);
        if (problem) {
          await fail(new UnwantedFileError(problem), file);
          return;
        }
      }
      if (failed) return;
      const optionalFiles = new Map(
        others.map((file) => [
          file.fileField,
          { key: file.key, fileName: file.fileName, sha256: file.hash.digest('hex') },
        ]),
      );
      resolve({
        file: first
          ? {
              key: first.key,
              fileName: first.fileName,
              fileField: first.fileField,
              sha256: first.hash.digest('hex'),
            }
          : null,
        fields,
        fieldList,
        optionalFiles,
      });
    };
    req.pipe(parser);
  });
}
