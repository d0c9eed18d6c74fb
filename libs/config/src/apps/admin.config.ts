import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/** The operator Admin Panel's read models, fed by the other services' events. */
export class AdminConfig extends WithNats(WithDatabase(WithRuntime(ConfigBase))) {}
