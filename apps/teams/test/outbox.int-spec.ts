import type { DataSource } from 'typeorm';
import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import {
  MESSAGE_BUS,
  OutboxRelay,
  OutboxWriter,
  type MessageBus,
  type Subscription,
} from '@deckmill/messaging';
import { busDown, CrashAfterStaging, outboxEntry } from '@deckmill/messaging/testing';
import type { TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { TeamMessages } from '../src/shared/team-messages';
import { Membership } from '../src/teams/entities/membership.entity';
import { Team } from '../src/teams/entities/team.entity';
import { DeleteTeamUseCase } from '../src/teams/use-cases/delete-team/delete-team.use-case';
import { RemoveDeletedUserUseCase } from '../src/teams/use-cases/remove-deleted-user/remove-deleted-user.use-case';
import { addMember, createTeam, signedInUser, startTeamsStack } from './teams-stack';

describe('teams transactional outbox over real PostgreSQL and NATS', () => {
  let stack: TestStack;
  let dataSource: DataSource;
  let bus: MessageBus;
  const received: { key: EventKey; payload: EventPayload<EventKey> }[] = [];
  const subscriptions: Subscription[] = [];

  beforeAll(async () => {
    stack = await startTeamsStack();
    if (!stack.dataSource) throw new Error('the teams stack has a database');
    dataSource = stack.dataSource;
    bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const keys = ['team.created', 'team.deleted', 'member.removed', 'member.role_changed'] as const;
    for (const key of keys) {
      subscriptions.push(
        await bus.subscribeEvent(
          key,
          { durable: `outbox-probe-${key.replace(/\./g, '-')}` },
          async ({ data }) => {
            received.push({ key, payload: data });
          },
        ),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await stack.stop();
  });

  /** Whether an event of `key` matching `expected` has reached this test's consumers. */
  function seen<K extends EventKey>(key: K, expected: Partial<EventPayload<K>>): boolean {
    return received.some(
      (event) =>
        event.key === key &&
        Object.entries(expected).every(
          ([field, value]) => (event.payload as Record<string, unknown>)[field] === value,
        ),
    );
  }

  /** A relay over the stack's database whose bus is down: the change commits, its flush publishes nothing. */
  function relayWithBusDown(): OutboxRelay {
    return new OutboxRelay('teams', dataSource, busDown(bus));
  }

  it('stages team.created and the creator’s member.added with the new team, then publishes them', async () => {
    const admin = await signedInUser(stack, 'outboxcreator');
    const team = await createTeam(admin, 'Outboxed');

    await eventually(
      () => seen('team.created', { creatorId: admin.id, shortId: team.short_id }),
      'team.created',
    );
    await eventually(
      async () =>
        (await outboxEntry(dataSource, 'teams', `member.added:${team.short_id}:${admin.id}`))?.published ===
        true,
      'member.added published',
    );
    // The relay publishes a row, then marks it: seeing the event does not mean the mark is written yet.
    await eventually(
      async () =>
        (await outboxEntry(dataSource, 'teams', `team.created:${team.short_id}`))?.published === true,
      'team.created marked published',
    );
    expect(await outboxEntry(dataSource, 'teams', `team.created:${team.short_id}`)).toEqual({
      kind: 'event',
      key: 'team.created',
      published: true,
    });
  });

  it('stages team.deleted inside the deleting transaction: rolled back, neither the deletion nor the event stays', async () => {
    const admin = await signedInUser(stack, 'outboxrollback');
    const team = await createTeam(admin, 'Kept');
    const writer = new CrashAfterStaging('teams', dataSource);
    const messages = new TeamMessages(writer, new OutboxRelay('teams', dataSource, bus));

    await expect(
      new DeleteTeamUseCase(dataSource, messages).execute({ actorId: admin.id, team: team.short_id }),
    ).rejects.toThrow('crashed after staging');

    // Staged in the transaction that deletes the team: visible there, invisible to everyone else until commit.
    const staged = { kind: 'event', key: 'team.deleted', published: false };
    expect(writer.seen).toEqual([{ inside: staged, outside: null }]);
    expect(await dataSource.getRepository(Team).existsBy({ id: team.id })).toBe(true);
    expect(await outboxEntry(dataSource, 'teams', `team.deleted:${team.short_id}`)).toBeNull();
  });

  it('still publishes team.deleted when the bus fails right after the deletion committed', async () => {
    const admin = await signedInUser(stack, 'outboxbusdown');
    const team = await createTeam(admin, 'Doomed');
    const messages = new TeamMessages(new OutboxWriter('teams'), relayWithBusDown());

    await expect(
      new DeleteTeamUseCase(dataSource, messages).execute({ actorId: admin.id, team: team.short_id }),
    ).resolves.toBeUndefined();
    expect(await dataSource.getRepository(Team).existsBy({ id: team.id })).toBe(false);

    // The service's running relay (its 2-second pass) publishes the row the failed flush left pending.
    await eventually(() => seen('team.deleted', { teamId: team.id, deletedBy: admin.id }), 'team.deleted');
    // The relay publishes a row, then marks it: seeing the event does not mean the mark is written yet.
    await eventually(
      async () =>
        (await outboxEntry(dataSource, 'teams', `team.deleted:${team.short_id}`))?.published === true,
      'team.deleted marked published',
    );
  });

  it('loses no event of a deleted account leaving its teams when the bus fails after the commit (H7)', async () => {
    const admin = await signedInUser(stack, 'outboxleaver');
    const member = await signedInUser(stack, 'outboxheir');
    const team = await createTeam(admin, 'Inherited');
    await addMember(admin, team, member);
    const messages = new TeamMessages(new OutboxWriter('teams'), relayWithBusDown());

    await expect(
      new RemoveDeletedUserUseCase(dataSource, messages).execute({
        userId: admin.id,
        occurredAt: new Date().toISOString(),
      }),
    ).resolves.toBe(1);
    expect(await dataSource.getRepository(Membership).findBy({ teamId: team.id })).toEqual([
      expect.objectContaining({ userId: member.id, role: 'admin' }),
    ]);

    await eventually(
      () => seen('member.removed', { teamId: team.id, userId: admin.id, removedBy: admin.id }),
      'member.removed',
    );
    await eventually(
      () =>
        seen('member.role_changed', {
          teamId: team.id,
          userId: member.id,
          role: 'admin',
          changedBy: admin.id,
        }),
      'member.role_changed',
    );
  });
});
