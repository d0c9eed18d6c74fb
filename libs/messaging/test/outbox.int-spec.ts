import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import {
  currentRequestContext,
  runWithRequestContext,
  type RequestContext,
} from '../src/context/request-context';
import { JetStreamBus } from '../src/jetstream/jetstream-bus';
import { jetStreamNames } from '../src/jetstream/names';
import { OutboxRelay } from '../src/outbox/outbox-relay';
import { outboxTable } from '../src/outbox/outbox-table';
import { OutboxWriter } from '../src/outbox/outbox-writer';
import type { OutboxMessage } from '../src/outbox/outbox-message';
import type { Subscription } from '../src/ports';
import { OUTBOX_TEST_SERVICE, openOutboxTestDatabase } from './support/outbox-test-database';
import { waitFor } from './support/wait-for';

const servers = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const namespace = `${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'local'}_outbox`;
const ownerId = '00000000-0000-4000-8000-000000000001';

function payloadOf(templateId: number): EventPayload<'template.deleted'> {
  return {
    templateId,
    ownerId,
    teamId: null,
    name: `Deck ${templateId}`,
    occurredAt: new Date().toISOString(),
  };
}

function deleted(templateId: number): OutboxMessage {
  const messageId = `template.deleted:${templateId}`;
  return { kind: 'event', key: 'template.deleted', payload: payloadOf(templateId), messageId };
}

