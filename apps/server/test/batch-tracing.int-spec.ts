import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TestClient } from '@deckmill/server-harness';
import { eventually, fixtureDeck, startTsProcess, type TsProcess } from '@deckmill/testing';
import {
  OtlpSpanKind,
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from './support/otlp-receiver';

const DECK = 'automizer-TextReplace.pptx';
/** A free account's whole allowance, and less than a chunk: one chunk of this many decks. */
const ROWS = 10;
const MAPPING = { replacement: 'Name', replace: 'Name', by: 'Company', bullet1: 'Note', bullet2: 'Note' };

/**
 * A batch traced across the real stack in a process of its own, exporting OTLP/HTTP to a collector of the
 * test's own. A chunk of N decks records one storage span, not N client spans (a 2,000-row batch was one
 * trace of thousands of spans), in a trace of the chunk's own linked to the delivery of its job, which stays
 * in the trace of the request that created the batch.
 */
describe('tracing: a batch, one storage span per chunk in a trace linked to its job', () => {
  let receiver: OtlpReceiver;
  let stack: TsProcess | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    stack = startTsProcess(path.join(__dirname, 'support/traced-stack.process.ts'), ['--target=all'], {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      LOG_LEVEL: 'silent',
    });
    baseUrl = JSON.parse((await stack.waitForOutput(/stack ready (\{.*\})\n/))[1] ?? '{}').baseUrl as string;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  }, 60_000);

  it('stores a chunk of N decks in one span, with no client span per deck', async () => {
    const client = new TestClient(baseUrl);
    const email = `batch-traced-${Date.now()}@example.test`;
    const password = 'violet-harbour-tram-42';
    const user = { name: 'Ada', company: 'Engines', email, password, password_confirmation: password };
    expect((await client.post('/api/users', { user })).status).toBe(201);
    expect((await client.post('/api/users/sign_in', { user: { email, password } })).status).toBe(200);
    const upload = new FormData();
    upload.append('template[name]', 'Traced batch');
    upload.append('template[file]', new Blob([new Uint8Array(readFileSync(fixtureDeck(DECK)))]), 'deck.pptx');
    const template = await client.post<{ id: number }>('/api/app/templates', upload);
    expect(template.status).toBe(201);

    const rows = Array.from({ length: ROWS }, (_, index) => `Person ${index + 1},Company ${index + 1},Hi`);
    const form = new FormData();
    form.set('presentation[template_id]', String(template.body.id));
    form.set('presentation[csv_file]', new Blob([`Name,Company,Note\n${rows.join('\n')}\n`]), 'rows.csv');
    form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
    const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    expect(created.status).toBe(201);
    const batchId = created.body.id;
    await eventually(
      async () =>
        (await client.get<{ status: string }>(`/api/app/presentations/${batchId}`)).body.status ===
        'completed',
      'the batch to complete',
      { timeoutMs: 60_000 },
    );

    const spans = () => receiver.spans();
    const ofBatch = (name: string) =>
      spans().filter((span) => span.name === name && span.attributes['deckmill.batch.id'] === batchId);
    const isCreation = (span: ReceivedSpan) =>
      span.kind === OtlpSpanKind.SERVER && span.name === 'POST /api/app/presentations/bulk_create';
    const isDelivery = (span: ReceivedSpan) =>
      span.kind === OtlpSpanKind.CONSUMER &&
      /render-chunk/.test(span.name) &&
      span.traceId === spans().find(isCreation)?.traceId;
    // Exported in batches every second, in the order they ended: the chunk's delivery ends last.
    await eventually(() => spans().some(isDelivery), "the chunk job's delivery", { timeoutMs: 20_000 });
    const isDeckUpload = (span: ReceivedSpan) =>
      span.kind === OtlpSpanKind.CLIENT &&
      String(span.attributes['url.full'] ?? '').includes(`/presentations/${batchId}/rows/`);
    // Before, one client span per deck.
    expect(spans().filter(isDeckUpload).length).toBe(0);

    const [storing, ...moreStoring] = ofBatch('store decks');
    expect(moreStoring).toEqual([]);
    expect(storing?.attributes).toMatchObject({
      'deckmill.decks.stored': ROWS,
      'deckmill.decks.failed': 0,
      'deckmill.chunk.attempt': 1,
    });
    expect(storing?.attributes['deckmill.decks.bytes']).toBeGreaterThan(0);

    // The chunk's own trace, linked to its job's delivery (in the trace of the batch's creation) and back.
    const [chunk] = ofBatch('render chunk');
    expect(chunk?.parentSpanId).toBeUndefined();
    expect(storing?.parentSpanId).toBe(chunk?.spanId);
    const delivery = spans().find(isDelivery);
    expect(chunk?.links).toEqual([{ traceId: delivery?.traceId, spanId: delivery?.spanId }]);
    expect(delivery?.links).toEqual([{ traceId: chunk?.traceId, spanId: chunk?.spanId }]);
  }, 120_000);
});
