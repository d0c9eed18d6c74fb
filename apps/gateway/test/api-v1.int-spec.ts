import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  V1Batch,
  V1BatchList as V1List,
  V1ErrorBody as V1Error,
  V1Template,
} from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { deckTexts, finishedBatch, jsonRows } from './support/api-v1';
import { apiKeyClient, newOperator, newPerson, type Person } from './support/world';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));
const SAMPLE_CSV = readFileSync(path.join(SAMPLES, 'sample-data.csv'), 'utf8');

/** API v1 with an API key alone, from the template upload to the ZIP. */
describe('API v1', () => {
  let stack: TestStack;
  let ada: Person;
  let api: TestClient;
  let templateId: number;
  let placeholders: string[];

  beforeAll(async () => {
    stack = await startTestStack();
    ada = await newPerson(stack, 'apiv1');
    // Past the free plan's 10 decks a month: the suite makes more than that.
    const operator = await newOperator(stack);
    const upgrade = await operator.client.patch(`/api/admin/users/${ada.id}`, {
      subscription_tier: 'enterprise',
    });
    if (upgrade.status !== 200) throw new Error(`upgrade: ${upgrade.status} ${upgrade.text}`);
    api = await apiKeyClient(stack, ada);
    const uploaded = await uploadTemplate('Offer');
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    templateId = uploaded.body.id;
    placeholders = uploaded.body.placeholders;
  }, 120_000);

  function uploadTemplate(name: string) {
    const form = new FormData();
    form.set('name', name);
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'offer.pptx');
    return api.post<V1Template>('/api/v1/templates', form);
  }

  afterAll(async () => {
    await stack?.stop();
  });

  const rows = (count: number, tag: string) => jsonRows(placeholders, count, tag);
  const completed = (id: string) => finishedBatch(api, id);

  it('makes one deck per posted JSON row, with its values, in the downloaded ZIP', async () => {
    const created = await api.post<V1Batch>('/api/v1/batches', {
      template_id: templateId,
      rows: rows(3, 'json'),
    });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ object: 'batch', status: 'pending', row_count: 3 });
    expect(created.headers.get('ratelimit-limit')).toBe('600');
    expect(Number(created.headers.get('ratelimit-remaining'))).toBeGreaterThan(0);
    expect(created.headers.get('ratelimit-reset')).toMatch(/^\d+$/);

    const batch = await completed(created.body.id);
    expect(batch).toMatchObject({ status: 'completed', row_count: 3, rows_done: 3 });
    expect(batch.rows.map((row) => row.status)).toEqual(['done', 'done', 'done']);

    const zip = await api.fetch(`/api/v1/batches/${created.body.id}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toMatch(/application\/zip/);
    const decks = [...deckTexts(new Uint8Array(await zip.arrayBuffer())).values()];
    expect(decks).toHaveLength(3);
    for (let i = 1; i <= 3; i += 1) {
      expect(decks.filter((text) => text.includes(`json-${placeholders[0]}-${i}`))).toHaveLength(1);
    }
  });

  it('takes a CSV data file as a multipart form, with its mapping, and keys its errors data_file', async () => {
    const form = (csv: string) => {
      const data = new FormData();
      data.set('template_id', String(templateId));
      data.set('mapping', JSON.stringify(Object.fromEntries(placeholders.map((name) => [name, name]))));
      data.set('data_file', new Blob([csv]), 'customers.csv');
      return data;
    };
    const created = await api.post<V1Batch>('/api/v1/batches', form(SAMPLE_CSV));
    expect({ status: created.status, body: created.body }).toMatchObject({ status: 202 });
    expect(created.body.row_count).toBe(SAMPLE_CSV.trim().split('\n').length - 1);
    const refused = await api.post<V1Error>('/api/v1/batches', form('only_a_header\n'));
    expect([refused.status, refused.body.error.code]).toEqual([422, 'validation_failed']);
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(expect.arrayContaining(['data_file']));
  });

  it('reads JSON rows larger than the 1 MB JSON limit of other routes (the rows are the data file)', async () => {
    const big = { template_id: 999_999, rows: [{ note: 'x'.repeat(1_500_000) }] };
    const res = await api.post<V1Error>('/api/v1/batches', big);
    expect([res.status, Object.keys(res.body.error.fields ?? {})]).toEqual([422, ['template_id']]);
  });

  it('refuses a session cookie with 401 api_key_required', async () => {
    const res = await ada.client.get<V1Error>('/api/v1/batches');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_required');
    expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
    const posted = await ada.client.post<V1Error>('/api/v1/batches', {
      template_id: templateId,
      rows: rows(1, 'c'),
    });
    expect([posted.status, posted.body.error.code]).toEqual([401, 'api_key_required']);
  });

  it("answers another user's batch as 404 not_found", async () => {
    const created = await api.post<V1Batch>('/api/v1/batches', {
      template_id: templateId,
      rows: rows(1, 'own'),
    });
    const grace = await newPerson(stack, 'apiv1-other');
    const other = await apiKeyClient(stack, grace);
    for (const route of [
      `/api/v1/batches/${created.body.id}`,
      `/api/v1/batches/${created.body.id}/download`,
    ]) {
      const res = await other.get<V1Error>(route);
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    // The owner's malformed rows page is their mistake, said on the parameter: not a 404 of the batch.
    const badPage = await api.get<V1Error>(`/api/v1/batches/${created.body.id}?rows_page=two`);
    expect([badPage.status, Object.keys(badPage.body.error.fields ?? {})]).toEqual([422, ['rows_page']]);
  });

  it('refuses invalid JSON rows with 422 and the invalid fields', async () => {
    const notObjects = await api.post<V1Error>('/api/v1/batches', {
      template_id: templateId,
      rows: [1, 'two'],
    });
    expect([notObjects.status, notObjects.body.error.code]).toEqual([422, 'validation_failed']);
    expect(Object.keys(notObjects.body.error.fields ?? {})).toEqual(expect.arrayContaining(['rows.0']));
    const empty = await api.post<V1Error>('/api/v1/batches', { template_id: templateId, rows: [] });
    expect([empty.status, Object.keys(empty.body.error.fields ?? {})]).toEqual([422, ['rows']]);
  });

  it('answers a retried create with the same Idempotency-Key with the first answer, once', async () => {
    const count = async () => (await api.get<V1List>('/api/v1/batches?limit=100')).body.data.length;
    const before = await count();
    const key = { 'idempotency-key': `retry-${Date.now()}` };
    const body = { template_id: templateId, rows: rows(2, 'idem') };
    const first = await api.post<V1Batch>('/api/v1/batches', body, key);
    const retried = await api.post<V1Batch>('/api/v1/batches', body, key);
    expect(first.status).toBe(202);
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);

    const other = await api.post<V1Error>('/api/v1/batches', { ...body, rows: rows(1, 'other') }, key);
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    expect(await count()).toBe(before + 1);

    // 24 hours on, the key makes a new batch.
    const batches = `${quoteIdent(serviceSchema('generation'))}."batches"`;
    await stack.dataSource?.query(
      `UPDATE ${batches} SET "created_at" = now() - interval '25 hours' WHERE "id" = $1`,
      [first.body.id],
    );
    const later = await api.post<V1Batch>('/api/v1/batches', body, key);
    expect(later.status).toBe(202);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await count()).toBe(before + 2);
  });

  it('pages the list with a cursor, newest first, without repeats', async () => {
    const first = await api.get<V1List>('/api/v1/batches?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.has_more).toBe(true);
    const second = await api.get<V1List>(
      `/api/v1/batches?limit=100&starting_after=${first.body.next_cursor}`,
    );
    expect(second.body.data.map((batch) => batch.id)).not.toContain(first.body.data[0]?.id);
    expect(second.body.has_more).toBe(false);
    expect(second.body.next_cursor).toBeNull();
  });

  it('uploads, lists, shows (with the inspected structure) and deletes templates', async () => {
    const uploaded = await uploadTemplate('Spare');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ object: 'template', name: 'Spare' });
    const shown = await api.get<V1Template>(`/api/v1/templates/${uploaded.body.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.slide_count).toBeGreaterThan(0);
    expect(shown.body.structure.tags.map((tag) => tag.path)).toEqual(
      expect.arrayContaining(shown.body.placeholders),
    );
    const first = await api.get<V1List>('/api/v1/templates?limit=1');
    expect([first.body.data.length, first.body.has_more]).toEqual([1, true]);
    const rest = await api.get<V1List>(`/api/v1/templates?starting_after=${first.body.next_cursor}`);
    const ids = [...first.body.data, ...rest.body.data].map((template) => Number(template.id));
    expect(ids.sort()).toEqual([templateId, uploaded.body.id].sort());

    const deleted = await api.delete(`/api/v1/templates/${uploaded.body.id}`);
    expect(deleted.status).toBe(200);
    const gone = await api.get<V1Error>(`/api/v1/templates/${uploaded.body.id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'not_found']);
  });

  it('answers an unknown v1 route as 404 not_found in the v1 error body, with the rate-limit headers', async () => {
    for (const res of [
      await api.get<V1Error>('/api/v1/nothing/here'),
      await api.delete<V1Error>('/api/v1/batches'),
    ]) {
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
      expect(res.headers.get('ratelimit-limit')).toBe('600');
    }
  });

  it('publishes its OpenAPI 3.1 document at /api/v1/openapi.json, readable without a key', async () => {
    const res = await fetch(`${stack.baseUrl}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/batches', '/api/v1/batches/{id}', '/api/v1/templates/{id}']),
    );
  });
});
