import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { V1Batch, V1ErrorBody as V1Error, V1Template } from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import {
  startTestStack,
  TestClient,
  type TestClient as Client,
  type TestStack,
} from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { finishedBatch, jsonRows } from './support/api-v1';
import { apiKeyClient, newPerson, type Person } from './support/world';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));

function templateForm(name: string): FormData {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'offer.pptx');
  return form;
}

/** API keys' scopes, and how API v1 handles keys, bodies, uploads and downloads. */
describe('API v1 keys, scopes and request hygiene', () => {
  let stack: TestStack;
  let ada: Person;
  let full: Client;
  let templateId: number;
  let placeholders: string[];

  beforeAll(async () => {
    stack = await startTestStack();
    ada = await newPerson(stack, 'apiv1-keys');
    full = await apiKeyClient(stack, ada);
    const uploaded = await full.post<V1Template>('/api/v1/templates', templateForm('Offer'));
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    templateId = uploaded.body.id;
    placeholders = uploaded.body.placeholders;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const code = (res: { status: number; body: V1Error }) => [res.status, res.body.error?.code];

  it('answers 403 insufficient_scope, naming the scope, to a key without the route’s scope', async () => {
    const reader = await apiKeyClient(stack, ada, ['read']);
    expect((await reader.get('/api/v1/batches')).status).toBe(200);
    expect((await reader.get(`/api/v1/templates/${templateId}`)).status).toBe(200);
    const create = await reader.post<V1Error>('/api/v1/batches', {
      template_id: templateId,
      rows: jsonRows(placeholders, 1, 'r'),
    });
    expect(code(create)).toEqual([403, 'insufficient_scope']);
    expect(create.body.error.message).toMatch(/"generate" scope/);
    const upload = await reader.post<V1Error>('/api/v1/templates', templateForm('Nope'));
    expect(code(upload)).toEqual([403, 'insufficient_scope']);
    expect(upload.body.error.message).toMatch(/"manage" scope/);
    expect(code(await reader.delete<V1Error>(`/api/v1/templates/${templateId}`))).toEqual([
      403,
      'insufficient_scope',
    ]);
    const hook = await reader.post<V1Error>('/api/v1/webhooks', {
      url: 'https://example.com/hook',
      events: ['batch.completed'],
    });
    expect(code(hook)).toEqual([403, 'insufficient_scope']);

    const generator = await apiKeyClient(stack, ada, ['generate']);
    const list = await generator.get<V1Error>('/api/v1/batches');
    expect(code(list)).toEqual([403, 'insufficient_scope']);
    expect(list.body.error.message).toMatch(/"read" scope/);
    expect(list.headers.get('ratelimit-limit')).toBe('600');
  });

  it('takes only keys with every scope on the older /api/app routes, as before for those', async () => {
    const reader = await apiKeyClient(stack, ada, ['read']);
    expect((await reader.get('/api/app/presentations')).status).toBe(403);
    expect((await full.get('/api/app/presentations')).status).toBe(200);
  });

  it('never parses a large JSON body before the key is known valid (and parses it after)', async () => {
    // 3 MB of broken JSON: parsing it would answer 400; refused first, it is a 401 or 403.
    const broken = `{"template_id": 1, "rows": [${'"x",'.repeat(750_000)}`;
    const post = (client: Client) =>
      client.fetch('/api/v1/batches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: broken,
      });
    const answer = async (res: Response) => [res.status, ((await res.json()) as V1Error).error.code];
    expect(await answer(await post(new TestClient(stack.baseUrl)))).toEqual([401, 'api_key_required']);
    const forged = new TestClient(stack.baseUrl, { authorization: `Bearer dmk_${'x'.repeat(43)}` });
    expect(await answer(await post(forged))).toEqual([401, 'invalid_api_key']);
    const reader = await apiKeyClient(stack, ada, ['read']);
    expect(await answer(await post(reader))).toEqual([403, 'insufficient_scope']);
    expect(await answer(await post(full))).toEqual([400, 'bad_request']);
  });

  it('deletes the data upload of a create refused for a reused Idempotency-Key', async () => {
    const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    await storage.deletePrefix('uploads/data/');
    const key = { 'idempotency-key': `refused-${Date.now()}` };
    const first = await full.post<V1Batch>(
      '/api/v1/batches',
      { template_id: templateId, rows: jsonRows(placeholders, 1, 'a') },
      key,
    );
    expect(first.status).toBe(202);
    const reused = await full.post<V1Error>(
      '/api/v1/batches',
      { template_id: templateId, rows: jsonRows(placeholders, 1, 'b') },
      key,
    );
    expect(code(reused)).toEqual([409, 'idempotency_key_reused']);
    const notMine = await full.post<V1Error>('/api/v1/batches', { template_id: 999_999, rows: [{ a: 1 }] });
    expect(notMine.status).toBe(422);
    const badKey = await full.post<V1Error>(
      '/api/v1/batches',
      { template_id: templateId, rows: jsonRows(placeholders, 1, 'c') },
      { 'idempotency-key': 'x'.repeat(300) },
    );
    expect([badKey.status, Object.keys(badKey.body.error.fields ?? {})]).toEqual([422, ['Idempotency-Key']]);
    // Nothing is left under the JSON rows' upload prefix: the refused uploads were deleted.
    expect(await storage.deletePrefix('uploads/data/')).toBe(0);
  });

  it('answers a retried template upload with the same Idempotency-Key with the first answer, once', async () => {
    const count = async () =>
      (await full.get<{ data: unknown[] }>('/api/v1/templates?limit=100')).body.data.length;
    const before = await count();
    const key = { 'idempotency-key': `template-${Date.now()}` };
    const first = await full.post<V1Template>('/api/v1/templates', templateForm('Keyed'), key);
    const retried = await full.post<V1Template>('/api/v1/templates', templateForm('Keyed'), key);
    expect([first.status, retried.status]).toEqual([201, 201]);
    expect(retried.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);

    const other = await full.post<V1Error>('/api/v1/templates', templateForm('Another name'), key);
    expect(code(other)).toEqual([409, 'idempotency_key_reused']);
    expect(await count()).toBe(before + 1);

    // Another user's same key is theirs: keys are scoped per user.
    const grace = await apiKeyClient(stack, await newPerson(stack, 'apiv1-keys-other'));
    const theirs = await grace.post<V1Template>('/api/v1/templates', templateForm('Keyed'), key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);

    // 24 hours on, the key makes a new template.
    const templates = `${quoteIdent(serviceSchema('templates'))}."templates"`;
    await stack.dataSource?.query(
      `UPDATE ${templates} SET "created_at" = now() - interval '25 hours' WHERE "id" = $1`,
      [first.body.id],
    );
    const later = await full.post<V1Template>('/api/v1/templates', templateForm('Keyed'), key);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('answers a retried webhook registration with the same Idempotency-Key with the first answer', async () => {
    const count = async () => (await full.get<{ data: unknown[] }>('/api/v1/webhooks')).body.data.length;
    const before = await count();
    const key = { 'idempotency-key': `hook-${Date.now()}` };
    const hook = { url: 'https://hooks.example.com/keyed', events: ['batch.completed'], description: 'CRM' };
    const first = await full.post<{ id: string; secret: string }>('/api/v1/webhooks', hook, key);
    const retried = await full.post<{ id: string; secret: string }>('/api/v1/webhooks', hook, key);
    expect([first.status, retried.status]).toEqual([201, 201]);
    expect(retried.body).toEqual(first.body);
    expect(first.body.secret).toMatch(/^whsec_/);
    expect(await count()).toBe(before + 1);
    const other = await full.post<V1Error>(
      '/api/v1/webhooks',
      { ...hook, url: 'https://hooks.example.com/b' },
      key,
    );
    expect(code(other)).toEqual([409, 'idempotency_key_reused']);
    expect(await count()).toBe(before + 1);
  });

  it('shows formats and each row’s files, and sends a deck with the stored object’s Content-Length', async () => {
    const created = await full.post<V1Batch>('/api/v1/batches', {
      template_id: templateId,
      rows: jsonRows(placeholders, 2, 'size'),
    });
    const batch = await finishedBatch(full, created.body.id);
    expect(batch.formats).toEqual(['pptx']);
    expect(batch.rows[0]).toEqual({
      row: 1,
      file_name: expect.any(String),
      status: 'done',
      failure_reason: null,
      download_url: `/api/v1/batches/${batch.id}/rows/1/download`,
      pdf_available: false,
      pdf_size_bytes: null,
      pdf_download_url: null,
      font_substitutions: [],
      delivery: null,
      notes: expect.any(Array),
    });
    // "size-seats-1" at 32 pt does not fit the sample's "do not autofit" box; the row's notes say so.
    expect(batch.rows[0].notes).toContain(
      'Slide 2, "Text 7": the text overflows its box (the box is set not to fit text automatically).',
    );
    // The recorded size is wrong: the answer still says the stored file's length.
    const rows = `${quoteIdent(serviceSchema('generation'))}."batch_rows"`;
    await stack.dataSource?.query(`UPDATE ${rows} SET "size_bytes" = 5 WHERE "batch_id" = $1`, [batch.id]);
    const res = await full.fetch(batch.rows[0]?.download_url ?? '');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(bytes.length).toBeGreaterThan(5);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
  });
});
