import fs from 'node:fs';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { parentIdOf, recordSpans, type SpanRecorder } from '@deckmill/messaging/testing';
import { compileTemplate, type ImageSource, type RenderOptions } from '@deckmill/pptx';
import { isPackSlice, type ObjectStorage } from '@deckmill/storage';
import { unzipSync, strFromU8 } from 'fflate';
import type { Readable } from 'node:stream';
import { fixtureDeck, TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';
import { FieldCipher } from '@deckmill/database';
import type { BatchRepository } from '../../../batches';
import {
  type BatchJobs,
  deckKey,
  type ImageSourceFactory,
  RowCipher,
  type TemplateCache,
} from '../../../shared';
import { tempObjectStorage, type TempObjectStorage } from '../../../testing/temp-object-storage';
import { BatchImages } from '../../images/batch-images';
import type { PdfRows } from '../../pdf/pdf-rows';
import type { RowFailures } from '../../row-failures';
import { ChunkFailures } from './chunk-failures';
import { DeckSettlement } from './deck-settlement';
import { RenderChunkUseCase } from './render-chunk.use-case';
import { RowLanes } from './row-lanes';
import { RowRenderer } from '../../threads/row-renderer';
import type { DeliveryQueue } from '../../../delivery';
import type { DrawAhead } from '../../../share-link-issuing';

const BATCH_ID = '6f1c2d0e-1111-4a5b-9c8d-000000000001';

async function readStream(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The store as one that takes decks in packs (S3 does; the file store stores a deck a file). */
function packing(storage: ObjectStorage): ObjectStorage {
  return Object.assign(Object.create(storage) as ObjectStorage, { packBytes: 1024 * 1024 });
}

/** The text of a deck's slides' XML, joined. */
function slideText(deck: Buffer): string {
  const entries = unzipSync(new Uint8Array(deck), {
    filter: (file) => file.name.startsWith('ppt/slides/slide'),
  });
  return Object.values(entries)
    .map((entry) => strFromU8(entry))
    .join('\n');
}

/**
 * The use case with its database replaced by a batch that exists until `deleted` is set and finishes with the
 * chunk's last row, and a finalizer queue that fails while `finalizeFails` is set.
 */
function setUp(storage: ObjectStorage, formats: string[] = ['pptx'], maxValueChars?: number) {
  const state = {
    deleted: false,
    done: [] as number[],
    converting: [] as number[],
    published: 0,
    finalizeFails: false,
    finalizes: 0,
    /** The `images` option of every render, and the factory's calls. */
    renderedWith: [] as (ImageSource | undefined)[],
    sourcesMade: [] as { batchId: string; archivePath: string | null }[],
    /** Rows' decks end with `<Row n>` (then not a ZIP): which row's deck a stored slice holds. */
    markDecks: false,
    /** Where each row marked done says its deck is. */
    outputKeys: new Map<number, string>(),
    /** Rows a cancel took: no settling statement moves them. */
    cancelled: [] as number[],
    /** Rows marked failed for good, and attempts recorded for a later delivery. */
    failed: [] as number[],
    attempts: [] as number[],
  };
  const batch = {
    id: BATCH_ID,
    status: 'processing',
    templateFileKey: 'templates/t.pptx',
    watermark: false,
    announcedAt: null as Date | null,
    formats,
    imagesKey: null as string | null,
  };
  const rows = [1, 2, 3].map((rowNumber) => ({
    rowNumber,
    values: { title: `Row ${rowNumber}` },
    attempts: 0,
  }));
  const template = compileTemplate(fs.readFileSync(fixtureDeck('python-pptx-tbl-cell.pptx')));
  const recording = Object.create(template) as typeof template;
  recording.render = async (values, options?: RenderOptions) => {
    state.renderedWith.push(options?.images);
    const deck = await template.render(values, options);
    if (!state.markDecks) return deck;
    // The row's own bytes at the deck's end: which deck a slice holds (the fixture's decks are alike).
    const marked = [...deck.chunks, Buffer.from(`<${String(values['title'])}>`)];
    return Object.assign(Object.create(deck) as typeof deck, { chunks: marked });
  };
  const templates = { get: async () => recording } as unknown as TemplateCache;
  const source: ImageSource = { resolve: async () => ({ ok: false, reason: 'test' }) };
  const factory: ImageSourceFactory = (input) => {
    state.sourcesMade.push(input);
    return source;
  };
  const images = new BatchImages(storage, factory);
  const batches = {
    findById: async () => batch,
    exists: async () => !state.deleted,
    pendingRowsBetween: async () => rows,
    markProcessing: async () => undefined,
    recordAttempt: async (_id: string, row: number) => void state.attempts.push(row),
    markDone: async (_id: string, decks: { rowNumber: number; outputKey: string }[]) => {
      for (const deck of decks) state.outputKeys.set(deck.rowNumber, deck.outputKey);
      const pending = decks.filter((deck) => !state.cancelled.includes(deck.rowNumber) && !state.deleted);
      state.done.push(...pending.map((deck) => deck.rowNumber));
      return { moved: pending.length, complete: state.done.length >= rows.length };
    },
    finishIfComplete: async () => {
      if (batch.status !== 'processing' || state.done.length < rows.length) return false;
      batch.status = 'completed';
      return true;
    },
    cancelledAmong: async (_id: string, rowNumbers: number[]) =>
      rowNumbers.filter((row) => state.cancelled.includes(row)),
  } as unknown as BatchRepository;
  const rowFailures = {
    fail: async ({ rowNumber }: { rowNumber: number }) => (state.failed.push(rowNumber), true),
  } as unknown as RowFailures;
  const jobs = {
    enqueueFinalize: async () => {
      if (state.finalizeFails) throw new Error('outbox unreachable');
      state.finalizes += 1;
    },
    publishStaged: async () => {
      state.published += 1;
    },
  } as unknown as BatchJobs;
  const pdfRows = {
    markRendered: async (_batch: unknown, decks: { rowNumber: number }[]) => {
      state.converting.push(...decks.map((deck) => deck.rowNumber));
    },
  } as unknown as PdfRows;
  const deliveries = { queueReady: async () => undefined } as unknown as DeliveryQueue;
  const drawAhead = { queueSoon: () => undefined } as unknown as DrawAhead;
  const settlement = new DeckSettlement(batches, storage, pdfRows, jobs, deliveries, drawAhead);
  const options = {
    concurrency: 1,
    rowEncryptionKeys: TEST_ROW_ENCRYPTION_KEYS,
    ...(maxValueChars ? { maxValueChars } : {}),
  };
  const lanes = new RowLanes(
    storage,
    templates,
    images,
    settlement,
    new RowCipher(new FieldCipher(TEST_ROW_ENCRYPTION_KEYS)),
    options,
    new RowRenderer(storage, options),
  );
  const failures = new ChunkFailures(batches, rowFailures);
  const useCase = new RenderChunkUseCase(batches, storage, jobs, images, lanes, failures);
  const run = (deliveryCount = 1) =>
    useCase.execute({ batchId: BATCH_ID, firstRow: 1, lastRow: 3, deliveryCount, working: () => undefined });
  return { state, batch, run, images, source };
}

describe('RenderChunkUseCase', () => {
  let temp: TempObjectStorage;
  let storage: ObjectStorage;

  beforeEach(async () => {
    temp = await tempObjectStorage('deckmill-render-chunk-');
    storage = temp.storage;
  });

  afterEach(() => temp.remove());

  it('never fails a row for good because storage was away: the error carries the outage, for an in-place retry', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const unreachable = Object.create(storage) as ObjectStorage;
    unreachable.putChunks = async () => {
      throw away;
    };
    const { state, run } = setUp(unreachable);
    // Even on what would be the chunk's last delivery.
    const error = (await run(99).catch((caught: unknown) => caught)) as Error;
    expect(error.cause).toBe(away);
    expect(state.failed).toEqual([]);
    expect(state.attempts).toEqual([1, 2, 3]);
  });

  it('fails rows whose values can never render on the first delivery, with their reason, and acks the chunk', async () => {
    const { state, run } = setUp(storage, ['pptx'], 4); // "Row 1" is 5 characters: no row fits
    await run(1); // resolves: no redelivery, no backoff
    expect(state.failed).toEqual([1, 2, 3]);
    expect(state.attempts).toEqual([]);
    expect(state.done).toEqual([]);
    for (const row of [1, 2, 3]) expect(await storage.exists(deckKey(BATCH_ID, row))).toBe(false);
  });

  it("stores the chunk's decks as one pack and marks each row done with its slice: that row's deck", async () => {
    const { state, run } = setUp(packing(storage));
    await run();
    expect(state.done.sort()).toEqual([1, 2, 3]);
    const objects: string[] = [];
    for await (const object of storage.list('presentations/')) objects.push(object.key);
    expect(objects).toEqual([expect.stringMatching(/^presentations\/[^/]+\/packs\/1-3-[0-9a-f-]+\.pack$/)]);
    const decks = await Promise.all(
      [1, 2, 3].map(async (row) => {
        const key = state.outputKeys.get(row) ?? '';
        expect(isPackSlice(key)).toBe(true);
        return readStream(await storage.getStream(key));
      }),
    );
    // Each slice is a whole deck (the fixture has no tags: the three are alike), one after another in the pack.
    for (const deck of decks) expect(slideText(deck)).toContain('<p:sld');
    expect(new Set([1, 2, 3].map((row) => state.outputKeys.get(row))).size).toBe(3);
  });

  it("marks each row done with the slice holding that row's own deck", async () => {
    const { state, run } = setUp(packing(storage));
    state.markDecks = true;
    await run();
    for (const row of [1, 2, 3]) {
      const deck = await readStream(await storage.getStream(state.outputKeys.get(row) ?? ''));
      expect(deck.subarray(-7).toString()).toBe(`<Row ${row}>`);
    }
  });

  it('stores the decks of a PDF-only batch one by one, as each is deleted once its PDF is made', async () => {
    const { state, run } = setUp(packing(storage), ['pdf']);
    await run();
    expect(state.converting.sort()).toEqual([1, 2, 3]);
    for (const row of [1, 2, 3]) expect(await storage.exists(deckKey(BATCH_ID, row))).toBe(true);
  });

  it('renders every row with the batch’s one image source and drops it when the batch finishes', async () => {
    const { state, run, images, source } = setUp(storage);
    await run();
    expect(state.sourcesMade).toEqual([{ batchId: BATCH_ID, archivePath: null }]);
    expect(state.renderedWith).toEqual([source, source, source]);
    expect(images.cachedBatches()).toEqual([]);
  });

  it('leaves the rows of a batch that wants PDF waiting for the converter, their jobs published', async () => {
    const { state, batch, run } = setUp(storage, ['pptx', 'pdf']);
    await run();
    expect(state.converting.sort()).toEqual([1, 2, 3]);
    expect(state.done).toEqual([]);
    expect(state.published).toBeGreaterThan(0);
    expect(batch.status).toBe('processing'); // finished only when the PDFs are settled
    expect(state.finalizes).toBe(0);
  });

  it('renders nothing for a cancelled batch, a redelivered chunk included', async () => {
    const { state, batch, run } = setUp(storage);
    batch.status = 'cancelled';
    await run();
    expect(state.done).toEqual([]);
    for (const row of [1, 2, 3]) expect(await storage.exists(deckKey(BATCH_ID, row))).toBe(false);
  });

  it('counts no row a cancel took while the chunk rendered', async () => {
    const { state, run } = setUp(packing(storage));
    state.cancelled = [2, 3];
    await run();
    expect(state.done).toEqual([1]);
    expect(slideText(await readStream(await storage.getStream(state.outputKeys.get(1) ?? '')))).toContain(
      '<p:sld',
    );
    expect(state.finalizes).toBe(0); // the cancel staged the batch's finalizer, not the chunk
  });

  it('deletes the decks stored on their own for rows a cancel took while the chunk rendered', async () => {
    const { state, run } = setUp(packing(storage), ['pdf']);
    state.cancelled = [2, 3];
    await run();
    expect(await storage.exists(deckKey(BATCH_ID, 1))).toBe(true);
    expect(await storage.exists(deckKey(BATCH_ID, 2))).toBe(false);
    expect(await storage.exists(deckKey(BATCH_ID, 3))).toBe(false);
  });

  it('stages the finalizer once the batch is complete', async () => {
    const { state, batch, run } = setUp(storage);
    await run();
    expect(batch.status).toBe('completed');
    expect(state.finalizes).toBe(1);
  });

  it('stages the finalizer on the redelivery when the delivery that finished the batch failed to', async () => {
    const { state, batch, run } = setUp(storage);
    state.finalizeFails = true;
    await expect(run()).rejects.toThrow('outbox unreachable');
    expect(batch.status).toBe('completed'); // finished, and no later finishIfComplete will say so again
    expect(state.finalizes).toBe(0);

    state.finalizeFails = false;
    await run(); // the bus redelivers the chunk that threw
    expect(state.finalizes).toBe(1);
  });

  it('leaves a finished batch that was announced alone', async () => {
    const { state, batch, run } = setUp(storage);
    batch.status = 'completed';
    batch.announcedAt = new Date();
    await run();
    expect(state.finalizes).toBe(0);
    expect(state.done).toEqual([]);
  });

  it('stores a deck a file where the store takes no packs', async () => {
    const { state, run } = setUp(storage);
    await run();
    expect(state.done.sort()).toEqual([1, 2, 3]);
    for (const row of [1, 2, 3]) expect(state.outputKeys.get(row)).toBe(deckKey(BATCH_ID, row));
    for (const row of [1, 2, 3]) expect(await storage.exists(deckKey(BATCH_ID, row))).toBe(true);
  });

  it('removes the decks it stored when the batch was deleted while the chunk rendered', async () => {
    const { state, run } = setUp(packing(storage));
    state.deleted = true; // the owner's account went while the rows were rendering
    await run();
    const left: string[] = [];
    for await (const object of storage.list('presentations/')) left.push(object.key);
    expect(left).toEqual([]);
  });
});

/**
 * Storage whose every put makes a client span, as the HTTP instrumentation does for each S3 request of traced
 * work (and, as it does, none where tracing is suppressed).
 */
function tracedStorage(storage: ObjectStorage): ObjectStorage {
  const traced = Object.create(storage) as ObjectStorage;
  traced.putChunks = (key, chunks, options) =>
    trace.getTracer('http').startActiveSpan('PUT', { kind: SpanKind.CLIENT }, async (span) => {
      try {
        return await storage.putChunks(key, chunks, options);
      } finally {
        span.end();
      }
    });
  return traced;
}

describe('RenderChunkUseCase traces', () => {
  let temp: TempObjectStorage;
  let spans: SpanRecorder;
  /** A delivery of the chunk job, as the bus's consumer span wraps it. */
  const delivered = (run: () => Promise<void>) =>
    trace.getTracer('bus').startActiveSpan('process chunk', { kind: SpanKind.CONSUMER }, async (span) => {
      try {
        await run();
      } finally {
        span.end();
      }
    });

  beforeEach(async () => {
    temp = await tempObjectStorage('deckmill-render-chunk-traces-');
    spans = recordSpans();
  });

  afterEach(async () => {
    await spans.stop();
    await temp.remove();
  });

  it('records a chunk of N decks as one storage span, no client span per deck, in a trace linked to the delivery', async () => {
    const { run } = setUp(packing(tracedStorage(temp.storage)));
    await delivered(() => run(2));

    // Before, one client span per deck: a 2,000-row batch was one trace of thousands of spans.
    expect(spans.spans().filter((span) => span.name === 'PUT')).toEqual([]);
    const storing = spans.span('store decks');
    let bytes = 0;
    for await (const object of temp.storage.list('presentations/'))
      bytes += (await temp.storage.stat(object.key))?.size ?? 0;
    expect(storing.attributes).toMatchObject({
      'deckmill.batch.id': BATCH_ID,
      'deckmill.chunk.attempt': 2,
      'deckmill.decks.stored': 3,
      'deckmill.decks.objects': 1,
      'deckmill.decks.failed': 0,
      'deckmill.decks.bytes': bytes,
    });
    expect(storing.status.code).toBe(SpanStatusCode.UNSET);

    // The chunk's own trace, linked to the delivery's span and back.
    const chunk = spans.span('render chunk');
    const delivery = spans.span('process chunk');
    expect(parentIdOf(chunk)).toBeUndefined();
    expect(chunk.spanContext().traceId).not.toBe(delivery.spanContext().traceId);
    expect(chunk.links.map((link) => link.context.spanId)).toEqual([delivery.spanContext().spanId]);
    expect(delivery.links.map((link) => link.context.spanId)).toEqual([chunk.spanContext().spanId]);
    expect(parentIdOf(storing)).toBe(chunk.spanContext().spanId);
    expect(chunk.attributes).toMatchObject({ 'deckmill.chunk.first_row': 1, 'deckmill.chunk.last_row': 3 });
  });

  it('says in the storage span how many decks storage refused, and fails it', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const unreachable = Object.create(temp.storage) as ObjectStorage;
    unreachable.putChunks = async () => {
      throw away;
    };
    const { run } = setUp(unreachable);
    await expect(delivered(() => run(1))).rejects.toThrow();

    const storing = spans.span('store decks');
    expect(storing.attributes).toMatchObject({ 'deckmill.decks.stored': 0, 'deckmill.decks.failed': 3 });
    expect(storing.status).toEqual({ code: SpanStatusCode.ERROR, message: away.message });
    expect(spans.span('render chunk').status.code).toBe(SpanStatusCode.ERROR);
  });

  it('records nothing of its own when the delivery is not traced', async () => {
    const { state, run } = setUp(tracedStorage(temp.storage));
    await run();
    expect(state.done.sort()).toEqual([1, 2, 3]);
    expect(spans.spans().map((span) => span.name)).toEqual([]);
  });
});
