import type { User } from '../users';

/** A stored user for unit specs; confirmed, free tier, created at the given time. */
export function userFixture(overrides: Partial<User> = {}): User {
  const createdAt = overrides.createdAt ?? new Date('2026-01-01T00:00:00.000Z');
  return {
    id: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    company: null,
    admin: false,
    subscriptionTier: 'free',
    pendingSubscriptionTier: null,
    pendingTierEffectiveAt: null,
    passwordHash: '$argon2id$placeholder',
    confirmedAt: createdAt,
    unconfirmedEmail: null,
    ssoLinkedAt: null,
    themePreference: 'system',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
