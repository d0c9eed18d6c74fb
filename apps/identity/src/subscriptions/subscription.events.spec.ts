import type { Repository } from 'typeorm';
import { Clock } from '../shared';
import type { User } from '../users';
import { SubscriptionChanges } from './subscription.events';

describe('SubscriptionChanges', () => {
  const now = new Date('2026-05-10T00:00:00.000Z');
  const userId = '7e4af719-36ed-41e9-9aca-5f07fb2b632d';

  function subject() {
    const clock = new Clock();
    jest.spyOn(clock, 'now').mockReturnValue(now);
    const users = { update: jest.fn().mockResolvedValue(undefined) };
    const changes = new SubscriptionChanges(users as unknown as Repository<User>, clock);
    return { changes, users };
  }

  it('applies a change that is effective now', async () => {
    const { changes, users } = subject();
    await changes.apply({
      userId,
      tier: 'starter',
      previousTier: 'free',
      effectiveAt: now.toISOString(),
      occurredAt: now.toISOString(),
    });
    expect(users.update).toHaveBeenCalledWith(
      { id: userId },
      expect.objectContaining({ subscriptionTier: 'starter', pendingSubscriptionTier: null }),
    );
  });

  it('keeps a downgrade at the period end pending', async () => {
    const { changes, users } = subject();
    await changes.apply({
      userId,
      tier: 'free',
      previousTier: 'starter',
      effectiveAt: '2026-06-01T00:00:00.000Z',
      occurredAt: now.toISOString(),
    });
    expect(users.update).toHaveBeenCalledWith(
      { id: userId },
      expect.objectContaining({
        pendingSubscriptionTier: 'free',
        pendingTierEffectiveAt: new Date('2026-06-01T00:00:00.000Z'),
      }),
    );
    expect(users.update.mock.calls[0]?.[1]).not.toHaveProperty('subscriptionTier');
  });
});
