import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  V1Batch,
  V1Deleted,
  V1ErrorBody as V1Error,
  V1Template,
  V1Usage,
  V1Webhook,
  V1WebhookList,
  V1WebhookWithSecret,
} from '@deckmill/api-contracts';
import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { finishedBatch, jsonRows } from './support/api-v1';
import { apiKeyClient, newPerson, type Person } from './support/world';

const TEMPLATE = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-template.pptx'));
const HOOK = { url: 'https://hooks.example.com/apiv1', events: ['batch.completed'], description: 'CRM' };

/** Webhooks, usage and one deck's download over API v1 with an API key. */
describe('API v1 webhooks, usage and row downloads', () => {
  let stack: TestStack;
  let ada: Person;
  let api: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    stack = await startTestStack();
    ada = await newPerson(stack, 'apiv1b');
    api = await apiKeyClient(stack, ada);
    other = await apiKeyClient(stack, await newPerson(stack, 'apiv1b-other'));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('registers a webhook with a key and answers its secret once, never on GET', async () => {
    const created = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', HOOK);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'webhook', ...HOOK, enabled: true });
    expect(created.body.secret).toEqual(expect.any(String));
    expect(created.body.secret.length).toBeGreaterThan(10);
    expect(created.headers.get('ratelimit-limit')).toBe('600');

    const shown = await api.get<V1Webhook>(`/api/v1/webhooks/${created.body.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: created.body.id, url: HOOK.url, events: HOOK.events });
    expect(shown.body).not.toHaveProperty('secret');
    const listed = await api.get<V1WebhookList>('/api/v1/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((hook) => hook.id)).toContain(created.body.id);
    expect([listed.body.has_more, listed.body.next_cursor]).toEqual([false, null]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    const rotated = await api.post<V1WebhookWithSecret>(`/api/v1/webhooks/${created.body.id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.body.secret);

    const deleted = await api.delete<V1Deleted>(`/api/v1/webhooks/${created.body.id}`);
    expect([deleted.status, deleted.body]).toEqual([
      200,
      { id: created.body.id, object: 'webhook', deleted: true },
    ]);
    const gone = await api.get<V1Error>(`/api/v1/webhooks/${created.body.id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'not_found']);
  });

  it('rotates a secret once per Idempotency-Key: a retry answers the same secret, signing goes on with it', async () => {
    const created = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', HOOK);
    const other = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', HOOK);
    const rotate = (id: string, headers?: Record<string, string>) =>
      api.post<V1WebhookWithSecret & V1Error>(`/api/v1/webhooks/${id}/rotate_secret`, undefined, headers);
    const key = { 'idempotency-key': `rotate-${Date.now()}` };

    const first = await rotate(created.body.id, key);
    const retried = await rotate(created.body.id, key);
    expect([first.status, retried.status]).toEqual([200, 200]);
    expect(first.body.secret).not.toBe(created.body.secret);
    expect(retried.body.secret).toBe(first.body.secret);

    // The key names that one request: on another endpoint it is a conflict, and that endpoint keeps its secret.
    const elsewhere = await rotate(other.body.id, key);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    // Without a key (or with a new one) each call rotates again.
    const again = await rotate(created.body.id);
    const fresh = await rotate(created.body.id, { 'idempotency-key': `rotate-new-${Date.now()}` });
    expect(new Set([first.body.secret, again.body.secret, fresh.body.secret]).size).toBe(3);
    // After a later rotation the old key no longer replays a secret that stopped signing: it rotates anew.
    const late = await rotate(created.body.id, key);
    expect(late.status).toBe(200);
    expect([first.body.secret, fresh.body.secret]).not.toContain(late.body.secret);

    // A keyed create replays its secret only until the endpoint's secret is rotated: then it is not shown again.
    const createKey = { 'idempotency-key': `create-${Date.now()}` };
    const made = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', HOOK, createKey);
    const replayed = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', HOOK, createKey);
    expect([made.status, replayed.status, replayed.body.secret]).toEqual([201, 201, made.body.secret]);
    await rotate(made.body.id);
    const afterRotation = await api.post<V1Error>('/api/v1/webhooks', HOOK, createKey);
    expect([afterRotation.status, afterRotation.body.error.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('answers a body the JSON parser refuses in the v1 error body, with its code and request id', async () => {
    const send = async (body: string) => {
      const res = await api.fetch('/api/v1/webhooks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return [res.status, ((await res.json()) as V1Error).error] as const;
    };
    const [status, error] = await send('{"url": ');
    expect([status, error.code, error.message]).toEqual([400, 'bad_request', expect.any(String)]);
    expect(error.request_id).toEqual(expect.any(String));
    const [tooLargeStatus, tooLarge] = await send(
      JSON.stringify({ ...HOOK, description: 'x'.repeat(1_100_000) }),
    );
    expect([tooLargeStatus, tooLarge.code]).toEqual([413, 'payload_too_large']);
  });

  it('refuses an invalid webhook with 422 and the v1 field names', async () => {
    const res = await api.post<V1Error>('/api/v1/webhooks', { url: '', events: ['nope'] });
    expect([res.status, res.body.error.code]).toEqual([422, 'validation_failed']);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(expect.arrayContaining(['url']));
    // Refused by the webhooks service itself: its `endpoint` is v1's `url`.
    const insecure = await api.post<V1Error>('/api/v1/webhooks', {
      ...HOOK,
      url: 'http://hooks.example.com',
    });
    expect([insecure.status, insecure.body.error.fields]).toEqual([
      422,
      { url: ['URL must start with https://.'] },
    ]);
  });

  it("answers another user's webhook as 404 not_found, and a session cookie as 401", async () => {
    const created = await api.post<V1WebhookWithSecret>('/api/v1/webhooks', HOOK);
    const id = created.body.id;
    for (const res of [
      await other.get<V1Error>(`/api/v1/webhooks/${id}`),
      await other.delete<V1Error>(`/api/v1/webhooks/${id}`),
      await other.post<V1Error>(`/api/v1/webhooks/${id}/rotate_secret`),
      await other.get<V1Error>('/api/v1/webhooks/not-a-uuid'),
    ]) {
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    const listed = await other.get<V1WebhookList>('/api/v1/webhooks');
    expect(listed.body.data.map((hook) => hook.id)).not.toContain(id);
    const cookie = await ada.client.get<V1Error>('/api/v1/webhooks');
    expect([cookie.status, cookie.body.error.code]).toEqual([401, 'api_key_required']);
    expect((await api.get(`/api/v1/webhooks/${id}`)).status).toBe(200);
  });

  it("answers this month's usage as numbers", async () => {
    const res = await api.get<V1Usage>('/api/v1/usage');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'usage', plan: 'free' });
    expect(res.body.decks_used).toEqual(expect.any(Number));
    expect(res.body.decks_limit).toEqual(expect.any(Number));
    expect(res.headers.get('ratelimit-limit')).toBe('600');
  });

  /** A finished one-row batch of the sample template, in `formats`. */
  async function oneDeckBatch(formats: string[]): Promise<string> {
    const form = new FormData();
    form.set('name', 'Offer');
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'offer.pptx');
    const template = await api.post<V1Template>('/api/v1/templates', form);
    expect(template.status).toBe(201);
    const created = await api.post<V1Batch>('/api/v1/batches', {
      template_id: template.body.id,
      rows: jsonRows(template.body.placeholders, 1, 'one'),
      formats,
    });
    expect(created.status).toBe(202);
    expect((await finishedBatch(api, created.body.id)).status).toBe('completed');
    return created.body.id;
  }

  it('downloads one generated deck as a PPTX with a key; to anyone else it is 404', async () => {
    const id = await oneDeckBatch(['pptx']);
    const used = await api.get<V1Usage>('/api/v1/usage');
    expect(used.body.decks_used).toBeGreaterThanOrEqual(1);

    const deck = await api.fetch(`/api/v1/batches/${id}/rows/1/download`);
    expect(deck.status).toBe(200);
    expect(deck.headers.get('content-type')).toMatch(/presentationml\.presentation/);
    const bytes = new Uint8Array(await deck.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');

    for (const route of ['rows/1/download', 'rows/1/pdf']) {
      const res = await other.get<V1Error>(`/api/v1/batches/${id}/${route}`);
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    // This batch asked for decks only: it has no PDF.
    const noPdf = await api.get<V1Error>(`/api/v1/batches/${id}/rows/1/pdf`);
    expect([noPdf.status, noPdf.body.error.code]).toEqual([404, 'not_found']);
    const noRow = await api.get<V1Error>(`/api/v1/batches/${id}/rows/0/download`);
    expect([noRow.status, noRow.body.error.code]).toEqual([404, 'not_found']);
  });

  it("downloads one row's PDF with a key when the batch asked for PDF", async () => {
    const id = await oneDeckBatch(['pdf']);
    const pdf = await api.fetch(`/api/v1/batches/${id}/rows/1/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  }, 120_000);
});
