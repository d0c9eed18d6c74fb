import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ObjectIntegrityError, ObjectKeyMismatchError, ObjectNotFoundError } from '../../errors';
import { sealedFileSize } from './object-cipher-format';
import { SMALL_OBJECT_FILE_BYTES } from './small-object-reader';
import type {
  SmallObjectReadFailure,
  SmallObjectReadReply,
  SmallObjectReadBatch,
  SmallObjectReadRequest,
  SmallObjectReplyBatch,
  SmallObjectThreadData,
} from './small-object-thread-messages';
import { MAX_SPARE_BUFFERS, MAX_SPARE_BYTES } from './small-object-thread-messages';

/** A small object read and checked on the reader thread. */
export interface ObjectReadOffThread {
  readonly plaintext: Buffer;
  readonly etag: string;
}

/** Plaintexts from a reader thread, by the very Buffer handed out: whose thread may have it back. */
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

/** The reader thread stops after this long without a read, and starts again with the next. */
const IDLE_MS = 10_000;
/** After this many deaths of the thread, objects are read on the caller's thread for the store's life. */
const MAX_DEATHS = 3;

function errorOf(failure: SmallObjectReadFailure, objectKey: string): Error {
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
 * hands over the plaintext without a copy. Started at the first read, stopped when idle; when it dies the
 * reads waiting on it answer null and are read on the caller's thread.
 */
export class SmallObjectThread {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (reply: SmallObjectReadReply | null) => void>();
  private nextId = 1;
  private deaths = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Buffers handed back since the last batch, sent with the next. */
  private spares: ArrayBuffer[] = [];
  private spareBytes = 0;
  /** Reads asked for in this turn of the event loop, sent together at its end. */
  private outbox: SmallObjectReadRequest[] = [];
  private sendScheduled = false;
  /** As the thread last said (tests read it: spares handed back keep it from growing). */
  buffersMade = 0;

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
    const worker = this.running();
    if (!worker) return null;
    const id = this.nextId;
    this.nextId += 1;
    const reply = await new Promise<SmallObjectReadReply | null>((resolve) => {
      this.waiting.set(id, resolve);
      if (this.waiting.size === 1) this.busy(worker);
      this.outbox.push({ id, file, objectKey, size });
      if (!this.sendScheduled) {
        this.sendScheduled = true;
        process.nextTick(() => this.send());
      }
    });
    if (!reply || reply.outcome === 'elsewhere') return null;
    if (reply.outcome === 'failed') throw errorOf(reply.failure, objectKey);
    const { plaintext } = reply;
    this.buffersMade = reply.buffersMade;
    const lent = Buffer.from(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength);
    lentPlaintexts.set(lent, this);
    return { plaintext: lent, etag: reply.etag };
  }

  /** Sends this turn's reads (and the spares) to the thread running now; with none, they answer null. */
  private send(): void {
    this.sendScheduled = false;
    const requests = this.outbox;
    const spares = this.spares;
    this.outbox = [];
    this.spares = [];
    this.spareBytes = 0;
    if (requests.length === 0) return;
    if (!this.worker) {
      for (const { id } of requests) this.answer(id, null);
      return;
    }
    const worker = this.worker;
    try {
      worker.postMessage({ requests, spares } satisfies SmallObjectReadBatch, spares);
    } catch (error) {
      // A spare that could not be moved (handed back twice, say): the thread is given up, its reads read here.
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

  /** Whether reads may still go to a thread (not after it failed three times). */
  isAvailable(): boolean {
    return this.deaths < MAX_DEATHS;
  }

  /** Whether the thread is started (it stops when idle). */
  isRunning(): boolean {
    return this.worker !== null;
  }

  /** Stops the thread now; reads waiting on it are answered null. */
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
    worker.on('exit', (code) => died(new Error(`the reader thread exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** A thread that failed: its reads are read on the caller's thread; after a few, no thread is started again. */
  private died(error: unknown): void {
    this.deaths += 1;
    this.answerWaiting();
    const reason = error instanceof Error ? error.message : String(error);
    const outcome =
      this.deaths >= MAX_DEATHS
        ? 'small objects are read on the event loop from now on'
        : 'its reads are read on the event loop';
    process.emitWarning(`The file store's reader thread failed (${reason}); ${outcome}`, {
      code: 'DECKMILL_READ_THREAD',
    });
  }

  private answer(id: number, reply: SmallObjectReadReply | null): void {
    const answer = this.waiting.get(id);
    this.waiting.delete(id);
    answer?.(reply);
  }

  /** While reads wait on it, the thread keeps the process alive (a script awaiting one read would exit). */
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
    this.spares = [];
    this.spareBytes = 0;
    const answers = [...this.waiting.values()];
    this.waiting.clear();
    for (const answer of answers) answer(null);
  }
}
