import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { SweepExpiredDecksUseCase, SweepOrphanUploadsUseCase } from '@deckmill/generation-service';
import { newOperator, newPerson, newPresentation, newTemplate, type Person } from './support/retention-world';

const generation = quoteIdent(serviceSchema('generation'));
const DAY_MS = 86_400_000;

interface Detail {
  status: string;
  completed_at: string | null;
  download_url: string | null;
  decks_expire_at: string | null;
  decks_deleted_at: string | null;
  decks_deleted_reason: string | null;
  rows: { download_url: string | null }[];
}

/** Data kept only as long as needed: decks expire or are deleted on request, stray uploads go. */
describe('data retention', () => {
  let stack: TestStack;
  let storage: ObjectStorage;

  beforeAll(async () => {
    stack = await startTestStack({ previews: true });
    storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
  }, 120_000);

  afterAll(() => stack.stop());

  async function keys(prefix: string): Promise<string[]> {
    const found: string[] = [];
    for await (const object of storage.list(prefix)) found.push(object.key);
    return found.sort();
  }

  async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    if (!stack.dataSource) throw new Error('the stack has a database');
    return (await stack.dataSource.query(text, params)) as Row[];
  }

  const detail = async (person: Person, id: string) =>
    (await person.client.get<Detail>(`/api/app/presentations/${id}`)).body;

  it('keeps a finished batch’s decks for the plan’s days, and deletes them now at the owner’s request', async () => {
    const owner = await newPerson(stack, 'retention-owner');
    const stranger = await newPerson(stack, 'retention-stranger');
    const uploadsBefore = await keys('uploads/');
    const { id, row } = await newPresentation(owner, await newTemplate(owner));

    // The data file was deleted once the batch was created: only its rows hold the values now.
    expect(await keys('uploads/')).toEqual(uploadsBefore);
    const kept = await detail(owner, id);
    expect(kept.decks_deleted_at).toBeNull();
    // A free account: DECK_RETENTION_DAYS_FREE (7) days from when the batch finished.
    const keptFor = Date.parse(kept.decks_expire_at ?? '') - Date.parse(kept.completed_at ?? '');
    expect(Math.abs(keptFor - 7 * DAY_MS)).toBeLessThan(60_000);
    expect(await keys(`presentations/${id}/`)).not.toEqual([]);

    expect((await stranger.client.delete(`/api/app/presentations/${id}/decks`)).status).toBe(404);
    const deleted = await owner.client.delete<Detail>(`/api/app/presentations/${id}/decks`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      download_url: null,
      decks_expire_at: null,
      decks_deleted_reason: 'requested',
    });
    expect(deleted.body.decks_deleted_at).not.toBeNull();
    expect(deleted.body.rows.every((r) => r.download_url === null)).toBe(true);
    expect(await keys(`presentations/${id}/`)).toEqual([]);
    const [rowKeys] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM ${generation}."batch_rows"
        WHERE "batch_id" = $1 AND ("output_key" IS NOT NULL OR "pdf_key" IS NOT NULL)`,
      [id],
    );
    expect(Number(rowKeys?.n)).toBe(0);

    // Downloads answer 410 in words a person understands.
    const zip = await owner.client.get<{ error: string }>(`/api/app/presentations/${id}/download`);
    expect(zip.status).toBe(410);
    expect(zip.body.error).toMatch(/files of this presentation were deleted on \d{4}-\d{2}-\d{2}/);
    expect((await owner.client.fetch(`/api/app/presentations/${id}/rows/${row}/download`)).status).toBe(410);
    // Asked again: answered as it is.
    expect((await owner.client.delete(`/api/app/presentations/${id}/decks`)).status).toBe(200);
  }, 120_000);

  it('deletes what viewers of its links did with the decks, keeping the links to answer 410', async () => {
    const owner = await newPerson(stack, 'retention-viewed');
    const { id } = await newPresentation(owner, await newTemplate(owner), { shareLinks: true });
    const links = await owner.client.get<{ links: { id: string; url: string }[] }>(
      `/api/app/presentations/${id}/links`,
    );
    const link = links.body.links[0];
    if (!link) throw new Error(`no links: ${links.text}`);
    // What a viewer leaves behind: a view, the address typed at a gate (its pass) and the owner's notice of it.
    const viewId = randomUUID();
    const [batch] = await sql<{ owner_id: string }>(
      `SELECT "owner_id" FROM ${generation}."batches" WHERE "id" = $1`,
      [id],
    );
    await sql(
      `INSERT INTO ${generation}."share_link_views" ("id", "link_id", "batch_id", "owner_id", "viewer_hash",
         "viewer_number", "email_sealed", "device", "network") VALUES ($1, $2, $3, $4, $5, 1, 'sealed', 'mobile', '203.0.113.0/24')`,
      [viewId, link.id, id, batch?.owner_id, 'a'.repeat(64)],
    );
    await sql(
      `INSERT INTO ${generation}."share_link_passes" ("pass_hash", "link_id", "email_sealed") VALUES ($1, $2, 'sealed')`,
      ['b'.repeat(64), link.id],
    );
    await sql(
      `INSERT INTO ${generation}."notifications" ("user_id", "batch_id", "kind", "title", "body", "view_id")
       VALUES ($1, $2, 'presentation.deck-viewed', 'viewed', 'ada@example.com viewed it', $3)`,
      [batch?.owner_id, id, viewId],
    );
    const counts = async () =>
      (
        await sql<{ views: string; passes: string; notices: string; links: string }>(
          `SELECT (SELECT count(*) FROM ${generation}."share_link_views" WHERE "batch_id" = $1) AS views,
                  (SELECT count(*) FROM ${generation}."share_link_passes" WHERE "link_id" = $2) AS passes,
                  (SELECT count(*) FROM ${generation}."notifications"
                    WHERE "batch_id" = $1 AND "kind" = 'presentation.deck-viewed') AS notices,
                  (SELECT count(*) FROM ${generation}."share_links" WHERE "batch_id" = $1) AS links`,
          [id, link.id],
        )
      )[0];
    expect(await counts()).toEqual({
      views: '1',
      passes: '1',
      notices: '1',
      links: String(links.body.links.length),
    });

    expect((await owner.client.delete(`/api/app/presentations/${id}/decks`)).status).toBe(200);
    expect(await counts()).toEqual({
      views: '0',
      passes: '0',
      notices: '0',
      links: String(links.body.links.length),
    });
    expect((await fetch(link.url)).status).toBe(410);
  }, 120_000);

  it('sweeps expired decks, never those of a batch still rendering', async () => {
    const owner = await newPerson(stack, 'retention-expiry');
    const { id } = await newPresentation(owner, await newTemplate(owner));
    // "completed" shows before the finalizer announces the batch and sets its expiry: wait for it, or the
    // announcement would overwrite the date set below.
    const announced = Date.now() + 30_000;
    while ((await detail(owner, id)).decks_expire_at === null && Date.now() < announced) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await sql(
      `UPDATE ${generation}."batches" SET "decks_expire_at" = now() - interval '1 minute' WHERE "id" = $1`,
      [id],
    );
    // A batch still rendering (not announced, so no expiry of its own yet), even with a date in the past.
    const running = randomUUID();
    await sql(
      `INSERT INTO ${generation}."batches" ("id", "owner_id", "name", "template_id", "template_name",
         "template_file_key", "file_name_pattern", "watermark", "status", "row_count", "rows_done", "rows_failed",
         "decks_expire_at")
       VALUES ($1, $2, 'Running', 1, 'Deck', 'templates/none.pptx', '{{row}}', false, 'processing', 1, 0, 0,
         now() - interval '1 day')`,
      [running, owner.id],
    );

    await stack.app.get(SweepExpiredDecksUseCase, { strict: false }).execute();

    const expired = await detail(owner, id);
    expect(expired).toMatchObject({ decks_deleted_reason: 'expired', download_url: null });
    expect(await keys(`presentations/${id}/`)).toEqual([]);
    const [stillRunning] = await sql<{ deleted: Date | null }>(
      `SELECT "decks_deleted_at" AS deleted FROM ${generation}."batches" WHERE "id" = $1`,
      [running],
    );
    expect(stillRunning?.deleted).toBeNull();
    await sql(`DELETE FROM ${generation}."batches" WHERE "id" = $1`, [running]);
  }, 120_000);

  it('deletes uploads no batch holds once they are older than ORPHAN_UPLOAD_HOURS', async () => {
    const put = (key: string) =>
      storage.putStream(key, Readable.from([Buffer.from('a,b\n1,2\n')]), {
        contentType: 'text/csv',
        size: 8,
      });
    const stray = `uploads/csv/${randomUUID()}.csv`;
    const strayImages = `uploads/images/${randomUUID()}.zip`;
    await Promise.all([put(stray), put(strayImages)]);
    const sweep = stack.app.get(SweepOrphanUploadsUseCase, { strict: false });

    await sweep.execute({ now: new Date() });
    expect(await storage.exists(stray)).toBe(true); // a request may still be reading it

    await sweep.execute({ now: new Date(Date.now() + 25 * 3_600_000) });
    expect(await storage.exists(stray)).toBe(false);
    expect(await storage.exists(strayImages)).toBe(false);
  }, 60_000);

  it('leaves nothing of a deleted account in storage or in any table', async () => {
    const operator = await newOperator(stack);
    const storedBefore = new Set(await keys(''));
    const leaving = await newPerson(stack, 'retention-leaving');
    const templateId = await newTemplate(leaving);
    const { id: batchId } = await newPresentation(leaving, templateId);
    await leaving.client.post('/api/settings/api_keys', { api_key: { name: 'ci' } });
    await leaving.client.post('/api/settings/webhooks', {
      url: 'https://hooks.example.com/retention',
      events: ['batch.completed'],
    });
    expect(await keys(`presentations/${batchId}/`)).not.toEqual([]);

    expect((await operator.client.delete(`/api/admin/users/${leaving.id}`)).status).toBeLessThan(300);

    const deadline = Date.now() + 30_000;
    let left: string[];
    for (;;) {
      // Other accounts' template previews may be rendered meanwhile: only objects of no living template count.
      const living = await livingTemplatePrefixes();
      const stored = (await keys('')).filter(
        (key) => !storedBefore.has(key) && !living.some((prefix) => key.startsWith(prefix)),
      );
      left = [...stored.map((key) => `storage: ${key}`), ...(await rowsOf([leaving.id, batchId]))];
      if (left.length === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(left).toEqual([]);
  }, 180_000);

  it('deletes one batch of a user and everything of it, leaving the other batch as it was', async () => {
    const owner = await newPerson(stack, 'retention-batch-owner');
    const stranger = await newPerson(stack, 'retention-batch-stranger');
    // Two sample batches need more than the free plan's monthly decks.
    const operator = await newOperator(stack);
    const upgrade = await operator.client.patch(`/api/admin/users/${owner.id}`, {
      subscription_tier: 'professional',
    });
    expect(upgrade.status).toBe(200);
    // An endpoint first, so the batches' events are in the webhooks delivery log too.
    await owner.client.post('/api/settings/webhooks', {
      url: 'https://hooks.example.com/batch-deletion',
      events: ['batch.completed'],
    });
    const templateId = await newTemplate(owner);
    const { id: doomed } = await newPresentation(owner, templateId);
    const { id: kept, row: keptRow } = await newPresentation(owner, templateId);
    expect(await keys(`presentations/${doomed}/`)).not.toEqual([]);
    const keptKeys = await keys(`presentations/${kept}/`);

    // Before: the batch is named in generation's tables and in the webhooks delivery log.
    const deadline = Date.now() + 30_000;
    let before: string[] = [];
    while (!before.some((hit) => hit.includes('_webhooks.deliveries')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      before = await rowsOf([doomed], BATCH_KEPT);
    }
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/_webhooks\.deliveries/)]));
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/_generation\.batch_rows/)]));

    expect((await stranger.client.delete(`/api/app/presentations/${doomed}`)).status).toBe(404);
    // "completed" shows before the finalizer announces the batch; until then the delete is refused with 409.
    let status: number;
    for (;;) {
      status = (await owner.client.delete(`/api/app/presentations/${doomed}`)).status;
      if (status !== 409 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(204);
    expect((await owner.client.get(`/api/app/presentations/${doomed}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/app/presentations/${doomed}`)).status).toBe(404);

    let left: string[];
    let audited: { action: string }[];
    for (;;) {
      const stored = await keys(`presentations/${doomed}/`);
      left = [...stored.map((key) => `storage: ${key}`), ...(await rowsOf([doomed], BATCH_KEPT))];
      audited = await sql<{ action: string }>(
        `SELECT "action" FROM ${quoteIdent(serviceSchema('admin'))}."activity_log"
          WHERE "target_id" = $1 AND "action" = 'batch.deleted'`,
        [doomed],
      );
      if ((left.length === 0 && audited.length === 1) || Date.now() > deadline + 30_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(left).toEqual([]);
    expect(audited).toHaveLength(1);

    // The other batch: untouched, downloadable.
    expect(await keys(`presentations/${kept}/`)).toEqual(keptKeys);
    expect((await detail(owner, kept)).decks_deleted_at).toBeNull();
    // Each body read to its end: an unread ZIP (the decks hold the sample's logos) leaves the connection paused.
    const zip = await owner.client.fetch(`/api/app/presentations/${kept}/download`);
    expect([zip.status, (await zip.arrayBuffer()).byteLength > 0]).toEqual([200, true]);
    const deck = await owner.client.fetch(`/api/app/presentations/${kept}/rows/${keptRow}/download`);
    expect([deck.status, (await deck.arrayBuffer()).byteLength > 0]).toEqual([200, true]);
  }, 180_000);

  async function livingTemplatePrefixes(): Promise<string[]> {
    const rows = await sql<{ prefix: string }>(
      `SELECT "storage_prefix" AS prefix FROM ${quoteIdent(serviceSchema('templates'))}."templates"`,
    );
    return rows.map((row) => row.prefix);
  }

  /**
   * Every row of every service's tables that names one of `ids` in any column, but for what is deliberately kept
   * (docs/data-retention.md): the audit trail (admin's audit log: who deleted whom, within its retention) and
   * billing's usage ledger (decks counted against a paid period: accounting records).
   */
  async function rowsOf(ids: readonly string[], kept: readonly string[] = KEPT): Promise<string[]> {
    const schemas = SCHEMAS.map((service) => serviceSchema(service));
    const columns = await sql<{ schema: string; table: string; column: string }>(
      `SELECT table_schema AS schema, table_name AS table, column_name AS column
         FROM information_schema.columns
        WHERE table_schema = ANY($1) AND data_type IN ('uuid', 'text', 'character varying', 'jsonb')`,
      [schemas],
    );
    const found: string[] = [];
    for (const { schema, table, column } of columns) {
      const where = `${schema}.${table}`;
      if (kept.some((table) => where.endsWith(table))) continue;
      const [hit] = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM ${quoteIdent(schema)}.${quoteIdent(table)}
          WHERE ${quoteIdent(column)}::text LIKE ANY($1)`,
        [ids.map((id) => `%${id}%`)],
      );
      if (Number(hit?.n) > 0) found.push(`table: ${where}.${column} (${hit?.n})`);
    }
    return found;
  }
});

