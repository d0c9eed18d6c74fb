import { randomUUID } from 'node:crypto';
import type { ActivityEntry, EventPayload, RpcReply } from '@deckmill/bus-contracts';
import { runSql, serviceSchema, quoteIdent } from '@deckmill/database';
import {
  MESSAGE_BUS,
  RpcClient,
  runWithRequestContext,
  type MessageBus,
  type RequestContext,
  type Subscription,
} from '@deckmill/messaging';
import type { TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { entryHash } from '../src/audit/chain/entry-hash';
import { entryOfRow } from '../src/audit/entities/activity-entry-row';
import { ActivityLogRow } from '../src/audit/entities/activity-log-row.entity';
import { PruneActivityUseCase } from '../src/audit/use-cases/prune-activity/prune-activity.use-case';
import { RecordActivityUseCase } from '../src/audit/use-cases/record-activity/record-activity.use-case';
import { createTeam, newUser, startAdminStack } from './support/admin-stack';

const LOG = `${quoteIdent(serviceSchema('admin'))}."activity_log"`;
const DAY_MS = 24 * 60 * 60_000;

/** The item at `index`, failing the test when there is none. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}

describe('the audit trail', () => {
  let stack: TestStack;
  let rpc: RpcClient;
  let bus: MessageBus;
  let recorded: Subscription;
  const announced: ActivityEntry[] = [];

  beforeAll(async () => {
    stack = await startAdminStack();
    rpc = stack.app.get(RpcClient);
    bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    recorded = await bus.subscribeEvent('audit.recorded', { durable: 'test-audit-recorded' }, async (d) => {
      announced.push(d.data);
    });
  });

  afterAll(async () => {
    await recorded.stop();
    await stack.stop();
  });

  function uploaded(ownerId: string, teamId: number | null = null): EventPayload<'template.uploaded'> {
    return {
      templateId: Math.floor(Math.random() * 1e6) + 1,
      ownerId,
      teamId,
      name: 'Q3 review',
      occurredAt: new Date().toISOString(),
    };
  }

  async function chainEntries(chain: string): Promise<ActivityEntry[]> {
    const page = await rpc.call('audit.list', { scope: { kind: 'all' }, limit: 1000 });
    return page.entries.filter((entry) => entry.chain === chain).sort((a, b) => a.seq - b.seq);
  }

  async function waitForEntries(chain: string, count: number): Promise<ActivityEntry[]> {
    let entries: ActivityEntry[] = [];
    await eventually(async () => {
      entries = await chainEntries(chain);
      return entries.length >= count;
    }, `${count} entries in ${chain}`);
    return entries;
  }

  function verify(chain?: string): Promise<RpcReply<'audit.verify'>> {
    return rpc.call('audit.verify', chain ? { chain } : {});
  }

  it('records a published event with who, from where and the request, and announces it', async () => {
    const ownerId = randomUUID();
    const context: RequestContext = {
      requestId: `req-${ownerId}`,
      actor: { kind: 'api_key', userId: ownerId, email: 'ada@example.com', apiKeyId: 'key-7' },
      ip: '203.0.113.5',
      userAgent: 'deckmill-cli/1.0',
    };
    const payload = uploaded(ownerId);
    await runWithRequestContext(context, () => bus.publishEvent('template.uploaded', payload));

    const [entry] = await waitForEntries(`user:${ownerId}`, 1);
    expect(entry).toMatchObject({
      chain: `user:${ownerId}`,
      seq: 1,
      action: 'template.uploaded',
      actor: { kind: 'api_key', userId: ownerId, email: 'ada@example.com', apiKeyId: 'key-7' },
      target: { type: 'template', id: String(payload.templateId), label: 'Q3 review' },
      userId: ownerId,
      teamId: null,
      origin: { ip: '203.0.113.5', userAgent: 'deckmill-cli/1.0', requestId: `req-${ownerId}` },
      occurredAt: payload.occurredAt,
    });
    expect(entry?.hash).toMatch(/^[0-9a-f]{64}$/);
    await eventually(() => announced.some((a) => a.id === entry?.id), 'audit.recorded for the entry');
    expect(announced.find((a) => a.id === entry?.id)).toEqual(entry);

    const mine = await rpc.call('audit.list', { scope: { kind: 'user', userId: ownerId } });
    expect(mine.entries.map((e) => e.id)).toEqual([entry?.id]);
  });

  it('appends a redelivered event once', async () => {
    const ownerId = randomUUID();
    const payload = uploaded(ownerId);
    // Without a message id the bus delivers both copies; the second is the same delivery again.
    await bus.publishEvent('template.uploaded', payload);
    await bus.publishEvent('template.uploaded', payload);
    const record = stack.app.get(RecordActivityUseCase, { strict: false });
    const again = {
      key: 'template.deleted' as const,
      subject: 'deckmill.evt.template.deleted.v1',
      messageId: 'm-1',
      data: payload,
    };
    await record.execute(again);
    await record.execute(again);
    await waitForEntries(`user:${ownerId}`, 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const entries = await chainEntries(`user:${ownerId}`);
    expect(entries.map((e) => e.action).sort()).toEqual(['template.deleted', 'template.uploaded']);
  });

  it('keeps a chain gapless under concurrent appends, and verifies it', async () => {
    const ownerId = randomUUID();
    const record = stack.app.get(RecordActivityUseCase, { strict: false });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record.execute({
          key: 'template.uploaded',
          subject: 's',
          messageId: `c-${ownerId}-${i}`,
          data: uploaded(ownerId),
        }),
      ),
    );
    const entries = await chainEntries(`user:${ownerId}`);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await verify(`user:${ownerId}`)).toEqual({ ok: true, chains: 1, entries: 20, firstBroken: null });
  });

  it('names the first broken link after a row is changed, and after a row is deleted', async () => {
    const ownerId = randomUUID();
    const chain = `user:${ownerId}`;
    const record = stack.app.get(RecordActivityUseCase, { strict: false });
    for (let i = 0; i < 4; i++) {
      await record.execute({
        key: 'template.uploaded',
        subject: 's',
        messageId: `t-${ownerId}-${i}`,
        data: uploaded(ownerId),
      });
    }
    const entries = await chainEntries(chain);
    expect((await verify()).ok).toBe(true);
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has no database');

    await runSql(dataSource, `UPDATE ${LOG} SET "target_label" = 'forged' WHERE "id" = $1`, [
      nth(entries, 1).id,
    ]);
    expect((await verify()).firstBroken).toEqual({
      chain,
      seq: 2,
      entryId: nth(entries, 1).id,
      reason: 'hash_mismatch',
    });
    await runSql(dataSource, `UPDATE ${LOG} SET "target_label" = $2 WHERE "id" = $1`, [
      nth(entries, 1).id,
      'Q3 review',
    ]);
    expect((await verify(chain)).ok).toBe(true);

    await runSql(dataSource, `DELETE FROM ${LOG} WHERE "id" = $1`, [nth(entries, 2).id]);
    expect((await verify(chain)).firstBroken).toEqual({
      chain,
      seq: 3,
      entryId: nth(entries, 3).id,
      reason: 'missing_entry',
    });
    await runSql(dataSource, `DELETE FROM ${LOG} WHERE "chain" = $1`, [chain]);
    await runSql(
      dataSource,
      `DELETE FROM ${quoteIdent(serviceSchema('admin'))}."activity_chains" WHERE "chain" = $1`,
      [chain],
    );
  });

  it("checks and reports a chain whose head was deleted, and an entry inserted past the head's last seq", async () => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has no database');
    const record = stack.app.get(RecordActivityUseCase, { strict: false });
    const HEADS = `${quoteIdent(serviceSchema('admin'))}."activity_chains"`;
    const recordTwo = async (ownerId: string): Promise<ActivityEntry[]> => {
      for (let i = 0; i < 2; i++) {
        await record.execute({
          key: 'template.uploaded',
          subject: 's',
          messageId: `h-${ownerId}-${i}`,
          data: uploaded(ownerId),
        });
      }
      return chainEntries(`user:${ownerId}`);
    };

    const headless = `user:${randomUUID()}`;
    const headlessEntries = await recordTwo(headless.slice('user:'.length));
    await runSql(dataSource, `DELETE FROM ${HEADS} WHERE "chain" = $1`, [headless]);
    expect(await verify(headless)).toEqual({
      ok: false,
      chains: 1,
      entries: 0,
      firstBroken: { chain: headless, seq: 1, entryId: nth(headlessEntries, 0).id, reason: 'missing_head' },
    });
    const whole = await verify();
    expect(whole.ok).toBe(false);
    expect(whole.firstBroken?.reason).toBe('missing_head');
    await runSql(dataSource, `DELETE FROM ${LOG} WHERE "chain" = $1`, [headless]);

    const extended = `user:${randomUUID()}`;
    await recordTwo(extended.slice('user:'.length));
    const log = dataSource.getRepository(ActivityLogRow);
    const last = await log.findOneByOrFail({ chain: extended, seq: 2 });
    // A forged third entry linked to the second with a correct hash: only the head says it was never appended.
    const forged = { ...last, id: randomUUID(), seq: 3, prevHash: last.hash, sourceKey: `forged-${last.id}` };
    await log.save({ ...forged, hash: entryHash(last.hash, entryOfRow(forged)) }, { reload: false });
    expect((await verify(extended)).firstBroken).toEqual({
      chain: extended,
      seq: 3,
      entryId: forged.id,
      reason: 'entry_past_head',
    });
    await runSql(dataSource, `DELETE FROM ${LOG} WHERE "chain" = $1`, [extended]);
    await runSql(dataSource, `DELETE FROM ${HEADS} WHERE "chain" = $1`, [extended]);
  });

  it("shows a team's entries to its admins only, and scopes and filters the lists", async () => {
    const admin = await newUser(stack, 'team-admin');
    const outsider = await newUser(stack, 'outsider');
    const team = await createTeam(admin, 'Audit Team');
    const payload = uploaded(admin.id, team.id);
    await runWithRequestContext(
      { requestId: 'r-team', actor: { kind: 'user', userId: admin.id, email: admin.email } },
      () => bus.publishEvent('template.uploaded', payload),
    );
    const teamScope = { kind: 'team' as const, teamId: team.id, actorId: admin.id };
    let teamPage = await rpc.call('audit.list', {
      scope: teamScope,
      filters: { action: 'template.uploaded' },
    });
    await eventually(async () => {
      teamPage = await rpc.call('audit.list', { scope: teamScope, filters: { action: 'template.uploaded' } });
      return teamPage.entries.length > 0;
    }, "the team's upload");
    expect(teamPage.entries).toHaveLength(1);
    expect(teamPage.entries[0]).toMatchObject({
      chain: `team:${team.id}`,
      teamId: team.id,
      userId: admin.id,
    });
    await expect(
      rpc.call('audit.list', { scope: { kind: 'team', teamId: team.id, actorId: outsider.id } }),
    ).rejects.toMatchObject({ domainError: { kind: 'not_found' } });

    const outsiders = await rpc.call('audit.list', { scope: { kind: 'user', userId: outsider.id } });
    expect(outsiders.entries.every((entry) => entry.userId === outsider.id)).toBe(true);
    expect(outsiders.entries.some((entry) => entry.teamId === team.id)).toBe(false);

    const byActor = await rpc.call('audit.list', {
      scope: { kind: 'all' },
      filters: { actorId: admin.id, teamId: team.id, from: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(byActor.entries.map((entry) => entry.target.id)).toContain(String(payload.templateId));
    const future = await rpc.call('audit.list', {
      scope: { kind: 'all' },
      filters: { from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(future.entries).toEqual([]);
  });

  it('pages newest first with a cursor', async () => {
    const ownerId = randomUUID();
    const record = stack.app.get(RecordActivityUseCase, { strict: false });
    for (let i = 0; i < 5; i++) {
      const data = { ...uploaded(ownerId), occurredAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() };
      await record.execute({ key: 'template.uploaded', subject: 's', messageId: `p-${ownerId}-${i}`, data });
    }
    const scope = { kind: 'user' as const, userId: ownerId };
    const first = await rpc.call('audit.list', { scope, limit: 3 });
    const second = await rpc.call('audit.list', { scope, limit: 3, cursor: first.nextCursor });
    expect([...first.entries, ...second.entries].map((e) => e.seq)).toEqual([5, 4, 3, 2, 1]);
    expect(second.nextCursor).toBeNull();
  });

  it("prunes entries older than the owner's plan keeps, and the chain still verifies", async () => {
    const owner = await newUser(stack, 'retained', 'starter');
    const chain = `user:${owner.id}`;
    const record = stack.app.get(RecordActivityUseCase, { strict: false });
    for (let i = 0; i < 3; i++) {
      await record.execute({
        key: 'template.uploaded',
        subject: 's',
        messageId: `r-${owner.id}-${i}`,
        data: uploaded(owner.id),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = await chainEntries(chain);
    const mine = before.filter((entry) => entry.action === 'template.uploaded');
    const second = nth(mine, 1);
    // A starter keeps 180 days: 180 days after the second upload, the entries before it are due (and with a
    // free account's 90 days the third would be too).
    const now = new Date(Date.parse(second.recordedAt) + 180 * DAY_MS);
    await stack.app.get(PruneActivityUseCase, { strict: false }).execute({ now });

    // Sign-up's own entries may still be arriving; whatever arrives later is newer and stays.
    const after = await chainEntries(chain);
    const kept = new Set(after.map((entry) => entry.id));
    expect(after.every((entry) => entry.seq >= second.seq)).toBe(true);
    expect(kept.has(nth(mine, 0).id)).toBe(false);
    expect(before.filter((entry) => entry.seq >= second.seq).every((entry) => kept.has(entry.id))).toBe(true);
    expect(kept.has(nth(mine, 2).id)).toBe(true);
    expect(await verify(chain)).toMatchObject({ ok: true, entries: after.length });
    expect((await verify()).ok).toBe(true);
  });
});
