import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { takeCpuTurn } from '@deckmill/testing';
import {
  bulkCreate,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { scrapeMetrics, seriesValue } from './support/metrics-scrape';
import { scriptedOffice } from './support/pdf-helpers';
import { POISON_VALUE, sampleDeck, TEST_MAX_VALUE_CHARS } from './support/sample-deck';
import { createTeam, uploadTeamTemplate } from './support/team-helpers';

const MAPPING = { name: 'Name', company: 'Company', note: 'Note' };
const CSV = 'Name,Company,Note\nAnn,Acme,hi\nBob,Bolt,yo\nCid,Crux,hey\n';
const PDF_WAIT_MS = 180_000;
const METRICS_TOKEN = 'scrape-row-failures';
/** Retries shortened for the test: two attempts, then the row fails. */
const RETRY = { attempts: 2, backoffMs: [200], unavailableDelayMs: 300 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Heard = { key: EventKey; payload: EventPayload<EventKey> };

describe('failed rows: one presentation.row-failed per row, and every PDF job ends in an outcome', () => {
  let releaseCpu: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
  }, 10 * 60_000);
  afterAll(async () => {
    await releaseCpu?.();
  });

  const office = scriptedOffice();
  let stack: TestStack;
  let bus: MessageBus;
  let owner: TestUser;
  let templateId: number;
  const heard: Heard[] = [];
  const subscriptions: Subscription[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      metricsToken: METRICS_TOKEN,
      modules: {
        converter: { runOffice: office.runner, retry: RETRY },
        generation: { concurrency: 1, maxValueChars: TEST_MAX_VALUE_CHARS },
      },
    });
    bus = stack.app.get<MessageBus>(MESSAGE_BUS, { strict: false });
    for (const key of ['presentation.row-failed', 'presentation.completed', 'presentation.failed'] as const) {
      subscriptions.push(
        await bus.subscribeEvent(key, { durable: `probe-${key.replace(/\./g, '-')}` }, async ({ data }) => {
          heard.push({ key, payload: data });
        }),
      );
    }
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  }, 60_000);

  afterAll(async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await stack.stop();
  });

  const create = async (input: { templateId: number; csv: string; formats: string[] }): Promise<string> => {
    const created = await bulkCreate(owner, { ...input, mapping: MAPPING, pattern: '{{company}}' });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const heardFor = (key: EventKey, batchId: string) =>
    heard.filter((event) => event.key === key && (event.payload as { batchId: string }).batchId === batchId);
  const mailsFor = (batchId: string) => stack.smtp.messages.filter((mail) => mail.text.includes(batchId));

  it('announces a row that fails to render once, with its team, however often its chunk comes again', async () => {
    const team = await createTeam(owner);
    const teamTemplate = await uploadTeamTemplate(owner, team);
    const csv = `Name,Company,Note\nAnn,Acme,hi\nBob,Bolt,${POISON_VALUE}\n`;
    const id = await create({ templateId: teamTemplate, csv, formats: ['pptx'] });
    const done = await waitForStatus(owner, id, ['completed', 'failed'], 60_000);
    expect(done).toMatchObject({ status: 'completed', rows_done: 1, rows_failed: 1 });

    // The chunk delivered again, under another id (a sweep or a duplicate): the failed row stays as it is.
    await bus.enqueueJob(
      'generation.render-chunk',
      { batchId: id, firstRow: 1, lastRow: 2 },
      { messageId: `again:${id}` },
    );
    await sleep(6_000);

    expect(heardFor('presentation.row-failed', id).map((event) => event.payload)).toEqual([
      {
        batchId: id,
        ownerId: owner.id,
        templateTeamId: team.id,
        rowNumber: 2,
        fileName: 'Bolt.pptx',
        reason: expect.stringContaining('at most 100 fit on a slide'),
        occurredAt: expect.any(String),
      },
    ]);
    expect(heardFor('presentation.completed', id).map((event) => event.payload)).toEqual([
      expect.objectContaining({ batchId: id, rowsDone: 1, rowsFailed: 1, templateTeamId: team.id }),
    ]);
  }, 90_000);

  /** What a batch changes: the render consumer's settlements, the rows' outcomes and their retried attempts. */
  const counts = async () => {
    const text = await scrapeMetrics(stack, METRICS_TOKEN);
    const value = (name: string, labels: Record<string, string>) => seriesValue(text, name, labels) ?? 0;
    return {
      naks: value('deckmill_bus_deliveries_total', { consumer: 'generation-render', settlement: 'nak' }),
      deadLetters: value('deckmill_bus_deliveries_total', {
        consumer: 'generation-render',
        settlement: 'dead_letter',
      }),
      failed: value('deckmill_rows_rendered_total', { outcome: 'failed' }),
      rendered: value('deckmill_rows_rendered_total', { outcome: 'rendered' }),
      retried: value('deckmill_row_attempts_failed_total', { reason_class: 'error' }),
      outageRetried: value('deckmill_row_attempts_failed_total', { reason_class: 'outage' }),
    };
  };
  const changed = (before: Counts, after: Counts) =>
    Object.fromEntries(
      Object.entries(after).map(([key, value]) => [key, value - before[key as keyof Counts]]),
    );
  type Counts = Awaited<ReturnType<typeof counts>>;

  it('fails rows whose values can never render at once, without a redelivery, each counted once as failed', async () => {
    const before = await counts();
    const rows = [
      'Ann,Acme,hi',
      `Bob,Bolt,${POISON_VALUE}`,
      'Cid,Crux,hey',
      'Dan,Dyne,ok',
      `Eve,Echo,${POISON_VALUE}`,
    ];
    const id = await create({
      templateId,
      csv: `Name,Company,Note\n${rows.join('\n')}\n`,
      formats: ['pptx'],
    });
    const done = await waitForStatus(owner, id, ['completed', 'failed'], 60_000);
    expect(done).toMatchObject({ status: 'completed', rows_done: 3, rows_failed: 2 });
    expect(done.failed_rows).toEqual([
      { row: 2, reason: expect.stringContaining('at most 100 fit on a slide') },
      { row: 5, reason: expect.stringContaining('at most 100 fit on a slide') },
    ]);

    // Attempts, not seconds: the chunk was never handed back for a retry (before: three more deliveries of it,
    // 1 s, 3 s and 6 s apart), and the final-failure series holds exactly the failed rows.
    expect(changed(before, await counts())).toEqual({
      naks: 0,
      deadLetters: 0,
      failed: done.rows_failed,
      rendered: 3,
      retried: 0,
      outageRetried: 0,
    });
  }, 90_000);

  it('fails no row while storage is away: its attempts are counted apart, never as failed rows', async () => {
    // Storage refuses the first writes of the three decks (one a deck, or their pack), as S3 restarting
    // would; the delivery waits it out in place.
    const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false });
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4569'), { code: 'ECONNREFUSED' });
    let refusedDecks = 0;
    const decksIn = (key: string) => {
      const rows = /\/packs\/(\d+)-(\d+)-/.exec(key);
      return rows ? Number(rows[2]) - Number(rows[1]) + 1 : 1;
    };
    const original = storage.putChunks;
    const put = original.bind(storage);
    storage.putChunks = (key, chunks, options) => {
      if (!key.startsWith('presentations/') || refusedDecks >= 3) return put(key, chunks, options);
      refusedDecks += decksIn(key);
      return Promise.reject(away);
    };
    try {
      const before = await counts();
      const id = await create({ templateId, csv: CSV, formats: ['pptx'] });
      const done = await waitForStatus(owner, id, ['completed', 'failed'], 60_000);
      expect(done).toMatchObject({ status: 'completed', rows_done: 3, rows_failed: 0 });
      // Before, each refused deck counted as a failed row (1,343 in an outage in which no row failed).
      expect(changed(before, await counts())).toEqual({
        naks: 0,
        deadLetters: 0,
        failed: 0,
        rendered: 3,
        retried: 0,
        outageRetried: 3,
      });
    } finally {
      storage.putChunks = original;
    }
  }, 90_000);

  it(
    'takes no more jobs than its pool and one prefetched, and fails the row whose deck is gone',
    async () => {
      office.hold();
      const id = await create({ templateId, csv: CSV, formats: ['pdf'] });
      const detail = async () => waitForStatus(owner, id, ['processing', 'completed', 'failed'], 60_000);
      await detail();
      for (let waited = 0; office.state.runs === 0; waited += 200) {
        if (waited > 60_000) throw new Error('the converter never started');
        await sleep(200);
      }
      await sleep(3_000); // time to take more jobs, if it would

      const nc = await connect({ servers: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222' });
      try {
        const jsm = await jetstreamManager(nc);
        const info = await jsm.consumers.info(
          `${stack.namespace.toUpperCase()}_DECKMILL_JOBS`,
          'converter-convert',
        );
        expect(info.num_ack_pending).toBe(2); // DECKMILL_PDF_CONCURRENCY 1, plus one prefetched
        expect(info.num_pending).toBe(1); // the third row's job waits in the stream
        expect(info.config.max_deliver).toBe(RETRY.attempts + 3);
      } finally {
        await nc.close();
      }
      expect(office.state.runs).toBe(1);

      // The two taken jobs hold their decks; the third finds nothing when its turn comes.
      const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false });
      for (const row of [1, 2, 3]) await storage.delete(`presentations/${id}/rows/${row}.pptx`);
      office.release();

      const done = await waitForStatus(owner, id, ['completed', 'failed'], PDF_WAIT_MS);
      expect(done).toMatchObject({ status: 'completed', rows_done: 2, rows_failed: 1 });
      expect(done.failed_rows).toEqual([
        {
          row: expect.any(Number),
          reason: 'PDF conversion failed: the generated deck is missing from storage',
        },
      ]);
      const failedRow = done.failed_rows[0]?.row;
      await sleep(2_000);
      expect(heardFor('presentation.row-failed', id).map((event) => event.payload)).toEqual([
        expect.objectContaining({ rowNumber: failedRow, fileName: expect.stringMatching(/\.pdf$/) }),
      ]);
    },
    PDF_WAIT_MS + 90_000,
  );

  it(
    'fails a row whose conversion keeps failing once its attempts are spent, and finishes the batch once',
    async () => {
      office.failNext('error');
      const id = await create({ templateId, csv: CSV, formats: ['pptx', 'pdf'] });
      const done = await waitForStatus(owner, id, ['completed', 'failed'], PDF_WAIT_MS);
      expect(done).toMatchObject({ status: 'completed', rows_done: 2, rows_failed: 1 });
      expect(done.failed_rows).toEqual([
        {
          row: expect.any(Number),
          reason: 'PDF conversion failed: the converter gave up after repeated errors',
        },
      ]);
      expect(office.state.victimRuns).toBe(RETRY.attempts); // the next delivery reported it instead

      // A repeated outcome (a redelivery) neither fails the row again nor announces anything twice.
      const failedRow = done.failed_rows[0]?.row ?? 0;
      await bus.publishEvent(
        'deck.conversion_failed',
        { batchId: id, row: failedRow, reason: 'crashed', occurredAt: new Date().toISOString() },
        { messageId: `repeat:${id}` },
      );
      await sleep(5_000);
      expect(heardFor('presentation.row-failed', id)).toHaveLength(1);
      expect(heardFor('presentation.completed', id)).toHaveLength(1);
      expect(mailsFor(id)).toHaveLength(1);
      expect((await waitForStatus(owner, id)).failed_rows).toEqual(done.failed_rows);
    },
    PDF_WAIT_MS + 30_000,
  );

  it(
    'retries a row while LibreOffice is unavailable, then fails it with the reason',
    async () => {
      office.failNext('unavailable');
      const id = await create({ templateId, csv: CSV, formats: ['pdf'] });
      const done = await waitForStatus(owner, id, ['completed', 'failed'], PDF_WAIT_MS);
      office.reset();
      expect(done).toMatchObject({ status: 'completed', rows_done: 2, rows_failed: 1 });
      expect(done.failed_rows).toEqual([
        {
          row: expect.any(Number),
          reason: 'PDF conversion failed: unavailable (no converter could run LibreOffice)',
        },
      ]);
      expect(office.state.victimRuns).toBe(RETRY.attempts);
      await sleep(2_000);
      expect(heardFor('presentation.row-failed', id)).toHaveLength(1);
    },
    PDF_WAIT_MS + 30_000,
  );
});
