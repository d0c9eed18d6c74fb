import { userFixture } from '../testing/user-fixture';
import { confirmationGraceEndsAt, effectiveTier, toPrincipal } from './user-summary';

const created = new Date('2026-01-01T00:00:00.000Z');
const DAY = 24 * 3600_000;

describe('user views', () => {
  it('gives unconfirmed users three days of grace from sign-up, confirmed ones none', () => {
    expect(confirmationGraceEndsAt(userFixture({ confirmedAt: null, createdAt: created }))).toEqual(
      new Date(created.getTime() + 3 * DAY),
    );
    expect(confirmationGraceEndsAt(userFixture())).toBeNull();
  });

  it('counts a pending tier only from its effective time', () => {
    const user = userFixture({
      subscriptionTier: 'professional',
      pendingSubscriptionTier: 'free',
      pendingTierEffectiveAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    expect(effectiveTier(user, new Date('2026-01-31T23:59:59.000Z'))).toBe('professional');
    expect(effectiveTier(user, new Date('2026-02-01T00:00:00.000Z'))).toBe('free');
  });

  it('builds a session principal with its session id, an API key principal without', () => {
    const user = userFixture({ confirmedAt: null, createdAt: created, admin: true });
    const principal = toPrincipal(user, created, 'session', 'session-1');
    expect(principal).toMatchObject({
      userId: user.id,
      admin: true,
      confirmed: false,
      confirmationGraceEndsAt: new Date(created.getTime() + 3 * DAY).toISOString(),
      via: 'session',
      sessionId: 'session-1',
    });
    expect(toPrincipal(user, created, 'api_key')).not.toHaveProperty('sessionId');
  });
});
