import { WithTracing } from '../groups/tracing.variables';
import { ConfigBase } from '../mixin';

/**
 * Read by every process before anything else loads (apps/server/src/main.ts): tracing has to be set up before
 * the modules it instruments (http, pg) are.
 */
export class TracingConfig extends WithTracing(ConfigBase) {}
