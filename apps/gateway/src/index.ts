export { GatewayModule } from './gateway.module';
export { GATEWAY_OPTIONS, type GatewayOptions } from './gateway.options';
export { serveWebApps } from './web/serve-web-apps';
export { mountOpenApi } from './openapi';
export { SignedInGuard, AdminGuard } from './auth/guards';
export { CurrentPrincipal, principalOf, type Principal } from './auth/principal';
export { V1_OWN_JSON_BODY_ROUTES } from './v1/v1-controller';
export { V1_ERROR_AREA } from './v1/v1-exception.filter';
export { answerTransportFailure } from './errors/transport-failure-http';
