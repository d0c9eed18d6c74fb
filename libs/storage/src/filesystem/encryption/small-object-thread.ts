import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ObjectIntegrityError, ObjectKeyMismatchError, ObjectNotFoundError } from '../../errors';
import { sealedFileSize } from './object-cipher-format';
import { SMALL_OBJECT_FILE_BYTES } from './small-object-reader';
import { SpareBuffers } from './spare-buffers';
import type {
  SmallObjectBatch,
  SmallObjectFailure,
  SmallObjectReadReply,
  SmallObjectReply,
  SmallObjectReplyBatch,
  SmallObjectRequest,
  SmallObjectThreadData,
  SmallObjectWriteReply,
} from './small-object-thread-messages';
import { FILE_STORE_THREAD, MAX_SPARE_BUFFERS, MAX_SPARE_BYTES } from './small-object-thread-messages';

/** Objects of at most this many bytes are written on the thread (larger ones stream: fs-object-storage.ts). */
export const SMALL_WRITE_BYTES = 1024 * 1024;

/** A small object read and checked on the file thread. */
export interface ObjectReadOffThread {
  readonly plaintext: Buffer;
  readonly etag: string;
}

/** Plaintexts from a file thread, by the very Buffer handed out: whose thread may have it back. */
const lentPlaintexts = new WeakMap<Buffer, SmallObjectThread>();

/**
 * Hands a chunk read from storage back to the thread that read it, once nothing reads it any more (the socket
 * has taken its bytes): the thread fills it again instead of making new memory. Only the exact Buffer a read
 * gave counts (not a slice of it); any other chunk is left alone. It goes back with the thread's next read and
 * is detached then (its length becomes 0), so a reader that kept it by mistake sees nothing rather than another
 * object's bytes.
 */
export function recycleReadChunk(chunk: Uint8Array): void {
  const thread = lentPlaintexts.get(chunk as Buffer);
  if (!thread) return;
  lentPlaintexts.delete(chunk as Buffer);
  thread.takeBack(chunk.buffer as ArrayBuffer);
}

/** The thread stops after this long without a request, and starts again with the next. */
const IDLE_MS = 10_000;
/** After this many deaths of the thread, objects are read and written on the caller's thread for the store's life. */
const MAX_DEATHS = 3;

function errorOf(failure: SmallObjectFailure, objectKey: string): Error {
  switch (failure.kind) {
    case 'missing':
      return new ObjectNotFoundError(objectKey);
    case 'integrity':
      return new ObjectIntegrityError(objectKey, failure.frame);
    case 'key-mismatch':
      return new ObjectKeyMismatchError(objectKey, failure.fileKey, failure.configuredKey);
    case 'other':
      return Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {});
  }
}

/**
 * Compiled (dist/) the worker is a .js file beside this one; run from the TypeScript sources (tests, benches),
 * it is loaded through @swc-node/register, which the test tools already use.
 */
function startWorker(storageKey: Buffer): Worker {
  const options = {
    workerData: { storageKey: new Uint8Array(storageKey) } satisfies SmallObjectThreadData,
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 32 },
    // Named so that its CPU is told apart from the embedded database's thread in /proc (`comm`).
    name: FILE_STORE_THREAD,
  };
  if (__filename.endsWith('.js'))
    return new Worker(path.join(__dirname, 'small-object-thread.worker.js'), options);
  const entry = JSON.stringify(path.join(__dirname, 'small-object-thread.worker.ts'));
  return new Worker(`require('@swc-node/register'); require(${entry});`, { ...options, eval: true });
}

/**
 * Reads small encrypted objects of a recorded size (a batch ZIP's decks, a download's stat'ed deck) on a
 * thread of its own: opening, reading, checking and decrypting them cost the event loop most of a small deck's
 * download (three asynchronous file calls and AES-GCM), while the thread does them synchronously beside it and
 * hands over the plaintext without a copy. Writes small objects there too (a batch's decks): sealing and the
 * four file calls of an atomic write took the event loop 0.57-0.71 ms a 140 KB deck, the copy and the message
 * 0.07-0.13 ms. Started at the first request, stopped when idle; when it dies the requests waiting on it answer
 * null and are done on the caller's thread.
 */