const SCHEMAS = [
  'identity',
  'templates',
  'generation',
  'teams',
  'billing',
  'mail',
  'admin',
  'webhooks',
  'converter',
];

/** Tables deliberately kept after an account is deleted (see docs/data-retention.md, "What is kept"). */
const KEPT: readonly string[] = [
  // The audit trail and its chain heads: "operator deleted user X" must outlive X, within the trail's own
  // retention per plan (docs/audit.md); deleting entries would break the tenant's hash chain.
  '_admin.activity_log',
  '_admin.activity_chains',
  // Accounting records of plan changes and payments (tiers, amounts, provider reference; no name or address).
  '_billing.subscription_changes',
  // Messages already published, pruned by the outbox relay after 24 hours.
  '.outbox',
  // Id-only claims ("batch:<id>") that keep a redelivered mail job from sending twice; no address, no content.
  '_mail.sent_mails',
];

/**
 * Tables deliberately kept after one batch is deleted (docs/data-retention.md, "Deleting a batch"): what is kept
 * after an account is deleted, and id-only records the account's own deletion removes later.
 */
const BATCH_KEPT: readonly string[] = [
  ...KEPT,
  // Usage already counted stays counted: the month's reservation (batch id, counts) is the allowance's record.
  '_billing.usage_reservations',
  // The batch's id in the template's "counted once" claims; the template's presentations count stays.
  '_templates.counted_presentations',
  // Mail send slots (batch id, row, time) age out of the owner's sending limit window on their own.
  '_generation.delivery_ledger',
];
