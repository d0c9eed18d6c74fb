import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/** Days (1-36500) one tier may hold; a longer-kept trail is a plan's feature (docs/audit.md). */
const MAX_DAYS = 36_500;

/** How long the audit trail keeps an entry, by the subscription tier of the chain's owner (docs/audit.md). */
export function WithAuditRetention<TBase extends Constructor>(Base: TBase) {
  class AuditRetentionVariables extends Base {
    @Variable({ description: 'Days the audit trail keeps the entries of a free account (and its teams).' })
    @ToInteger()
    @IsIntInRange(1, MAX_DAYS)
    AUDIT_RETENTION_DAYS_FREE = 90;

    @Variable({ description: 'Days the audit trail keeps the entries of a starter account (and its teams).' })
    @ToInteger()
    @IsIntInRange(1, MAX_DAYS)
    AUDIT_RETENTION_DAYS_STARTER = 180;

    @Variable({
      description: 'Days the audit trail keeps the entries of a professional account (and its teams).',
    })
    @ToInteger()
    @IsIntInRange(1, MAX_DAYS)
    AUDIT_RETENTION_DAYS_PROFESSIONAL = 365;

    @Variable({
      description: 'Days the audit trail keeps the entries of an enterprise account (and its teams).',
    })
    @ToInteger()
    @IsIntInRange(1, MAX_DAYS)
    AUDIT_RETENTION_DAYS_ENTERPRISE = 2555;
  }
  return AuditRetentionVariables;
}
