import { randomUUID } from 'node:crypto';
import type { AdminCancelledBatch, AdminResumedBatch, AdminStuckBatchList } from '@deckmill/api-contracts';
import type { ActivityAction, ActivityEntry } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import type { DataRecord } from '@deckmill/csv/data';
import { ResumeSweep } from '../src/rendering/sweep/resume-sweep';
import { RowCipher } from '../src/shared/row-cipher';
import {
  bulkCreate,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const schema = `"${serviceSchema('generation')}"`;

/**
 * The operators' stuck-batch list and its Resume and Cancel, through the gateway, the admin service and
 * generation, over real PostgreSQL and NATS. A batch is made stuck as a lost chunk job leaves it: rows pending,
 * the batch processing, its last progress (and creation) set back in the database.
 */
describe('operators: stuck batches', () => {
  let stack: TestStack;
  let operator: TestUser;
  let owner: TestUser;
  let templateId: number;

  beforeAll(async () => {
    stack = await startTestStack();
    // Only the operator's Resume may re-send here: the stack's own periodic sweep is stopped (and its lease given up).
    await stack.app.get(ResumeSweep).beforeApplicationShutdown();
    operator = await newOperator(stack);
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  });

  afterAll(async () => {
    await stack.stop();
  });

  async function query<Row>(text: string, parameters: unknown[]): Promise<Row[]> {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has a database');
    return (await dataSource.query(text, parameters)) as Row[];
  }

  async function sql(text: string, parameters: unknown[]): Promise<void> {
    await query(text, parameters);
  }

  /**
   * A batch whose chunk jobs were lost `minutes` ago, before any row was made: a copy of a finished batch (same
   * template and rows) under a new id, stored as processing with every row pending and no job anywhere. A copy,
   * because the finished batch's own finalizer id was used already (outbox and bus dedupe would drop another).
   */
  async function strandedBatch(rows: number, minutes: number): Promise<string> {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(rows) });
    expect(created.status).toBe(201);
    expect((await waitForStatus(owner, created.body.id)).status).toBe('completed');
    const id = randomUUID();
    const lastProgressAt = new Date(Date.now() - minutes * 60_000);
    const changes = {
      id,
      status: 'processing',
      rows_done: 0,
      rows_failed: 0,
      completed_at: null,
      announced_at: null,
      decks_expire_at: null,
      idempotency_key: null,
      request_fingerprint: null,
      last_progress_at: lastProgressAt.toISOString(),
      created_at: new Date(lastProgressAt.getTime() - 60 * 60_000).toISOString(),
    };
    await sql(
      `INSERT INTO ${schema}."batches"
       SELECT (jsonb_populate_record(NULL::${schema}."batches", to_jsonb(b) || $2::jsonb)).*
       FROM ${schema}."batches" AS b WHERE b.id = $1`,
      [created.body.id, JSON.stringify(changes)],
    );
    await sql(
      `INSERT INTO ${schema}."batch_rows"
       SELECT (jsonb_populate_record(NULL::${schema}."batch_rows", to_jsonb(r) || $2::jsonb)).*
       FROM ${schema}."batch_rows" AS r WHERE r.batch_id = $1`,
      [
        created.body.id,
        JSON.stringify({ batch_id: id, status: 'pending', output_key: null, size_bytes: null }),
      ],
    );
    // Row values are sealed to their batch and row: sealed again for the copy's id.
    const cipher = stack.app.get(RowCipher);
    const sealed = await query<{ row_number: number; values: DataRecord | string }>(
      `SELECT row_number, values FROM ${schema}."batch_rows" WHERE batch_id = $1`,
      [created.body.id],
    );
    for (const row of sealed) {
      const values = cipher.openValues(created.body.id, row.row_number, row.values);
      await sql(
        `UPDATE ${schema}."batch_rows" SET values = $3::jsonb WHERE batch_id = $1 AND row_number = $2`,
        [id, row.row_number, JSON.stringify(cipher.sealValues(id, row.row_number, values))],
      );
    }
    return id;
  }

  async function stuckIds(minutes?: number): Promise<string[]> {
    const res = await operator.client.get<AdminStuckBatchList>(
      `/api/admin/batches/stuck${minutes ? `?minutes=${minutes}` : ''}`,
    );
    expect(res.status).toBe(200);
    return res.body.batches.map((batch) => batch.id);
  }

  async function trailEntries(action: ActivityAction): Promise<ActivityEntry[]> {
    const page = await stack.app
      .get(RpcClient)
      .call('audit.list', { scope: { kind: 'user', userId: owner.id }, filters: { action } });
    return page.entries;
  }

  it('lists a batch without progress past the threshold with its hints, and Resume completes it', async () => {
    const stuck = await strandedBatch(30, 25);
    const moving = await strandedBatch(2, 0);

    const list = await operator.client.get<AdminStuckBatchList>('/api/admin/batches/stuck');
    expect(list.status).toBe(200);
    expect(list.body.minutes).toBe(10);
    const listed = list.body.batches.find((batch) => batch.id === stuck);
    expect(listed).toMatchObject({
      status: 'processing',
      ownerId: owner.id,
      ownerEmail: owner.email,
      teamId: null,
      templateId,
      formats: ['pptx'],
      rowCount: 30,
      rowsDone: 0,
      rowsFailed: 0,
      rowsConverting: 0,
      deadLetters: 0,
    });
    const sinceProgress = Date.now() - Date.parse(listed?.lastProgressAt ?? '');
    expect(sinceProgress).toBeGreaterThan(24 * 60_000);
    expect(sinceProgress).toBeLessThan(27 * 60_000);
    expect(Date.now() - Date.parse(listed?.createdAt ?? '')).toBeGreaterThan(84 * 60_000);
    expect(list.body.batches.map((batch) => batch.id)).not.toContain(moving);
    expect(await stuckIds(30)).not.toContain(stuck);
    expect(await stuckIds(20)).toContain(stuck);

    const resumed = await operator.client.post<AdminResumedBatch>(`/api/admin/batches/${stuck}/resume`);
    expect(resumed.status).toBe(200);
    // 30 rows are two chunks of 25.
    expect(resumed.body).toMatchObject({
      id: stuck,
      resent: { chunks: 2, conversions: 0, finalizer: false },
    });
    expect(await waitForStatus(owner, stuck, ['completed', 'failed'], 30_000)).toMatchObject({
      status: 'completed',
      rows_done: 30,
      rows_failed: 0,
    });
    expect(await stuckIds()).not.toContain(stuck);
    // The rows the workers settled moved its last progress to now.
    const [moved] = await query<{ recent: boolean }>(
      `SELECT last_progress_at > now() - interval '1 minute' AS recent FROM ${schema}."batches" WHERE id = $1`,
      [stuck],
    );
    expect(moved?.recent).toBe(true);

    // Finished and announced: a late second click re-sends nothing.
    await eventually(async () => {
      const again = await operator.client.post<AdminResumedBatch>(`/api/admin/batches/${stuck}/resume`);
      return again.body.resent?.chunks === 0 && again.body.resent.finalizer === false;
    }, 'nothing owed once announced');

    await eventually(async () => (await trailEntries('batch.resumed_by_operator')).length >= 1, 'audited');
    const [entry] = await trailEntries('batch.resumed_by_operator');
    expect(entry).toMatchObject({
      actor: { kind: 'operator', userId: operator.id, email: operator.email },
      target: { type: 'batch', id: stuck },
      userId: owner.id,
    });
  }, 120_000);

  it('re-sends nothing while a Resume under 15 minutes old holds it back and the batch has not moved', async () => {
    const held = await strandedBatch(2, 30);
    await sql(`UPDATE ${schema}."batches" SET resumed_at = now() - interval '5 minutes' WHERE id = $1`, [
      held,
    ]);
    const listed = (
      await operator.client.get<AdminStuckBatchList>('/api/admin/batches/stuck')
    ).body.batches.find((batch) => batch.id === held);
    const sinceResume = Date.now() - Date.parse(listed?.resumedAt ?? '');
    expect(sinceResume).toBeGreaterThan(4 * 60_000);
    expect(sinceResume).toBeLessThan(7 * 60_000);

    const skipped = await operator.client.post<AdminResumedBatch>(`/api/admin/batches/${held}/resume`);
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({
      resent: { chunks: 0, conversions: 0, finalizer: false },
      skipped: 'resumed_recently',
      resumedAt: listed?.resumedAt,
    });
    expect(await stuckIds()).toContain(held);

    // Past the guard, the next Resume sends the work again.
    await sql(`UPDATE ${schema}."batches" SET resumed_at = now() - interval '16 minutes' WHERE id = $1`, [
      held,
    ]);
    const sent = await operator.client.post<AdminResumedBatch>(`/api/admin/batches/${held}/resume`);
    expect(sent.body).toMatchObject({ resent: { chunks: 1 }, skipped: null });
    expect(Date.now() - Date.parse(sent.body.resumedAt ?? '')).toBeLessThan(60_000);
    expect(await waitForStatus(owner, held, ['completed', 'failed'], 30_000)).toMatchObject({
      status: 'completed',
    });
  }, 120_000);

  it('lists a batch finished long ago and never announced, and Resume sends its finalizer again', async () => {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(2) });
    const id = created.body.id;
    expect((await waitForStatus(owner, id)).status).toBe('completed');
    await eventually(
      async () =>
        (
          await query<{ announced: boolean }>(
            `SELECT announced_at IS NOT NULL AS announced FROM ${schema}."batches" WHERE id = $1`,
            [id],
          )
        )[0]?.announced === true,
      'announced',
      { timeoutMs: 30_000 },
    );
    // As a lost finalizer job leaves it: finished 20 minutes ago, never announced.
    await sql(
      `UPDATE ${schema}."batches" SET announced_at = NULL, completed_at = now() - interval '20 minutes',
         last_progress_at = now() - interval '20 minutes' WHERE id = $1`,
      [id],
    );
    const listed = (
      await operator.client.get<AdminStuckBatchList>('/api/admin/batches/stuck')
    ).body.batches.find((batch) => batch.id === id);
    expect(listed).toMatchObject({ status: 'completed', rowsDone: 2 });
    expect(await stuckIds(30)).not.toContain(id);

    const resumed = await operator.client.post<AdminResumedBatch>(`/api/admin/batches/${id}/resume`);
    expect(resumed.body).toMatchObject({
      resent: { chunks: 0, conversions: 0, finalizer: true },
      skipped: null,
    });
    await eventually(
      async () =>
        (
          await query<{ announced: boolean }>(
            `SELECT announced_at IS NOT NULL AS announced FROM ${schema}."batches" WHERE id = $1`,
            [id],
          )
        )[0]?.announced === true,
      'announced by the re-sent finalizer',
      { timeoutMs: 30_000 },
    );
    expect(await stuckIds()).not.toContain(id);
  }, 120_000);

  it('cancels a stuck batch for its owner once, audited once; a finished one is a conflict', async () => {
    const stuck = await strandedBatch(3, 15);
    const first = await operator.client.post<AdminCancelledBatch>(`/api/admin/batches/${stuck}/cancel`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: stuck,
      status: 'cancelled',
      rowCount: 3,
      rowsDone: 0,
      cancelledNow: true,
    });
    expect(Object.keys(first.body)).not.toContain('ownerId');
    const second = await operator.client.post<AdminCancelledBatch>(`/api/admin/batches/${stuck}/cancel`);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'cancelled', cancelledNow: false });
    expect(await stuckIds()).not.toContain(stuck);
    expect((await waitForStatus(owner, stuck, ['cancelled'])).status).toBe('cancelled');

    await eventually(
      async () => {
        const [row] = await query<{ announced_at: Date | null }>(
          `SELECT announced_at FROM ${schema}."batches" WHERE id = $1`,
          [stuck],
        );
        return Boolean(row?.announced_at);
      },
      'the cancel announced by its finalizer',
      { timeoutMs: 30_000 },
    );
    await eventually(
      async () => (await trailEntries('batch.cancelled')).length >= 1,
      'batch.cancelled audited',
      {
        timeoutMs: 30_000,
      },
    );
    await eventually(async () => (await trailEntries('batch.cancelled_by_operator')).length >= 1, 'audited');
    // The second click cancelled nothing and records nothing: the trail keeps one entry.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await trailEntries('batch.cancelled_by_operator')).toHaveLength(1);

    // Cancelled by its owner first: the operator's Cancel says so, and the trail names no operator.
    const ownCancel = await strandedBatch(2, 15);
    expect((await owner.client.post(`/api/app/presentations/${ownCancel}/cancel`)).status).toBe(200);
    const late = await operator.client.post<AdminCancelledBatch>(`/api/admin/batches/${ownCancel}/cancel`);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ id: ownCancel, status: 'cancelled', cancelledNow: false });
    await eventually(
      async () => (await trailEntries('batch.cancelled')).some((entry) => entry.target.id === ownCancel),
      "the owner's cancel audited",
      { timeoutMs: 30_000 },
    );
    expect(
      (await trailEntries('batch.cancelled_by_operator')).filter((entry) => entry.target.id === ownCancel),
    ).toEqual([]);

    const finished = await bulkCreate(owner, { templateId, csv: sampleCsv(1) });
    await waitForStatus(owner, finished.body.id);
    const refused = await operator.client.post(`/api/admin/batches/${finished.body.id}/cancel`);
    expect(refused.status).toBe(409);
  }, 120_000);

  it('is for operators only, checks CSRF, and answers 404 for ids that name nothing', async () => {
    expect((await owner.client.get('/api/admin/batches/stuck')).status).toBe(403);
    const batch = await strandedBatch(1, 12);
    expect((await owner.client.post(`/api/admin/batches/${batch}/resume`)).status).toBe(403);
    const forged = await operator.client.post(`/api/admin/batches/${batch}/resume`, undefined, {
      'x-csrf-token': 'forged',
    });
    expect(forged.status).toBe(403);
    expect((await operator.client.post('/api/admin/batches/not-a-uuid/resume')).status).toBe(404);
    const unknown = '7d3f1a2b-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect((await operator.client.post(`/api/admin/batches/${unknown}/resume`)).status).toBe(404);
    expect((await operator.client.post(`/api/admin/batches/${unknown}/cancel`)).status).toBe(404);
    // Nothing was resumed by the refused calls.
    expect(await stuckIds()).toContain(batch);
  }, 60_000);
});

/** A confirmed user with the admin flag (the admin API refuses unconfirmed operators). */
async function newOperator(stack: TestStack): Promise<TestUser> {
  const user = await newUser(stack, 'free');
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(user.email) && /confirm/i.test(m.subject),
    15_000,
  );
  const token = /confirmation_token=([^\s"<>&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${user.email}`);
  const confirmed = await user.client.put('/api/users/confirmation', { confirmation_token: token });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
  await stack.app.get(RpcClient).call('identity.admin-update-user', { userId: user.id, admin: true });
  return user;
}
