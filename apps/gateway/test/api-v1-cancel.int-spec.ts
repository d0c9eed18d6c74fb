import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { V1Batch, V1CreatedBatch, V1ErrorBody, V1Usage } from '@deckmill/api-contracts';
import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { deckTexts, finishedBatch, jsonRows } from './support/api-v1';
import { apiKeyClient, newOperator, newPerson, type Person } from './support/world';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));
/** Rows enough that one render worker is still busy when the cancel arrives. */
const MANY_ROWS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/v1/batches/{id}/cancel and the app's POST /api/app/presentations/{id}/cancel. */
describe('cancelling a batch', () => {
  let stack: TestStack;
  let ada: Person;
  let api: TestClient;
  let placeholders: string[];
  let templateId: number;

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { concurrency: 1 } } });
    ada = await newPerson(stack, 'cancel');
    const operator = await newOperator(stack);
    const upgrade = await operator.client.patch(`/api/admin/users/${ada.id}`, {
      subscription_tier: 'enterprise',
    });
    if (upgrade.status !== 200) throw new Error(`upgrade: ${upgrade.status} ${upgrade.text}`);
    api = await apiKeyClient(stack, ada);
    const form = new FormData();
    form.set('name', 'Offer');
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'offer.pptx');
    const uploaded = await api.post<{ id: number; placeholders: string[] }>('/api/v1/templates', form);
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    templateId = uploaded.body.id;
    placeholders = uploaded.body.placeholders;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  async function createBatch(count: number, tag: string): Promise<string> {
    const created = await api.post<V1CreatedBatch>('/api/v1/batches', {
      template_id: templateId,
      rows: jsonRows(placeholders, count, tag),
    });
    if (created.status !== 202) throw new Error(`create: ${created.status} ${created.text}`);
    return created.body.id;
  }

  const decksUsed = async () => (await api.get<V1Usage>('/api/v1/usage')).body.decks_used;
  const errorCode = (res: { status: number; body: unknown }) => [
    res.status,
    (res.body as V1ErrorBody).error.code,
  ];

  it('stops a running batch: the made decks stay downloadable, the rest are cancelled and given back', async () => {
    const usedBefore = await decksUsed();
    const id = await createBatch(MANY_ROWS, 'many');
    // Let the worker make a few decks first.
    for (let i = 0; i < 120; i += 1) {
      if ((await api.get<V1Batch>(`/api/v1/batches/${id}`)).body.rows_done > 0) break;
      await sleep(250);
    }
    const cancelled = await api.post<V1Batch>(`/api/v1/batches/${id}/cancel`, undefined, {
      'Idempotency-Key': 'stop-many',
    });
    expect(cancelled.status).toBe(200);
    const done = cancelled.body.rows_done;
    expect(cancelled.body).toMatchObject({ id, object: 'batch', status: 'cancelled' });
    expect(cancelled.body.completed_at).not.toBeNull();
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(MANY_ROWS);

    // Nothing is made after the answer: the counts stay, the unmade rows are released once announced.
    await sleep(3_000);
    const later = (await api.get<V1Batch>(`/api/v1/batches/${id}`)).body;
    expect(later).toMatchObject({ status: 'cancelled', rows_done: done, rows_failed: 0 });
    // Every row is made or cancelled, on every page (the answer's first page may hold only made rows).
    const statuses = new Map<string, number>();
    for (let page = 1; page <= later.rows_total_pages; page += 1) {
      const rows = (await api.get<V1Batch>(`/api/v1/batches/${id}?rows_page=${page}`)).body.rows;
      for (const row of rows) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ done, cancelled: MANY_ROWS - done });
    expect(await decksUsed()).toBe(usedBefore + done);

    const zip = await api.fetch(`/api/v1/batches/${id}/download`);
    expect(zip.status).toBe(200);
    expect(deckTexts(new Uint8Array(await zip.arrayBuffer())).size).toBe(done);
    const firstDone = later.rows.find((row) => row.status === 'done');
    expect(firstDone?.download_url).toBeTruthy();

    // Idempotent: a second cancel answers the batch as it is.
    const again = await api.post<V1Batch>(`/api/v1/batches/${id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'cancelled', rows_done: done });
  }, 180_000);

  it('answers 409 batch_not_cancellable for a finished batch', async () => {
    const id = await createBatch(2, 'small');
    expect((await finishedBatch(api, id)).status).toBe('completed');
    const refused = await api.post<V1ErrorBody>(`/api/v1/batches/${id}/cancel`);
    expect(errorCode(refused)).toEqual([409, 'batch_not_cancellable']);
    expect(refused.body.error.message).toBe('This presentation is completed and can no longer be cancelled.');
  }, 120_000);

  it("answers 404 for another user's batch and for no batch, and 403 to a key without generate", async () => {
    const id = await createBatch(1, 'private');
    const bob = await newPerson(stack, 'cancel-bob');
    const bobApi = await apiKeyClient(stack, bob);
    expect(errorCode(await bobApi.post(`/api/v1/batches/${id}/cancel`))).toEqual([404, 'not_found']);
    const nothing = '00000000-0000-4000-8000-000000000000';
    expect(errorCode(await api.post(`/api/v1/batches/${nothing}/cancel`))).toEqual([404, 'not_found']);
    const reader = await apiKeyClient(stack, ada, ['read']);
    expect(errorCode(await reader.post(`/api/v1/batches/${id}/cancel`))).toEqual([403, 'insufficient_scope']);
  }, 120_000);

  it('cancels from the app too (CSRF-checked session), answering the detail page', async () => {
    const id = await createBatch(MANY_ROWS, 'app');
    const res = await ada.client.post<{ status: string; rows: { status: string }[] }>(
      `/api/app/presentations/${id}/cancel`,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.rows.every((row) => row.status === 'cancelled' || row.status === 'done')).toBe(true);
    const again = await ada.client.post<{ status: string }>(`/api/app/presentations/${id}/cancel`);
    expect([again.status, again.body.status]).toEqual([200, 'cancelled']);
  }, 120_000);
});
