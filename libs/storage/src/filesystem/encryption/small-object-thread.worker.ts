import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { ObjectIntegrityError, ObjectKeyMismatchError } from '../../errors';
import { openedFrames } from './decrypting-reader';
import { FRAME_SIZE, HEADER_SIZE, headerEtag, parseHeader, sealedFileSize } from './object-cipher-format';
import { checkObjectHeader } from './object-file-reader';
import type {
  SmallObjectReadBatch,
  SmallObjectReadFailure,
  SmallObjectReadReply,
  SmallObjectReadRequest,
  SmallObjectReplyBatch,
  SmallObjectThreadData,
} from './small-object-thread-messages';
import { MAX_SPARE_BUFFERS, MAX_SPARE_BYTES } from './small-object-thread-messages';
import { SMALL_OBJECT_FILE_BYTES } from './small-object-reader';

// Runs on the reader thread: reads, checks and decrypts small objects with synchronous calls, which block only
// this thread (tools/bench/file-reads.ts: 17-26 us of CPU a 140 KB file synchronously, 160-213 through
// fs/promises on the event loop).

const storageKey = Buffer.from((workerData as SmallObjectThreadData).storageKey);
/** One read at a time on this thread, so one buffer serves every object. */
const sealed = Buffer.allocUnsafeSlow(SMALL_OBJECT_FILE_BYTES);

/**
 * Plaintext buffers handed back by the caller. Every plaintext used to be fresh memory moved to the caller's
 * thread: its collector only freed them in full collections, which then took a fifth of that thread during a
 * batch ZIP, and the process grew by 120 MB.
 */
const spares: ArrayBuffer[] = [];
let buffersMade = 0;
/** New buffers are made in whole frames, so a spare fits objects a little larger than the one it was made for. */
const BUFFER_STEP = FRAME_SIZE;

/** The smallest spare the object fits in, else a new buffer. */
function plaintextBuffer(size: number): ArrayBuffer {
  // Nothing is written for an empty object: no spare is spent on it.
  if (size === 0) return new ArrayBuffer(0);
  let best = -1;
  spares.forEach((spare, index) => {
    const bestSize = spares[best]?.byteLength ?? Infinity;
    if (spare.byteLength >= size && spare.byteLength < bestSize) best = index;
  });
  if (best >= 0) return spares.splice(best, 1)[0] as ArrayBuffer;
  buffersMade += 1;
  return new ArrayBuffer(Math.max(BUFFER_STEP, Math.ceil(size / BUFFER_STEP) * BUFFER_STEP));
}

/**
 * Keeps a spare within the bounds: past the count the smallest is dropped, past the bytes the largest (so a
 * few large decks do not leave only large buffers for small ones).
 */
function keep(spare: ArrayBuffer): void {
  if (spare.byteLength === 0) return;
  spares.push(spare);
  spares.sort((a, b) => b.byteLength - a.byteLength);
  if (spares.length > MAX_SPARE_BUFFERS) spares.pop();
  let bytes = spares.reduce((sum, kept) => sum + kept.byteLength, 0);
  while (bytes > MAX_SPARE_BYTES) bytes -= spares.shift()?.byteLength ?? 0;
}

function failureOf(error: unknown): SmallObjectReadFailure {
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
  const plaintext = Buffer.from(plaintextBuffer(size), 0, size);
  let at = 0;
  for (const frame of openedFrames(
    { header, objectKey },
    storageKey,
    sealed.subarray(HEADER_SIZE, fileSize),
  )) {
    at += frame.copy(plaintext, at);
  }
  return { id, outcome: 'read', etag: headerEtag(header), plaintext, buffersMade };
}

function handle(request: SmallObjectReadRequest): SmallObjectReadReply {
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

parentPort?.on('message', ({ requests, spares: handedBack }: SmallObjectReadBatch) => {
  for (const spare of handedBack) keep(spare);
  const replies = requests.map(handle);
  const moved = replies.flatMap((reply) =>
    reply.outcome === 'read' ? [reply.plaintext.buffer as ArrayBuffer] : [],
  );
  parentPort?.postMessage({ replies } satisfies SmallObjectReplyBatch, moved);
});
