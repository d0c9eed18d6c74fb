import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RenderedDeck, type CompiledTemplate, type ImageSource } from '@deckmill/pptx';
import type { DataRecord } from '@deckmill/csv/data';
import { renderRow } from '../use-cases/render-chunk/render-row';
import {
  MAX_RECYCLED_BYTES,
  RENDER_THREAD,
  type FromRenderThread,
  type RenderThreadData,
  type ToRenderThread,
} from './render-thread-messages';
import { errorOf, failureOf } from './thread-failure';

/** A row to render, with what rendering it on this thread takes when no render thread can. */
export interface ThreadedRow {
  readonly templateKey: string;
  /** The template compiled on this thread: used only when the row is rendered here. */
  readonly template: CompiledTemplate;
  readonly values: DataRecord;
  readonly watermark: boolean;
  readonly locale: string;
  readonly images: ImageSource;
  /** Whose source `images` is (the batch): a thread keeps its answers per source, so a logo crosses once. */
  readonly imagesKey: string;
  readonly maxValueChars: number;
}

/** How a thread ended: `died` when it was not stopped (it crashed, or could not start). */
export interface ThreadEnd {
  readonly died: boolean;
  /** Whether rows go to the caller's thread from now on (MAX_DEATHS reached). */
  readonly givenUp: boolean;
  readonly reason?: string;
}

export interface RenderThreadsSettings extends RenderThreadData {
  /** Threads rendering beside the main thread; 0 renders every row on the caller's thread. */
  readonly threads: number;
  /** The template file of a key, read once for each thread that renders with it. */
  readonly readTemplate: (templateKey: string) => Promise<Uint8Array>;
  /** A thread stops after this long without a row, and starts again with the next. */
  readonly idleMs?: number;
  /** Told each time a thread ends (logged by the caller; tests wait on it). */
  readonly onThreadEnd?: (end: ThreadEnd) => void;
}

/** After this many deaths of threads, rows are rendered on the caller's thread for the pool's life. */
const MAX_DEATHS = 3;
const IDLE_MS = 30_000;
/**
 * Rows of a larger template (its pictures, mostly) are rendered on the caller's thread: there a deck hands its
 * unchanged parts to storage as views of the template's bytes, where a thread must copy the whole deck to move
 * it. 1,000 rows of the 2.3 MB picture deck on a thread took 28.4 s and 49 ms of CPU a row against 15.0 s and
 * 23 ms, V8's helper threads 24 ms a row against 7, peak 440 MB against 343 (bench:batch, session 63).
 */
export const MAX_THREAD_TEMPLATE_BYTES = 1024 * 1024;

/** Buffers back from the caller kept for a thread until its next row carries them over. */
const MAX_SPARES = 8;
/**
 * 8 MB semi-spaces (V8 makes a young generation of three), as `npm start` gives the main thread
 * (tools/start.mjs): without a limit a thread would get V8's default for the host. 12 to 96 MB made no
 * difference measured (docs/benchmarks.md, session 63).
 */
const YOUNG_GENERATION_MB = 24;

function renderHere(row: ThreadedRow): Promise<RenderedDeck> {
  const { values, watermark, locale, images } = row;
  return renderRow(row.template, { values, watermark, locale, images }, row.maxValueChars);
}

/**
 * Compiled (dist/) the worker is a .js file beside this one; run from the TypeScript sources (tests, benches),
 * it is loaded through @swc-node/register with the repository's path aliases.
 */
function startWorker(data: RenderThreadData): Worker {
  const options = {
    workerData: data,
    name: RENDER_THREAD,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  };
  if (__filename.endsWith('.js')) return new Worker(path.join(__dirname, 'render-thread.worker.js'), options);
  const project = JSON.stringify(path.resolve(__dirname, '../../../../../tsconfig.json'));
  const entry = JSON.stringify(path.join(__dirname, 'render-thread.worker.ts'));
  const script = `process.env.SWC_NODE_PROJECT ??= ${project}; require('@swc-node/register'); require(${entry});`;
  return new Worker(script, { ...options, eval: true });
}

/** Decks from a thread, by their one buffer: whose thread may have it back once the deck is stored. */
const lentDecks = new WeakMap<Uint8Array, RenderThread>();

interface Pending {
  readonly row: ThreadedRow;
  readonly resolve: (deck: RenderedDeck) => void;
  readonly reject: (error: unknown) => void;
  /** The posting of the template this row was sent after (to send it again only once when evicted). */
  templateSent?: Promise<void>;
}