export class SmallObjectThread {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (reply: SmallObjectReply | null) => void>();
  private nextId = 1;
  private deaths = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Buffers handed back since the last batch, sent with the next. */
  private spares: ArrayBuffer[] = [];
  private spareBytes = 0;
  /** Buffers that carried writes, back from the thread: the next writes' plaintexts are copied into them. */
  private readonly writeBuffers = new SpareBuffers();
  /** Reads and writes asked for in this turn of the event loop, sent together at its end. */
  private outbox: SmallObjectRequest[] = [];
  /** The write buffers those requests move to the thread. */
  private moving: ArrayBuffer[] = [];
  private sendScheduled = false;
  /** As the thread last said (tests read it: spares handed back keep it from growing). */
  buffersMade = 0;

  /** Write buffers made on this thread (the rest were buffers back from earlier writes). */
  get writeBuffersMade(): number {
    return this.writeBuffers.made;
  }

  constructor(
    private readonly storageKey: Buffer,
    private readonly idleMs = IDLE_MS,
  ) {}

  /**
   * The object in `file`, when it is a small encrypted object of `size` plaintext bytes; null when it is not
   * (larger, another size, written before encryption) or the thread is unavailable: read it the usual way.
   * Throws what reading it on this thread would: ObjectNotFoundError, ObjectIntegrityError (no byte of it is
   * given), ObjectKeyMismatchError.
   */
  async read(file: string, objectKey: string, size: number): Promise<ObjectReadOffThread | null> {
    if (!Number.isSafeInteger(size) || size < 0 || sealedFileSize(size) >= SMALL_OBJECT_FILE_BYTES)
      return null;
    const reply = (await this.ask((id) => ({
      kind: 'read',
      id,
      file,
      objectKey,
      size,
    }))) as SmallObjectReadReply | null;
    if (!reply || reply.outcome === 'elsewhere') return null;
    if (reply.outcome === 'failed') throw errorOf(reply.failure, objectKey);
    const { plaintext } = reply;
    this.buffersMade = reply.buffersMade;
    const lent = Buffer.from(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength);
    lentPlaintexts.set(lent, this);
    return { plaintext: lent, etag: reply.etag };
  }

  /**
   * Seals the object's plaintext (`chunks`, `size` bytes in all, as the caller checked) and writes it to `file`
   * atomically (a new file in `tmpDir` renamed into place); its ETag. Null when it is too large or the thread is
   * unavailable: write it the usual way. Throws what writing it on this thread would (the file system's error,
   * with its code).
   */
  async write(
    target: { file: string; tmpDir: string; objectKey: string; ownMetadata: boolean },
    chunks: Iterable<Uint8Array>,
    size: number,
  ): Promise<{ etag: string } | null> {
    if (!Number.isSafeInteger(size) || size < 0 || size > SMALL_WRITE_BYTES || !this.isAvailable())
      return null;
    const plaintext = this.writeBuffers.take(size);
    const view = new Uint8Array(plaintext);
    let at = 0;
    let tooLong = false;
    for (const chunk of chunks) {
      tooLong = at + chunk.byteLength > size;
      if (tooLong) break;
      view.set(chunk, at);
      at += chunk.byteLength;
    }
    // A reused buffer holds an earlier object's bytes past `at`: they must never be sealed into this one.
    if (tooLong || at !== size) {
      this.writeBuffers.keep(plaintext);
      throw new RangeError(`The object's chunks are not the ${size} bytes declared`);
    }
    const reply = (await this.ask(
      (id) => ({ kind: 'write', id, ...target, plaintext, size }),
      [plaintext],
    )) as SmallObjectWriteReply | null;
    if (!reply) return null;
    this.writeBuffers.keep(reply.plaintext);
    if (reply.outcome === 'failed') throw errorOf(reply.failure, target.objectKey);
    return { etag: reply.etag };
  }

