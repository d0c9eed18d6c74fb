import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { ActivityEntry, EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { GOOD_PASSWORD, freshClient, signUpAndIn, uniqueEmail } from './support/accounts';
import { startFakeAudit, type FakeAudit } from './support/fake-audit-trails';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');

function entryOf(userId: string, seq: number): ActivityEntry {
  return {
    id: randomUUID(),
    chain: `user:${userId}`,
    seq,
    action: 'session.signed_in',
    actor: { kind: 'user', userId, email: null, apiKeyId: null },
    target: { type: 'session', id: `s${seq}`, label: null },
    userId,
    teamId: null,
    origin: { ip: null, userAgent: null, requestId: null },
    details: {},
    occurredAt: new Date().toISOString(),
    recordedAt: new Date().toISOString(),
    hash: 'a'.repeat(64),
  };
}

/**
 * Settings → Your data over the real services (the admin service's `audit.list` faked: another slice builds it):
 * the ZIP holds the user's own templates, batches with their uploaded rows and activity, nobody else's, and
 * `account.exported` is recorded (before the ZIP starts); deleting the account needs the password.
 */
describe('data export and account deletion', () => {
  let stack: TestStack;
  let audit: FakeAudit;
  let ada: TestClient;
  let adaId: string;
  let batchId: string;
  let datasetId: string;
  const exported: Array<EventPayload<'account.exported'>> = [];

  beforeAll(async () => {
    stack = await startTestStack({
      // Not admin: audit.list is answered by the fake below.
      targets: [
        'gateway',
        'identity',
        'teams',
        'templates',
        'generation',
        'billing',
        'mail',
        'webhooks',
        'converter',
      ],
      s3: false,
    });
    audit = await startFakeAudit(stack.namespace);
    await stack.app
      .get<MessageBus>(MESSAGE_BUS)
      .subscribeEvent('account.exported', { durable: 'test-account-exported' }, async ({ data }) => {
        exported.push(data);
      });
    ada = freshClient(stack);
    adaId = await signUpAndIn(ada, 'Ada', uniqueEmail('ada'));
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: adaId, tier: 'professional' });
    const template = await ada.post<{ id: number; placeholders: string[] }>('/api/app/samples/template');
    if (template.status !== 201) throw new Error(`sample template: ${template.status} ${template.text}`);
    const form = new FormData();
    form.set('presentation[template_id]', String(template.body.id));
    form.set('presentation[csv_file]', new Blob([SAMPLE_CSV]), 'rows.csv');
    form.set(
      'presentation[data_mapping]',
      JSON.stringify(Object.fromEntries(template.body.placeholders.map((name) => [name, name]))),
    );
    const created = await ada.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
    batchId = created.body.id;
    const upload = new FormData();
    upload.set('file', new Blob(['Company;City\nAcme;Lyon\nGlobex;Köln\n']), 'accounts.csv');
    const dataset = await ada.post<{ id: string }>('/api/app/datasets', upload);
    if (dataset.status !== 201) throw new Error(`dataset: ${dataset.status} ${dataset.text}`);
    datasetId = dataset.body.id;
    // 1,001 entries: the export pages through audit.list (1,000 at a time).
    audit.record(
      adaId,
      Array.from({ length: 1001 }, (_, index) => entryOf(adaId, 1001 - index)),
    );
  });

  afterAll(async () => {
    await audit?.stop();
    await stack?.stop();
  });

  it("streams the user's own data as a ZIP and then publishes account.exported", async () => {
    const bob = freshClient(stack);
    await signUpAndIn(bob, 'Bob', uniqueEmail('bob'));
    const bobsTemplate = await bob.post<{ id: number }>('/api/app/samples/template');
    expect(bobsTemplate.status).toBe(201);

    // The account as the profile page shows it, the theme chosen in the account menu included.
    expect((await ada.put('/api/settings/profile', { theme_preference: 'dark' })).status).toBe(200);
    const res = await ada.fetch('/api/settings/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/deckmill-export-\d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());

    expect(JSON.parse(text('profile.json'))).toMatchObject({
      account: { id: adaId, name: 'Ada', unconfirmed_email: null, theme_preference: 'dark' },
    });
    const templates = JSON.parse(text('templates/templates.json')) as Array<{ id: number; file: string }>;
    expect(templates.map((template) => template.id)).not.toContain(bobsTemplate.body.id);
    expect(templates).toHaveLength(1);
    expect(strFromU8(files[`templates/${templates[0]?.file}`] ?? new Uint8Array()).slice(0, 2)).toBe('PK');

    const batches = JSON.parse(text('batches.json')) as Array<{
      id: string;
      rows_file: string;
      row_count: number;
    }>;
    expect(batches.map((batch) => batch.id)).toEqual([batchId]);
    const csv = text(batches[0]?.rows_file ?? '')
      .trim()
      .split('\r\n');
    const [sampleHeader, firstSample] = SAMPLE_CSV.trim().split('\n');
    // The user's columns (their order as stored: a jsonb record keeps no column order).
    const [fixed, columns] = [csv[0]?.split(',').slice(0, 3), csv[0]?.split(',').slice(3)];
    expect(fixed).toEqual(['row', 'status', 'file_name']);
    expect(columns?.sort()).toEqual(sampleHeader?.trim().split(',').sort());
    expect(csv).toHaveLength(1 + (batches[0]?.row_count ?? 0));
    expect(csv[1]).toContain(firstSample?.split(',')[0] ?? '');

    const datasets = JSON.parse(text('datasets/datasets.json')) as Array<{ id: string; rows_file: string }>;
    expect(datasets.map((dataset) => dataset.id)).toEqual([datasetId]);
    expect(text(datasets[0]?.rows_file ?? '')).toBe('Company,City\r\nAcme,Lyon\r\nGlobex,Köln\r\n');

    const activity = text('activity.jsonl').trim().split('\n');
    expect(activity).toHaveLength(1001);
    expect(activity.every((line) => (JSON.parse(line) as ActivityEntry).userId === adaId)).toBe(true);

    await eventually(() => exported.some((event) => event.userId === adaId), 'account.exported');
  });

  it('allows three exports an hour per user, then 429', async () => {
    // The first test used one.
    for (const expected of [200, 200, 429]) {
      const res = await ada.fetch('/api/settings/export');
      await res.arrayBuffer();
      expect(res.status).toBe(expected);
    }
  });

  it('deletes the account only with the password, then the session is gone', async () => {
    const wrong = await ada.delete<{ errors: Record<string, string[]> }>('/api/settings/account', {
      current_password: 'not-my-password',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['current_password']);
    expect((await ada.get('/api/settings/profile')).status).toBe(200);

    const done = await ada.delete('/api/settings/account', { current_password: GOOD_PASSWORD });
    expect(done.status).toBe(204);
    expect((await ada.get('/api/settings/profile')).status).toBe(401);
  });
});