/** One render thread, the rows it was given and the templates it was sent. */
class RenderThread {
  readonly worker: Worker;
  readonly pending = new Map<number, Pending>();
  /** Per template key, the posting of the request that carried its file: later ones are posted after it. */
  private readonly templatesSent = new Map<string, Promise<void>>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** An error was reported: it is about to exit, so it takes no more rows. */
  private dying = false;
  private spares: ArrayBuffer[] = [];

  constructor(
    private readonly settings: RenderThreadsSettings,
    private readonly ended: (thread: RenderThread, died: boolean, reason?: string) => void,
  ) {
    this.worker = startWorker({
      templateBudgetBytes: settings.templateBudgetBytes,
      deflateLevel: settings.deflateLevel,
    });
    let failure: string | undefined;
    this.worker.on('message', (message: FromRenderThread) => this.answer(message));
    // Whatever it was doing is done again on the caller's thread: no row is lost with a thread.
    this.worker.on('error', (error) => {
      failure = error.message;
      this.dying = true;
    });
    // A reply that cannot be read would leave its row waiting: the thread is given up, its rows go elsewhere.
    this.worker.on('messageerror', (error) => {
      failure = `a reply could not be read: ${error.message}`;
      this.dying = true;
      void this.worker.terminate();
    });
    this.worker.once('exit', () => this.end(failure));
    // Idle, it holds no process open (after the listeners: the first 'message' listener refs the port again).
    this.worker.unref();
  }

  get isStopping(): boolean {
    return this.stopped || this.dying;
  }

  render(row: ThreadedRow): Promise<RenderedDeck> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.pending.size === 0) this.worker.ref();
    const id = this.nextId++;
    return new Promise<RenderedDeck>((resolve, reject) => {
      this.pending.set(id, { row, resolve, reject });
      this.post(id, row).catch((error: unknown) => this.settle(id, (pending) => pending.reject(error)));
    });
  }

  /** A deck's buffer, stored: it goes back with the next row. */
  takeBack(buffer: ArrayBuffer): void {
    if (!this.stopped && this.spares.length < MAX_SPARES) this.spares.push(buffer);
  }

  stop(): Promise<number> {
    this.stopped = true;
    return this.worker.terminate();
  }

  private async post(id: number, row: ThreadedRow): Promise<void> {
    const { templateKey, values, watermark, locale, imagesKey, maxValueChars } = row;
    const request = {
      type: 'render',
      id,
      templateKey,
      values,
      watermark,
      locale,
      imagesKey,
      maxValueChars,
    } as const;
    const send = (template?: Uint8Array) => {
      const spares = this.spares;
      this.spares = [];
      this.worker.postMessage(
        { ...request, ...(template ? { template } : {}), spares } satisfies ToRenderThread,
        spares,
      );
    };
    const pending = this.pending.get(id);
    const sent = this.templatesSent.get(templateKey);
    if (sent) {
      if (pending) pending.templateSent = sent;
      await sent;
      send();
      return;
    }
    const sending = this.settings.readTemplate(templateKey).then(send);
    if (pending) pending.templateSent = sending;
    this.templatesSent.set(templateKey, sending);
    sending.catch(() => {
      if (this.templatesSent.get(templateKey) === sending) this.templatesSent.delete(templateKey);
    });
    await sending;
  }

  private answer(message: FromRenderThread): void {
    switch (message.type) {
      case 'rendered': {
        const bytes = Buffer.from(message.buffer, 0, message.byteLength);
        if (message.buffer.byteLength <= MAX_RECYCLED_BYTES) lentDecks.set(bytes, this);
        const deck = new RenderedDeck([bytes], message.missing, message.notes);
        return this.settle(message.id, (pending) => pending.resolve(deck));
      }
      case 'failed':
        return this.settle(message.id, (pending) => pending.reject(errorOf(message.failure)));
      case 'needs-template': {
        const pending = this.pending.get(message.id);
        if (!pending) return;
        // Several rows may say so at once: the file is sent again once, by the first.
        const { templateKey } = pending.row;
        if (this.templatesSent.get(templateKey) === pending.templateSent)
          this.templatesSent.delete(templateKey);
        this.post(message.id, pending.row).catch((error: unknown) =>
          this.settle(message.id, (waiting) => waiting.reject(error)),
        );
        return;
      }
      case 'image':
        return this.resolveImage(message.id, message.renderId, message.value);
    }
  }

  private resolveImage(questionId: number, renderId: number, value: string): void {
    const pending = this.pending.get(renderId);
    const reply = (answer: Omit<Extract<ToRenderThread, { type: 'image' }>, 'type' | 'id'>) =>
      this.worker.postMessage({ type: 'image', id: questionId, ...answer } satisfies ToRenderThread);
    if (!pending) return reply({ failure: { message: 'The row is no longer rendered.' } });
    pending.row.images.resolve(value).then(
      (lookup) => reply({ lookup }),
      (error: unknown) => reply({ failure: failureOf(error) }),
    );
  }

  private settle(id: number, outcome: (pending: Pending) => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    outcome(pending);
    if (this.pending.size === 0 && !this.stopped) {
      this.worker.unref();
      this.idleTimer = setTimeout(() => void this.stop(), this.settings.idleMs ?? IDLE_MS).unref();
    }
  }

  private end(failure: string | undefined): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const died = !this.stopped;
    this.stopped = true;
    for (const pending of this.pending.values())
      renderHere(pending.row).then(pending.resolve, pending.reject);
    this.pending.clear();
    this.ended(this, died, failure);
  }
}

