import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  RenderError,
  RenderedDeck,
  renderErrorOf,
  type CompiledTemplate,
  type ImageSource,
} from '@deckmill/pptx';
import type { DataRecord } from '@deckmill/csv/data';
import { renderRow } from '../use-cases/render-chunk/render-row';
import {
  RENDER_THREAD,
  type FromRenderThread,
  type RenderThreadData,
  type ThreadFailure,
  type ToRenderThread,
} from './render-thread-messages';

/** A row to render, with what rendering it on this thread takes when no render thread can. */
export interface ThreadedRow {
  readonly templateKey: string;
  /** The template compiled on this thread: used only when the row is rendered here. */
  readonly template: CompiledTemplate;
  readonly values: DataRecord;
  readonly watermark: boolean;
  readonly locale: string;
  readonly images: ImageSource;
  readonly maxValueChars: number;
}

export interface RenderThreadsSettings extends RenderThreadData {
  /** Threads rendering beside the main thread; 0 renders every row on the caller's thread. */
  readonly threads: number;
  /** The template file of a key, read once for each thread that renders with it. */
  readonly readTemplate: (templateKey: string) => Promise<Uint8Array>;
  /** A thread stops after this long without a row, and starts again with the next. */
  readonly idleMs?: number;
}

/** After this many deaths of threads, rows are rendered on the caller's thread for the pool's life. */
const MAX_DEATHS = 3;
const IDLE_MS = 30_000;
/**
 * The young generation a thread asks for: 8 MB semi-spaces, as `npm start` gives the main thread, so that a
 * deck's text-fitting objects die young there too (tools/start.mjs).
 */
const YOUNG_GENERATION_MB = 24;

function renderHere(row: ThreadedRow): Promise<RenderedDeck> {
  const { values, watermark, locale, images } = row;
  return renderRow(row.template, { values, watermark, locale, images }, row.maxValueChars);
}

function errorOf(failure: ThreadFailure): Error {
  return failure.renderKind
    ? new RenderError(failure.renderKind, failure.message)
    : new Error(failure.message);
}

function failureOf(error: unknown): ThreadFailure {
  const fault = renderErrorOf(error);
  if (fault) return { message: fault.message, renderKind: fault.kind };
  return { message: error instanceof Error ? error.message : String(error) };
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

/** Buffers back from the caller kept for a thread until its next row carries them over. */
const MAX_SPARES = 8;

/** Decks from a thread, by their one buffer: whose thread may have it back once the deck is stored. */
const lentDecks = new WeakMap<Uint8Array, RenderThread>();

interface Pending {
  readonly row: ThreadedRow;
  readonly resolve: (deck: RenderedDeck) => void;
  readonly reject: (error: unknown) => void;
}

/** One render thread, the rows it was given and the templates it was sent. */
class RenderThread {
  readonly worker: Worker;
  readonly pending = new Map<number, Pending>();
  /** Per template key, the posting of the request that carried its file: later ones are posted after it. */
  private readonly templatesSent = new Map<string, Promise<void>>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private stopping = false;
  private spares: ArrayBuffer[] = [];

  constructor(
    private readonly settings: RenderThreadsSettings,
    private readonly ended: (thread: RenderThread, died: boolean) => void,
  ) {
    this.worker = startWorker({
      templateBudgetBytes: settings.templateBudgetBytes,
      deflateLevel: settings.deflateLevel,
    });
    this.worker.on('message', (message: FromRenderThread) => this.answer(message));
    // Whatever it was doing is done again on the caller's thread: no row is lost with a thread.
    this.worker.on('error', () => undefined);
    this.worker.once('exit', () => this.end());
  }

  render(row: ThreadedRow): Promise<RenderedDeck> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const id = this.nextId++;
    return new Promise<RenderedDeck>((resolve, reject) => {
      this.pending.set(id, { row, resolve, reject });
      this.post(id, row).catch((error: unknown) => this.settle(id, (pending) => pending.reject(error)));
    });
  }

  /** A deck's buffer, stored: it goes back with the next row. */
  takeBack(buffer: ArrayBuffer): void {
    if (!this.stopping && this.spares.length < MAX_SPARES) this.spares.push(buffer);
  }

  stop(): Promise<number> {
    this.stopping = true;
    return this.worker.terminate();
  }

  private async post(id: number, row: ThreadedRow): Promise<void> {
    const { templateKey, values, watermark, locale, maxValueChars } = row;
    const request = { type: 'render', id, templateKey, values, watermark, locale, maxValueChars } as const;
    const send = (template?: Uint8Array) => {
      const spares = this.spares;
      this.spares = [];
      this.worker.postMessage(
        { ...request, ...(template ? { template } : {}), spares } satisfies ToRenderThread,
        spares,
      );
    };
    const sent = this.templatesSent.get(templateKey);
    if (sent) {
      await sent;
      send();
      return;
    }
    const sending = this.settings.readTemplate(templateKey).then(send);
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
        lentDecks.set(bytes, this);
        const deck = new RenderedDeck([bytes], message.missing, message.notes);
        return this.settle(message.id, (pending) => pending.resolve(deck));
      }
      case 'failed':
        return this.settle(message.id, (pending) => pending.reject(errorOf(message.failure)));
      case 'needs-template': {
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.templatesSent.delete(pending.row.templateKey);
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
    if (this.pending.size === 0 && !this.stopping) {
      this.idleTimer = setTimeout(() => void this.stop(), this.settings.idleMs ?? IDLE_MS).unref();
    }
  }

  private end(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const died = !this.stopping;
    this.ended(this, died);
    for (const pending of this.pending.values())
      renderHere(pending.row).then(pending.resolve, pending.reject);
    this.pending.clear();
  }
}

/**
 * Renders rows on threads beside the caller's (embedded mode: one process, whose main thread also serves
 * requests, runs the database's queries and stores the decks). Each thread compiles the templates it is sent,
 * once, and answers a deck as one buffer moved back uncopied; pictures are resolved on the caller's thread
 * with the batch's own source. A row goes to the thread with the fewest rows; when a thread dies its rows are
 * rendered on the caller's thread, and after MAX_DEATHS deaths every row is.
 */
export class RenderThreads {
  private readonly threads: RenderThread[] = [];
  private deaths = 0;

  constructor(private readonly settings: RenderThreadsSettings) {}

  /** Threads running now (started at the first row, stopped when idle). */
  get running(): number {
    return this.threads.length;
  }

  render(row: ThreadedRow): Promise<RenderedDeck> {
    if (this.settings.threads === 0 || this.deaths >= MAX_DEATHS) return renderHere(row);
    return this.pick().render(row);
  }

  /**
   * Gives a deck rendered on a thread back to it once nothing reads the deck any more (stored, or failed to
   * be): its buffer carries a later deck. Its bytes are gone from this thread then (the buffer is detached).
   * A deck rendered here is left alone.
   */
  recycle(deck: RenderedDeck): void {
    const [only, ...others] = deck.chunks;
    const thread = only && others.length === 0 ? lentDecks.get(only) : undefined;
    if (!only || !thread) return;
    lentDecks.delete(only);
    thread.takeBack(only.buffer as ArrayBuffer);
  }

  async stop(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }

  private pick(): RenderThread {
    if (this.threads.length < this.settings.threads) {
      const thread = new RenderThread(this.settings, (ended, died) => {
        this.threads.splice(this.threads.indexOf(ended), 1);
        if (died) this.deaths += 1;
      });
      this.threads.push(thread);
      return thread;
    }
    return this.threads.reduce((least, thread) =>
      thread.pending.size < least.pending.size ? thread : least,
    );
  }
}