describe('transactional outbox over PostgreSQL and JetStream', () => {
  let dataSource: DataSource;
  let bus: JetStreamBus;
  let subscription: Subscription;
  const received: number[] = [];
  const contexts = new Map<number, RequestContext | undefined>();
  const writer = new OutboxWriter(OUTBOX_TEST_SERVICE);

  beforeAll(async () => {
    dataSource = await openOutboxTestDatabase();
    bus = await JetStreamBus.connect({ servers, namespace });
    subscription = await bus.subscribeEvent(
      'template.deleted',
      { durable: 'outbox-spec' },
      async (delivery) => {
        received.push(delivery.data.templateId);
        contexts.set(delivery.data.templateId, currentRequestContext());
      },
    );
  });

  afterAll(async () => {
    await subscription.stop();
    await bus.close();
    await dataSource.destroy();
    const admin = await connect({ servers });
    const jsm = await jetstreamManager(admin);
    const names = jetStreamNames(namespace);
    for (const stream of [names.eventsStream, names.jobsStream, names.deadLetterStream]) {
      await jsm.streams.delete(stream).catch(() => false);
    }
    await admin.close();
  });

  /** Stages and commits a marker, flushes, and returns what arrived up to and including it (in order). */
  async function receivedUpTo(relay: OutboxRelay, marker: number): Promise<number[]> {
    await dataSource.transaction((manager) => writer.stage(manager, deleted(marker)));
    await relay.flush();
    await waitFor(`marker ${marker}`, () => received.includes(marker));
    return received.splice(0, received.length);
  }

  it('publishes nothing that was staged in a transaction that rolled back', async () => {
    const relay = new OutboxRelay(OUTBOX_TEST_SERVICE, dataSource, bus);
    await expect(
      dataSource.transaction(async (manager) => {
        await writer.stage(manager, deleted(1));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await relay.flush();

    // Events arrive in order, so had 1 been published it would come before the marker.
    expect(await receivedUpTo(relay, 2)).toEqual([2]);
  });

  it('publishes, exactly once, what a process committed and then died before flushing', async () => {
    // The "crashed" process: committed its change and the outbox row, never flushed, no relay running.
    await dataSource.transaction((manager) => writer.stage(manager, deleted(10)));
    // A relay of that process that published row 11 and died before marking it.
    await dataSource.transaction((manager) => writer.stage(manager, deleted(11)));
    await bus.publishEvent('template.deleted', payloadOf(11), { messageId: 'template.deleted:11' });
    await waitFor('the pre-crash publish of 11', () => received.includes(11));
    received.splice(0, received.length);

    const restarted = new OutboxRelay(OUTBOX_TEST_SERVICE, dataSource, bus, { intervalMs: 60_000 });
    restarted.start();
    await restarted.stop();

    // 11 is republished with its message id and dropped by JetStream's dedupe.
    expect(await receivedUpTo(restarted, 12)).toEqual([10, 12]);
    const pending: unknown[] = await dataSource.query(
      `SELECT id FROM ${outboxTable(OUTBOX_TEST_SERVICE)} WHERE published_at IS NULL`,
    );
    expect(pending).toHaveLength(0);
  });

  it('clears the payload of a row once it is published and keeps its message id', async () => {
    const relay = new OutboxRelay(OUTBOX_TEST_SERVICE, dataSource, bus);
    await dataSource.transaction((manager) => writer.stage(manager, deleted(20)));
    const table = outboxTable(OUTBOX_TEST_SERVICE);
    const staged = `SELECT payload, published_at IS NOT NULL AS published FROM ${table} WHERE message_id = $1`;
    expect(await dataSource.query(staged, ['template.deleted:20'])).toEqual([
      { payload: expect.objectContaining({ templateId: 20, name: 'Deck 20' }), published: false },
    ]);

    expect(await receivedUpTo(relay, 21)).toEqual([20, 21]);
    expect(await dataSource.query(staged, ['template.deleted:20'])).toEqual([
      { payload: {}, published: true },
    ]);

    // The kept message id still makes a second stage of the same fact a no-op.
    await dataSource.transaction((manager) => writer.stage(manager, deleted(20)));
    await relay.flush();
    expect(await dataSource.query(`SELECT id FROM ${table} WHERE published_at IS NULL`)).toEqual([]);
  });

  it('publishes a row with the request context it was staged in, whoever flushes it later', async () => {
    const relay = new OutboxRelay(OUTBOX_TEST_SERVICE, dataSource, bus);
    const staging = {
      requestId: 'req-outbox-ctx',
      actor: { kind: 'user' as const, userId: ownerId, email: 'ada@example.com' },
      ip: '203.0.113.50',
      userAgent: 'Mozilla/5.0 (audit)',
    };
    await runWithRequestContext(staging, () =>
      dataSource.transaction((manager) => writer.stage(manager, deleted(30))),
    );
    // Flushed from another request, as the relay's interval or another use case's flush would.
    await runWithRequestContext({ requestId: 'req-someone-else' }, () => receivedUpTo(relay, 31));
    expect(contexts.get(30)).toEqual({ ...staging, userId: ownerId });
    const table = outboxTable(OUTBOX_TEST_SERVICE);
    // Published: the client's address and user agent are not kept in the outbox any longer than the payload.
    expect(
      await dataSource.query(`SELECT headers FROM ${table} WHERE message_id = $1`, ['template.deleted:30']),
    ).toEqual([{ headers: null }]);
  });

  it('leaves a row staged by a newer version (a key it does not know) pending and publishes the rows after it', async () => {
    const table = outboxTable(OUTBOX_TEST_SERVICE);
    const future = { templateId: 40, archivedAt: new Date().toISOString() };
    await dataSource.query(
      `INSERT INTO ${table} (message_id, kind, key, payload, created_at) VALUES ($1, 'event', 'template.archived', $2, now())`,
      ['template.archived:40', JSON.stringify(future)],
    );
    const reports: string[] = [];
    // One row per read: the pass pages past the row it leaves.
    const relay = new OutboxRelay(OUTBOX_TEST_SERVICE, dataSource, bus, {
      batchSize: 1,
      onError: (message) => void reports.push(message),
    });
    try {
      await dataSource.transaction((manager) => writer.stage(manager, deleted(41)));
      expect(await receivedUpTo(relay, 42)).toEqual([41, 42]);
      const left = `SELECT key, payload, published_at IS NULL AS pending FROM ${table} WHERE message_id = $1`;
      expect(await dataSource.query(left, ['template.archived:40'])).toEqual([
        { key: 'template.archived', payload: future, pending: true },
      ]);
      expect(reports).toEqual([expect.stringContaining('left template.archived:40 pending')]);
    } finally {
      await dataSource.query(`DELETE FROM ${table} WHERE message_id = $1`, ['template.archived:40']);
    }
  });
});
