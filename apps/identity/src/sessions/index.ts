// The sessions domain's public API for the other identity modules.
export { Session } from './entities/session.entity';
export { SessionStore } from './session-store';
export { SessionStoreModule } from './session-store.module';
export { SsoEnforcement } from './sso-enforcement';
export { SsoEnforcementModule } from './sso-enforcement.module';
