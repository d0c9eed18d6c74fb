import type { EntityManager } from 'typeorm';
import { recordingOutbox } from '@deckmill/messaging/testing';
import { fixedClock } from '../testing/fixed-clock';
import { userFixture } from '../testing/user-fixture';
import { UserEvents } from './user-events';

const now = new Date('2026-05-01T12:00:00.000Z');
const transaction = {} as EntityManager;

function events() {
  const { writer, relay, staged, flush } = recordingOutbox(transaction);
  const userEvents = new UserEvents(writer, relay, fixedClock(now));
  return { userEvents, staged, flush };
}

describe('UserEvents', () => {
  it('stages each once-only fact in the caller’s transaction under an id named after it', async () => {
    const { userEvents, staged } = events();
    const user = userFixture();
    await userEvents.registered(transaction, user);
    await userEvents.confirmed(transaction, user);
    await userEvents.deleted(transaction, user.id);
    expect(staged.map(({ kind, key, messageId }) => [kind, key, messageId])).toEqual([
      ['event', 'user.registered', `user.registered:${user.id}`],
      ['event', 'user.confirmed', `user.confirmed:${user.id}`],
      ['event', 'user.deleted', `user.deleted:${user.id}`],
    ]);
    expect(staged[0]?.payload).toEqual({
      userId: user.id,
      email: user.email,
      name: user.name,
      occurredAt: now.toISOString(),
    });
  });

  it('keeps two different updates in the same millisecond apart, and the same update staged twice one', async () => {
    const { userEvents, staged } = events();
    const updatedAt = new Date('2026-05-01T11:59:59.123Z');
    await userEvents.updated(transaction, userFixture({ name: 'Ada King', updatedAt }));
    await userEvents.updated(transaction, userFixture({ name: 'Ada Byron', updatedAt }));
    await userEvents.updated(transaction, userFixture({ name: 'Ada King', updatedAt }));
    const [first, second, again] = staged.map((message) => message.messageId);
    expect(first).toMatch(
      new RegExp(`^user\\.updated:${userFixture().id}:${updatedAt.getTime()}:[0-9a-f]{16}$`),
    );
    expect(second).not.toBe(first);
    expect(again).toBe(first);
  });

  it('flushes through the relay', async () => {
    const { userEvents, flush } = events();
    await userEvents.flush();
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
