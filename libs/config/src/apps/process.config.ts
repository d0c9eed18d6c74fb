import { WithHttpServer } from '../groups/http-server.variables';
import { WithHttpTimeouts } from '../groups/http-timeouts.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/**
 * What every distributed process reads whichever services it runs: its HTTP listener (the API at the
 * gateway, health and metrics everywhere) and its log level. Each service's own class adds what it needs.
 */
export class ProcessConfig extends WithHttpTimeouts(WithHttpServer(WithRuntime(ConfigBase))) {}
