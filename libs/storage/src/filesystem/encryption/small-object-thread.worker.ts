import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { ObjectIntegrityError, ObjectKeyMismatchError } from '../../errors';
import { BUFFERS_PER_WRITE, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, unwrittenAfter } from '../atomic-write';
import { openedFrames } from './decrypting-reader';
import { sealChunks } from './encrypting-transform';
import { HEADER_SIZE, headerEtag, parseHeader, sealedFileSize } from './object-cipher-format';
import { checkObjectHeader } from './object-file-reader';
import type {
  SmallObjectBatch,
  SmallObjectFailure,
  SmallObjectReadReply,
  SmallObjectReadRequest,
  SmallObjectReply,
  SmallObjectReplyBatch,
  SmallObjectRequest,
  SmallObjectThreadData,
  SmallObjectWriteReply,
  SmallObjectWriteRequest,
} from './small-object-thread-messages';
import { SMALL_OBJECT_FILE_BYTES } from './small-object-reader';
import { SpareBuffers } from './spare-buffers';

// Runs on the file store's thread: reads, checks and decrypts small objects, and seals and writes them, with
// synchronous calls, which block only this thread (tools/bench/file-reads.ts: 17-26 us of CPU a 140 KB file
// read synchronously, 160-213 through fs/promises on the event loop).

const storageKey = Buffer.from((workerData as SmallObjectThreadData).storageKey);
/** One read at a time on this thread, so one buffer serves every object. */
const sealed = Buffer.allocUnsafeSlow(SMALL_OBJECT_FILE_BYTES);

/** Plaintext buffers handed back by the caller, to be filled again. */
const spares = new SpareBuffers();

function failureOf(error: unknown): SmallObjectFailure {
  if (error instanceof ObjectIntegrityError) return { kind: 'integrity', frame: error.frame };
  if (error instanceof ObjectKeyMismatchError) {
    return {
      kind: 'key-mismatch',
      fileKey: error.fileKeyFingerprint,
      configuredKey: error.configuredKeyFingerprint,
    };
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
  const message = error instanceof Error ? error.message : String(error);
  return code ? { kind: 'other', message, code } : { kind: 'other', message };
}

function readObject(fd: number, { id, objectKey, size }: SmallObjectReadRequest): SmallObjectReadReply {
  const fileSize = sealedFileSize(size);
  if (fileSize >= SMALL_OBJECT_FILE_BYTES) return { id, outcome: 'elsewhere' };
  // One byte more than expected: a longer file is seen, and read the usual way (which says what changed).
  const bytesRead = readSync(fd, sealed, 0, fileSize + 1, 0);
  if (bytesRead !== fileSize) return { id, outcome: 'elsewhere' };
  const header = parseHeader(Buffer.from(sealed.subarray(0, HEADER_SIZE)));
  if (!header) return { id, outcome: 'elsewhere' };
  checkObjectHeader(header, fileSize, objectKey, storageKey);
  // Its own memory (never a slice of Node's shared pool), so it can be moved to the other thread.
  const plaintext = Buffer.from(spares.take(size), 0, size);
  let at = 0;
  for (const frame of openedFrames(
    { header, objectKey },
    storageKey,
    sealed.subarray(HEADER_SIZE, fileSize),
  )) {
    at += frame.copy(plaintext, at);
  }
  return { id, outcome: 'read', etag: headerEtag(header), plaintext, buffersMade: spares.made };
}

function writeAll(fd: number, buffers: readonly Buffer[]): void {
  let rest = buffers;
  while (rest.length > 0) {
    const batch = rest.length > BUFFERS_PER_WRITE ? rest.slice(0, BUFFERS_PER_WRITE) : rest;
    rest = [...unwrittenAfter(batch, writevSync(fd, batch as Buffer[])), ...rest.slice(batch.length)];
  }
}

/** As atomic-write's renameInto: the directory is made only when the rename says it is missing. */
function renameInto(temp: string, target: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      renameSync(temp, target);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
      mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    }
  }
}