/**
 * Renders rows on threads beside the caller's (embedded mode: one process, whose main thread also serves
 * requests, runs the database's queries and stores the decks). Each thread compiles the templates it is sent,
 * once, and answers a deck as one buffer moved back uncopied; pictures are resolved on the caller's thread
 * with the batch's own source, each answer crossing once per source. A row goes to the thread with the fewest
 * rows, unless its template is larger than MAX_THREAD_TEMPLATE_BYTES; when a thread dies its rows are
 * rendered on the caller's thread, and after MAX_DEATHS deaths (or once stopped) every row is.
 */
export class RenderThreads {
  private readonly threads: RenderThread[] = [];
  private deaths = 0;
  private closed = false;

  constructor(private readonly settings: RenderThreadsSettings) {}

  /** Threads running now (started at the first row, stopped when idle). */
  get running(): number {
    return this.threads.length;
  }

  render(row: ThreadedRow): Promise<RenderedDeck> {
    const threaded =
      !this.closed && this.deaths < MAX_DEATHS && row.template.fileByteLength <= MAX_THREAD_TEMPLATE_BYTES;
    const thread = threaded ? this.pick() : undefined;
    return thread ? thread.render(row) : renderHere(row);
  }

  /**
   * Gives a deck rendered on a thread back to it once nothing reads the deck any more (it is stored): its
   * buffer carries a later deck. Its bytes are gone from this thread then (the buffer is detached). A deck
   * rendered here, or one larger than MAX_RECYCLED_BYTES, is left alone.
   */
  recycle(deck: RenderedDeck): void {
    const [only, ...others] = deck.chunks;
    const thread = only && others.length === 0 ? lentDecks.get(only) : undefined;
    if (!only || !thread) return;
    lentDecks.delete(only);
    thread.takeBack(only.buffer as ArrayBuffer);
  }

  /** Stops every thread; rows they held, and any row from now on, are rendered on the caller's thread. */
  async stop(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }

  private pick(): RenderThread | undefined {
    const live = this.threads.filter((thread) => !thread.isStopping);
    if (live.length < this.settings.threads) return this.start() ?? live[0];
    return live.reduce<RenderThread | undefined>(
      (least, thread) => (!least || thread.pending.size < least.pending.size ? thread : least),
      undefined,
    );
  }

  private start(): RenderThread | undefined {
    try {
      const thread = new RenderThread(this.settings, (ended, died, reason) =>
        this.ended(ended, died, reason),
      );
      this.threads.push(thread);
      return thread;
    } catch (error) {
      this.deaths += 1;
      this.told(true, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  private ended(thread: RenderThread, died: boolean, reason?: string): void {
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
    if (died) this.deaths += 1;
    this.told(died, reason);
  }

  private told(died: boolean, reason?: string): void {
    const givenUp = this.deaths >= MAX_DEATHS;
    try {
      this.settings.onThreadEnd?.({ died, givenUp, ...(reason ? { reason } : {}) });
    } catch {
      // Only told: a listener that throws changes nothing here (its rows are already on their way).
    }
  }
}
