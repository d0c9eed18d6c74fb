import type { DataSource } from 'typeorm';
import {
  MESSAGE_BUS,
  OutboxRelay,
  OutboxWriter,
  type MessageBus,
  type Subscription,
} from '@deckmill/messaging';
import { busDown, CrashAfterStaging, outboxEntry, outboxTable } from '@deckmill/messaging/testing';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { Clock } from '../src/shared/clock';
import { AccountToken } from '../src/tokens/entities/account-token.entity';
import { User } from '../src/users/entities/user.entity';
import { DeleteUserUseCase } from '../src/users/use-cases/delete-user/delete-user.use-case';
import { UserEvents } from '../src/users/user-events';
import { clientIp, register, uniqueEmail } from './account-helpers';

describe('identity transactional outbox over real PostgreSQL and NATS', () => {
  let stack: TestStack;
  let dataSource: DataSource;
  let bus: MessageBus;
  const subscriptions: Subscription[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'mail'], s3: false });
    if (!stack.dataSource) throw new Error('the identity stack has a database');
    dataSource = stack.dataSource;
    bus = stack.app.get<MessageBus>(MESSAGE_BUS);
  });

  afterAll(async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await stack.stop();
  });

  /** Collects the user ids of every `key` event this stack publishes. */
  async function userIdsOf(key: 'user.registered' | 'user.deleted'): Promise<string[]> {
    const seen: string[] = [];
    subscriptions.push(
      await bus.subscribeEvent(
        key,
        { durable: `outbox-probe-${key.replace('.', '-')}` },
        async ({ data }) => {
          seen.push(data.userId);
        },
      ),
    );
    return seen;
  }

  async function newAccount(): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('outbox');
    const res = await register(new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() }), email);
    if (!res.body.user) throw new Error(`sign-up and in failed: ${res.status} ${res.text}`);
    return { id: res.body.user.id, email };
  }

  /** identity's delete use case over the stack's database, with the given outbox writer and relay. */
  function deleteUser(writer: OutboxWriter, relay: OutboxRelay): DeleteUserUseCase {
    return new DeleteUserUseCase(dataSource, new UserEvents(writer, relay, new Clock()));
  }

  it('stages user.registered and the confirmation mail with the account, then publishes both', async () => {
    const registered = await userIdsOf('user.registered');
    const account = await newAccount();

    await eventually(() => registered.includes(account.id), 'user.registered');
    // The relay publishes a row, then marks it: seeing the event does not mean the mark is written yet.
    await eventually(
      async () =>
        (await outboxEntry(dataSource, 'identity', `user.registered:${account.id}`))?.published === true,
      'user.registered marked published',
    );
    expect(await outboxEntry(dataSource, 'identity', `user.registered:${account.id}`)).toEqual({
      kind: 'event',
      key: 'user.registered',
      published: true,
    });
    // The mail.send job went through the same outbox to identity's mail sender.
    const mail = await stack.smtp.waitForMail(
      (m) => m.envelopeTo.includes(account.email) && /confirm/i.test(m.subject),
      10_000,
    );
    expect(mail.text).toContain('/users/confirmation?confirmation_token=');
  });

  it('keeps no plaintext link token in the outbox once the mail job is published', async () => {
    const account = await newAccount();
    const mail = await stack.smtp.waitForMail(
      (m) => m.envelopeTo.includes(account.email) && /confirm/i.test(m.subject),
      10_000,
    );
    const token = /confirmation_token=([^\s&"<>]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no confirmation token in the mail: ${mail.text}`);
    const secret = decodeURIComponent(token);

    const [issued] = await dataSource.getRepository(AccountToken).findBy({ userId: account.id });
    if (!issued) throw new Error('no account token issued');
    const messageId = `confirm-email:${issued.id}`;

    // The mail went out and its row is marked published: kept a day for inspection, without its payload.
    await eventually(
      async () => (await outboxEntry(dataSource, 'identity', messageId))?.published === true,
      'the mail row marked published',
    );
    const rows = (await dataSource.query(
      `SELECT payload FROM ${outboxTable('identity')} WHERE message_id = $1`,
      [messageId],
    )) as { payload: unknown }[];
    expect(rows).toEqual([{ payload: {} }]);
    const holding = (await dataSource.query(
      `SELECT message_id FROM ${outboxTable('identity')} WHERE strpos(payload::text, $1) > 0`,
      [secret],
    )) as unknown[];
    expect(holding).toEqual([]);
  });

  it('stages user.deleted inside the deleting transaction: rolled back, neither the deletion nor the event stays', async () => {
    const account = await newAccount();
    const writer = new CrashAfterStaging('identity', dataSource);

    await expect(
      deleteUser(writer, new OutboxRelay('identity', dataSource, bus)).execute({ userId: account.id }),
    ).rejects.toThrow('crashed after staging');

    // Staged in the transaction that deletes the user: visible there, invisible to everyone else until commit.
    const staged = { kind: 'event', key: 'user.deleted', published: false };
    expect(writer.seen).toEqual([{ inside: staged, outside: null }]);
    expect(await dataSource.getRepository(User).existsBy({ id: account.id })).toBe(true);
    expect(await outboxEntry(dataSource, 'identity', `user.deleted:${account.id}`)).toBeNull();
  });

  it('still publishes user.deleted when the bus fails right after the deletion committed', async () => {
    const deleted = await userIdsOf('user.deleted');
    const account = await newAccount();
    // This process's bus is down: the deletion commits, and its own flush can publish nothing.
    const failingRelay = new OutboxRelay('identity', dataSource, busDown(bus));

    await expect(
      deleteUser(new OutboxWriter('identity'), failingRelay).execute({ userId: account.id }),
    ).resolves.toEqual({ done: true });
    expect(await dataSource.getRepository(User).existsBy({ id: account.id })).toBe(false);
    expect(await outboxEntry(dataSource, 'identity', `user.deleted:${account.id}`)).toMatchObject({
      key: 'user.deleted',
    });

    // The service's running relay (its 2-second pass) publishes the row the failed flush left pending.
    await eventually(() => deleted.includes(account.id), 'user.deleted from the relay');
    await eventually(
      async () =>
        (await outboxEntry(dataSource, 'identity', `user.deleted:${account.id}`))?.published === true,
      'the row marked published',
    );
  });
});
