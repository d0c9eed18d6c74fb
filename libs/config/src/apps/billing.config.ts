import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/** Subscription tiers and monthly usage. */
export class BillingConfig extends WithNats(WithDatabase(WithRuntime(ConfigBase))) {}
