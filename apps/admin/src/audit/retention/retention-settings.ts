import type { SubscriptionTier } from '@deckmill/bus-contracts';
import type { AdminOptions } from '../../admin.options';

/** The defaults of AUDIT_RETENTION_DAYS_<TIER> (docs/configuration.md). */
export const DEFAULT_AUDIT_RETENTION_DAYS: Readonly<Record<SubscriptionTier, number>> = {
  free: 90,
  starter: 180,
  professional: 365,
  enterprise: 2555,
};

export interface RetentionSettings {
  readonly days: Readonly<Record<SubscriptionTier, number>>;
  /** 0: no periodic sweep. */
  readonly everyMs: number;
}

export function retentionSettings(options: AdminOptions): RetentionSettings {
  return {
    days: options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
    everyMs: options.auditRetentionSweepEveryMs ?? 60 * 60_000,
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The oldest time a chain keeps: its owner's tier decides; a chain without a known owner (a deleted account, a
 * team whose creation was never heard, failed sign-ins for unknown e-mails) is kept as long as a free account's.
 */
export function retentionCutoff(
  settings: RetentionSettings,
  tier: SubscriptionTier | undefined,
  now: Date,
): Date {
  return new Date(now.getTime() - settings.days[tier ?? 'free'] * DAY_MS);
}
