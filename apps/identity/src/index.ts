export { IdentityModule } from './identity.module';
export { identityDatabase } from './identity.database';
export { Clock as IdentityClock } from './shared';
