// What the rest of the gateway (and the composition root) may use of local mode.
export { hashLaunchToken } from './launch-token';
export { LocalGatewayModule } from './local.gateway-module';
export type { LocalMode } from './local-mode';
