// What the other gateway domains may use of auth: they import it from here, never from its files.
export { declaredScope, keyHasScope, RequireScope, routeScope, type RouteScope } from './api-key-scopes';
export { AuthModule } from './auth.module';
export { AdminGuard, SessionOnlyGuard, SignedInGuard } from './guards';
export { CurrentPrincipal, type Principal, principalOf } from './principal';
export { clearSessionCookie, setSessionCookie } from './session-cookie';
