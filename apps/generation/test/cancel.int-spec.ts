import type { PresentationDetail } from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus, type Subscription } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { chunkRanges } from '../src/shared/chunks';
import { deckKey } from '../src/shared/storage-keys';
import {
  bulkCreate,
  download,
  newUser,
  uploadTemplate,
  zipEntries,
  type TestUser,
} from './support/generation-helpers';
import { sampleDeck } from './support/sample-deck';

/** Rows enough that the one render worker is busy for a while when the cancel arrives. */
const ROWS = 1200;
const CSV = `Name,Company,Note\n${Array.from({ length: ROWS }, (_, i) => `N${i + 1},C${i + 1},x`).join('\n')}\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A batch cancelled while its chunks render. */
describe('cancelling a running batch', () => {
  let stack: TestStack;
  let owner: TestUser;
  let storage: ObjectStorage;
  let bus: MessageBus;
  let templateId: number;
  const cancelledEvents: EventPayload<'presentation.cancelled'>[] = [];
  let subscription: Subscription;

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { concurrency: 2 } } });
    storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE, { strict: false });
    bus = stack.app.get<MessageBus>(MESSAGE_BUS, { strict: false });
    subscription = await bus.subscribeEvent(
      'presentation.cancelled',
      { durable: 'probe-presentation-cancelled' },
      async ({ data }) => {
        cancelledEvents.push(data);
      },
    );
    owner = await newUser(stack, 'enterprise');
    templateId = await uploadTemplate(owner, sampleDeck());
  }, 60_000);

  afterAll(async () => {
    await subscription?.stop();
    await stack?.stop();
  });

  /** Every row's status, all pages. */
  async function rowStatuses(id: string): Promise<Map<number, string>> {
    const statuses = new Map<number, string>();
    for (let page = 1; ; page += 1) {
      const res = await owner.client.get<PresentationDetail>(
        `/api/app/presentations/${id}?rows_page=${page}`,
      );
      for (const row of res.body.rows) statuses.set(row.row, row.status);
      if (page >= res.body.rows_pagination.total_pages) return statuses;
    }
  }

  const detailOf = async (id: string) =>
    (await owner.client.get<PresentationDetail>(`/api/app/presentations/${id}`)).body;

  it('makes and counts no row after the cancel answered, keeps the made decks, and renders nothing on a redelivery', async () => {
    const created = await bulkCreate(owner, { templateId, csv: CSV, pattern: '{{company}}' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (let i = 0; i < 200 && (await detailOf(id)).rows_done < 30; i += 1) await sleep(100);

    const cancel = await owner.client.post<PresentationDetail>(`/api/app/presentations/${id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    const done = cancel.body.rows_done;
    expect(done).toBeGreaterThanOrEqual(30);
    expect(done).toBeLessThan(ROWS);
    const atCancel = await rowStatuses(id);
    const doneRows = [...atCancel].filter(([, status]) => status === 'done').map(([row]) => row);
    const cancelledRows = [...atCancel].filter(([, status]) => status === 'cancelled').map(([row]) => row);
    expect(doneRows).toHaveLength(done);
    expect(doneRows.length + cancelledRows.length).toBe(ROWS);

    // The chunks in flight finish their row groups: nothing of theirs may count or stay stored.
    await sleep(3_000);
    const later = await rowStatuses(id);
    expect(later).toEqual(atCancel);
    expect((await detailOf(id)).rows_done).toBe(done);
    const lingering = await Promise.all(cancelledRows.map((row) => storage.exists(deckKey(id, row))));
    expect(cancelledRows.filter((_, i) => lingering[i])).toEqual([]);

    // A chunk delivered again (a redelivery, the start-up sweep) renders none of its rows.
    const [firstCancelled = ROWS] = cancelledRows;
    const chunk = chunkRanges(ROWS).find((range) => range.lastRow >= firstCancelled);
    if (!chunk) throw new Error(`no chunk holds row ${firstCancelled}`);
    await bus.enqueueJob(
      'generation.render-chunk',
      { batchId: id, firstRow: chunk.firstRow, lastRow: chunk.lastRow },
      { messageId: `test-redeliver:${id}` },
    );
    await sleep(2_000);
    expect(await storage.exists(deckKey(id, firstCancelled))).toBe(false);
    expect(await rowStatuses(id)).toEqual(atCancel);

    // The made decks stay: one by one and in the ZIP.
    const zip = await download(owner, `/api/app/presentations/${id}/download`);
    expect(zip.status).toBe(200);
    expect(Object.keys(zipEntries(zip.bytes))).toHaveLength(done);
    const first = await download(owner, `/api/app/presentations/${id}/rows/${doneRows[0]}/download`);
    expect(first.status).toBe(200);

    // Announced once, and the decks never made are given back to the allowance.
    for (let i = 0; i < 100 && cancelledEvents.length === 0; i += 1) await sleep(100);
    expect(cancelledEvents.filter((event) => event.batchId === id)).toEqual([
      expect.objectContaining({ batchId: id, rowCount: ROWS, rowsDone: done, rowsFailed: 0 }),
    ]);
    const usage = await stack.app.get(RpcClient).call('billing.get-usage', { userId: owner.id });
    expect(usage.currentUsage).toBe(done);
  }, 240_000);

  it('refuses to cancel a finished batch (409)', async () => {
    const created = await bulkCreate(owner, { templateId, csv: 'Name,Company,Note\nAnn,Acme,hi\n' });
    const id = created.body.id;
    for (let i = 0; i < 200 && (await detailOf(id)).status !== 'completed'; i += 1) await sleep(100);
    const refused = await owner.client.post<{ error: string }>(`/api/app/presentations/${id}/cancel`);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'This presentation is completed and can no longer be cancelled.',
    ]);
  }, 60_000);
});