  /**
   * Queues a request for this turn's batch; its answer, or null when no thread takes it. `moving`: buffers the
   * request moves to the thread.
   */
  private async ask(
    request: (id: number) => SmallObjectRequest,
    moving: ArrayBuffer[] = [],
  ): Promise<SmallObjectReply | null> {
    const worker = this.running();
    if (!worker) return null;
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<SmallObjectReply | null>((resolve) => {
      this.waiting.set(id, resolve);
      if (this.waiting.size === 1) this.busy(worker);
      this.outbox.push(request(id));
      this.moving.push(...moving);
      if (!this.sendScheduled) {
        this.sendScheduled = true;
        process.nextTick(() => this.send());
      }
    });
  }

  /** Sends this turn's requests (and the spares) to the thread running now; with none, they answer null. */
  private send(): void {
    this.sendScheduled = false;
    const requests = this.outbox;
    const spares = this.spares;
    const moving = this.moving;
    this.outbox = [];
    this.moving = [];
    this.spares = [];
    this.spareBytes = 0;
    if (requests.length === 0) return;
    if (!this.worker) {
      for (const { id } of requests) this.answer(id, null);
      return;
    }
    const worker = this.worker;
    try {
      worker.postMessage({ requests, spares } satisfies SmallObjectBatch, [...spares, ...moving]);
    } catch (error) {
      // A spare that could not be moved (handed back twice, say): the thread is given up, its requests done here.
      this.worker = null;
      this.died(error);
      void worker.terminate();
    }
  }

  /** A plaintext's memory, back from the caller (recycleReadChunk): it goes with the next read. */
  takeBack(spare: ArrayBuffer): void {
    if (!this.worker || this.spares.length >= MAX_SPARE_BUFFERS) return;
    if (this.spareBytes + spare.byteLength > MAX_SPARE_BYTES) return;
    this.spares.push(spare);
    this.spareBytes += spare.byteLength;
  }

  /** Whether reads and writes may still go to a thread (not after it failed three times). */
  isAvailable(): boolean {
    return this.deaths < MAX_DEATHS;
  }

  /** Whether the thread is started (it stops when idle). */
  isRunning(): boolean {
    return this.worker !== null;
  }

  /** Stops the thread now; requests waiting on it are answered null. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.answerWaiting();
    if (worker) await worker.terminate();
  }

  private running(): Worker | null {
    if (this.worker) return this.worker;
    if (this.deaths >= MAX_DEATHS) return null;
    let worker: Worker;
    try {
      worker = startWorker(this.storageKey);
    } catch (error) {
      this.died(error);
      return null;
    }
    worker.unref();
    worker.on('message', ({ replies }: SmallObjectReplyBatch) => {
      for (const reply of replies) this.answer(reply.id, reply);
      if (this.waiting.size === 0 && this.worker === worker) this.idle(worker);
    });
    const died = (error?: unknown) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.died(error);
      void worker.terminate();
    };
    worker.on('error', died);
    worker.on('messageerror', died);
    worker.on('exit', (code) => died(new Error(`the file thread exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** A thread that failed: its requests are done on the caller's thread; after a few, no thread is started again. */
  private died(error: unknown): void {
    this.deaths += 1;
    this.answerWaiting();
    const reason = error instanceof Error ? error.message : String(error);
    const outcome =
      this.deaths >= MAX_DEATHS
        ? 'small objects are read and written on the event loop from now on'
        : 'its reads and writes are done on the event loop';
    process.emitWarning(`The file store's thread failed (${reason}); ${outcome}`, {
      code: 'DECKMILL_FILE_THREAD',
    });
  }

  private answer(id: number, reply: SmallObjectReply | null): void {
    const answer = this.waiting.get(id);
    this.waiting.delete(id);
    answer?.(reply);
  }

  /** While requests wait on it, the thread keeps the process alive (a script awaiting one would exit). */
  private busy(worker: Worker): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    worker.ref();
  }

  private idle(worker: Worker): void {
    worker.unref();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker === worker && this.waiting.size === 0) void this.stop();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** Every read waiting (sent or not) answers null; spares are dropped. */
  private answerWaiting(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.outbox = [];
    this.moving = [];
    this.spares = [];
    this.spareBytes = 0;
    // Not kept while no thread runs: they would hold earlier objects' bytes for nothing.
    this.writeBuffers.clear();
    const answers = [...this.waiting.values()];
    this.waiting.clear();
    for (const answer of answers) answer(null);
  }
}
