import type { PrincipalData, SubscriptionTier, UserSummary } from '@deckmill/bus-contracts';
import { ACCOUNT_LIMITS } from '../shared';
import type { User } from './entities/user.entity';

/** The tier in force: a pending change counts once its time has come. */
export function effectiveTier(user: User, now: Date): SubscriptionTier {
  const pendingApplies =
    user.pendingSubscriptionTier && user.pendingTierEffectiveAt && user.pendingTierEffectiveAt <= now;
  return pendingApplies && user.pendingSubscriptionTier
    ? user.pendingSubscriptionTier
    : user.subscriptionTier;
}

export function toUserSummary(user: User, now: Date): UserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    company: user.company,
    admin: user.admin,
    subscriptionTier: effectiveTier(user, now),
    confirmedAt: user.confirmedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** When an unconfirmed user's grace ends (three days after sign-up); null once confirmed. */
export function confirmationGraceEndsAt(user: User): Date | null {
  if (user.confirmedAt) return null;
  return new Date(user.createdAt.getTime() + ACCOUNT_LIMITS.confirmationGraceMs);
}

export function toPrincipal(
  user: User,
  now: Date,
  via: PrincipalData['via'],
  sessionId?: string,
): PrincipalData {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    admin: user.admin,
    subscriptionTier: effectiveTier(user, now),
    confirmed: user.confirmedAt !== null,
    confirmationGraceEndsAt: confirmationGraceEndsAt(user)?.toISOString() ?? null,
    via,
    ...(sessionId ? { sessionId } : {}),
  };
}
