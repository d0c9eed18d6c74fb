import { WithAdminBootstrap } from '../groups/admin-bootstrap.variables';
import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/** The operator Admin Panel's read models; contact messages go to every operator and to ADMIN_EMAIL. */
export class AdminConfig extends WithAdminBootstrap(WithNats(WithDatabase(WithRuntime(ConfigBase)))) {}
