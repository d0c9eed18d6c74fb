import type { SubscriptionTier } from '@deckmill/bus-contracts';

interface AuditRetentionConfig {
  readonly AUDIT_RETENTION_DAYS_FREE: number;
  readonly AUDIT_RETENTION_DAYS_STARTER: number;
  readonly AUDIT_RETENTION_DAYS_PROFESSIONAL: number;
  readonly AUDIT_RETENTION_DAYS_ENTERPRISE: number;
}

/** AUDIT_RETENTION_DAYS_<TIER> as the admin service's option (docs/audit.md). */
export function auditRetentionDays(config: AuditRetentionConfig): Record<SubscriptionTier, number> {
  return {
    free: config.AUDIT_RETENTION_DAYS_FREE,
    starter: config.AUDIT_RETENTION_DAYS_STARTER,
    professional: config.AUDIT_RETENTION_DAYS_PROFESSIONAL,
    enterprise: config.AUDIT_RETENTION_DAYS_ENTERPRISE,
  };
}
