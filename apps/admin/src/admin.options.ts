import type { SubscriptionTier } from '@deckmill/bus-contracts';

/** What the composition root tells the admin service (AdminModule.forRoot). */
export interface AdminOptions {
  /** The configured operator (ADMIN_EMAIL), who gets contact messages too; undefined: none. */
  readonly adminEmail: string | undefined;
  /** AUDIT_RETENTION_DAYS_<TIER>: days the audit trail keeps a chain's entries, by its owner's tier. */
  readonly auditRetentionDays?: Readonly<Record<SubscriptionTier, number>>;
  /** How often the retention sweeper runs; default hourly (tests: never, they call the use case). */
  readonly auditRetentionSweepEveryMs?: number;
}

export const ADMIN_OPTIONS = Symbol('ADMIN_OPTIONS');
