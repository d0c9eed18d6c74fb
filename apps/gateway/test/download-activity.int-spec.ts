import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { V1Batch, V1Template } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import {
  TestClient,
  recordEvents,
  startTestStack,
  type EventRecorder,
  type TestStack,
} from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { signUpAndIn, uniqueEmail } from './support/accounts';
import { finishedBatch, jsonRows } from './support/api-v1';
import { newPerson } from './support/world';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));

const BROWSER = { 'x-forwarded-for': '10.91.0.5', 'user-agent': 'Mozilla/5.0 (download spec) Firefox/140.0' };
const SCRIPT = { 'x-forwarded-for': '10.91.0.6', 'user-agent': 'deckmill-cli/1.4' };

/**
 * Downloads are audited. The gateway announces each deck and each ZIP it serves, once the file was
 * found and the caller allowed, with who (the user, or their API key) and from where; a 404 announces nothing.
 */
describe('download activity', () => {
  let stack: TestStack;
  let browser: TestClient;
  let api: TestClient;
  let userId: string;
  let batchId: string;
  let decks: EventRecorder<'deck.downloaded'>;
  let archives: EventRecorder<'presentation.downloaded'>;
  let templates: EventRecorder<'template.downloaded'>;
  let templateId: number;

  beforeAll(async () => {
    stack = await startTestStack();
    decks = await recordEvents(stack, 'deck.downloaded');
    archives = await recordEvents(stack, 'presentation.downloaded');
    templates = await recordEvents(stack, 'template.downloaded');
    browser = new TestClient(stack.baseUrl, BROWSER);
    userId = await signUpAndIn(browser, 'Dana Download', uniqueEmail('downloads'));
    const key = await browser.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      name: 'downloads',
    });
    api = new TestClient(stack.baseUrl, { ...SCRIPT, authorization: `Bearer ${key.body.api_key.token}` });
    const form = new FormData();
    form.set('name', 'Offer');
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'offer.pptx');
    const template = await api.post<V1Template>('/api/v1/templates', form);
    if (template.status !== 201) throw new Error(`template: ${template.status} ${template.text}`);
    templateId = template.body.id;
    const created = await api.post<V1Batch>('/api/v1/batches', {
      template_id: template.body.id,
      rows: jsonRows(template.body.placeholders, 2, 'audit'),
    });
    if (created.status !== 202) throw new Error(`batch: ${created.status} ${created.text}`);
    batchId = created.body.id;
    expect((await finishedBatch(api, batchId)).status).toBe('completed');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([decks.stop(), archives.stop(), templates.stop()]);
    await stack?.stop();
  });

  it('announces a deck downloaded in the app, by the user, from their browser', async () => {
    const res = await browser.fetch(`/api/app/presentations/${batchId}/rows/1/download`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const event = await decks.waitFor((data) => data.batchId === batchId && data.via === 'app');
    expect(event.data).toMatchObject({
      ownerId: userId,
      templateTeamId: null,
      rowNumber: 1,
      format: 'pptx',
      fileName: expect.stringMatching(/\.pptx$/),
    });
    expect(event.context).toMatchObject({
      actor: { kind: 'user', userId },
      ip: BROWSER['x-forwarded-for'],
      userAgent: BROWSER['user-agent'],
    });
  });

  it('announces a ZIP downloaded through API v1, naming the API key and the script', async () => {
    const res = await api.fetch(`/api/v1/batches/${batchId}/download`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const event = await archives.waitFor((data) => data.batchId === batchId && data.via === 'api');
    expect(event.data).toMatchObject({ ownerId: userId, format: 'pptx_zip', templateTeamId: null });
    expect(event.context).toMatchObject({
      actor: { kind: 'api_key', userId, apiKeyId: expect.any(String) },
      ip: SCRIPT['x-forwarded-for'],
      userAgent: SCRIPT['user-agent'],
    });
  });

  it('announces nothing for a download that is not found or not allowed', async () => {
    const before = decks.events.length + archives.events.length;
    expect((await browser.fetch(`/api/app/presentations/${batchId}/rows/99/download`)).status).toBe(404);
    expect((await browser.fetch(`/api/app/presentations/${batchId}/rows/1/pdf`)).status).toBe(404);
    const stranger = await newPerson(stack, 'stranger');
    expect((await stranger.client.fetch(`/api/app/presentations/${batchId}/download`)).status).toBe(404);
    expect((await stranger.client.fetch(`/api/app/presentations/${batchId}/rows/1/download`)).status).toBe(
      404,
    );
    // A later download that is announced proves the refused ones had their chance to arrive first.
    const res = await browser.fetch(`/api/app/presentations/${batchId}/download`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await archives.waitFor((data) => data.batchId === batchId && data.via === 'app');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(decks.events.length + archives.events.length).toBe(before + 1);
  });

  it('announces a template file downloaded in the app, and nothing for one the user may not see', async () => {
    const stranger = await newPerson(stack, 'peeker');
    expect((await stranger.client.fetch(`/api/app/templates/${templateId}/download`)).status).toBe(404);
    const res = await browser.fetch(`/api/app/templates/${templateId}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Offer.pptx');
    expect(Buffer.from(await res.arrayBuffer()).equals(TEMPLATE)).toBe(true);
    const event = await templates.waitFor((data) => data.templateId === templateId);
    expect(event.data).toMatchObject({ ownerId: userId, teamId: null, name: 'Offer', via: 'app' });
    expect(event.context).toMatchObject({
      actor: { kind: 'user', userId },
      ip: BROWSER['x-forwarded-for'],
      userAgent: BROWSER['user-agent'],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(templates.events).toHaveLength(1);
  });

  it('answers 404 and announces nothing for a template whose file is gone from storage', async () => {
    const form = new FormData();
    form.set('name', 'Vanished');
    form.set('file', new Blob([new Uint8Array(TEMPLATE)]), 'vanished.pptx');
    const uploaded = await api.post<V1Template>('/api/v1/templates', form);
    expect(uploaded.status).toBe(201);
    const detail = await stack.app
      .get(RpcClient)
      .call('templates.get', { actorId: userId, templateId: uploaded.body.id });
    await stack.app.get<ObjectStorage>(OBJECT_STORAGE).delete(detail.file.key);
    const before = templates.events.length;

    const res = await browser.fetch(`/api/app/templates/${uploaded.body.id}/download`);

    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('not in storage') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(templates.events).toHaveLength(before);
  });
});
