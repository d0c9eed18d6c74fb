import { WithAdminBootstrap } from '../groups/admin-bootstrap.variables';
import { WithAuditRetention } from '../groups/audit-retention.variables';
import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/**
 * The operator Admin Panel's read models and the audit trail; contact messages go to every operator and to
 * ADMIN_EMAIL.
 */
export class AdminConfig extends WithAuditRetention(
  WithAdminBootstrap(WithNats(WithDatabase(WithRuntime(ConfigBase)))),
) {}