/**
 * What this thread seals or decrypts is garbage as soon as it is written or moved, and the thread allocates few
 * objects on its heap, so its collector ran only when that memory passed V8's external-memory step (64 MB). A
 * young-generation collection after every 4 MB frees it (it dies young): 8,000 writes of 140 KB on Node 24
 * left the process 18 MB larger against 24-25 MB without (`--expose-gc` is the process's flag: contexts and
 * workers made after it see a `gc`, which nothing else here calls). Without `gc`, nothing is collected early.
 */
function youngCollector(): () => void {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    if (typeof gc === 'function')
      return () => (gc as (options: { type: 'minor' }) => void)({ type: 'minor' });
  } catch {
    // collected the usual way
  }
  return () => undefined;
}
const collectYoung = youngCollector();
const BYTES_PER_COLLECTION = 4 * 1024 * 1024;
let bytesSinceCollection = 0;

/** Sealed, written to a new temporary file and renamed into place, as writeBuffersAtomically does. */
function writeObject(request: SmallObjectWriteRequest): SmallObjectWriteReply {
  const { id, plaintext } = request;
  const temp = join(request.tmpDir, randomUUID());
  try {
    const content = new Uint8Array(plaintext, 0, request.size);
    const { buffers, etag } = sealChunks(storageKey, request.objectKey, request.ownMetadata, [content]);
    const fd = openSync(temp, 'wx', PRIVATE_FILE_MODE);
    try {
      writeAll(fd, buffers);
    } catch (error) {
      // The write's error is the one to report, not a failed close after it.
      try {
        closeSync(fd);
      } catch {
        // reported: the write's error
      }
      throw error;
    }
    closeSync(fd);
    renameInto(temp, request.file);
    return { id, outcome: 'written', etag, plaintext };
  } catch (error) {
    try {
      rmSync(temp, { force: true });
    } catch {
      // the write's error is the one to report
    }
    // Whatever the code, a write that failed is the file system's error (ENOENT here is a missing temporary
    // folder, never a missing object).
    const { code } = error as NodeJS.ErrnoException;
    const message = error instanceof Error ? error.message : String(error);
    return {
      id,
      outcome: 'failed',
      failure: code ? { kind: 'other', message, code } : { kind: 'other', message },
      plaintext,
    };
  }
}

function readOne(request: SmallObjectReadRequest): SmallObjectReadReply {
  try {
    const fd = openSync(request.file, 'r');
    try {
      return readObject(fd, request);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { id: request.id, outcome: 'failed', failure: failureOf(error) };
  }
}

// A batch that cannot be read here is a failure of the thread (its reads are then read on the event loop),
// never a batch silently dropped.
parentPort?.on('messageerror', (error) => {
  throw error;
});

function handle(request: SmallObjectRequest): SmallObjectReply {
  bytesSinceCollection += request.size;
  return request.kind === 'write' ? writeObject(request) : readOne(request);
}

/** The buffers a reply moves back: a read's plaintext, a write's buffer to fill again. */
function movedBy(reply: SmallObjectReply): ArrayBuffer[] {
  if ('plaintext' in reply) {
    const { plaintext } = reply;
    return [plaintext instanceof ArrayBuffer ? plaintext : (plaintext.buffer as ArrayBuffer)];
  }
  return [];
}

parentPort?.on('message', ({ requests, spares: handedBack }: SmallObjectBatch) => {
  for (const spare of handedBack) spares.keep(spare);
  const replies = requests.map(handle);
  parentPort?.postMessage({ replies } satisfies SmallObjectReplyBatch, replies.flatMap(movedBy));
  if (bytesSinceCollection >= BYTES_PER_COLLECTION) {
    bytesSinceCollection = 0;
    try {
      collectYoung();
    } catch {
      // a collection that failed leaves the garbage to the usual one
    }
  }
});
