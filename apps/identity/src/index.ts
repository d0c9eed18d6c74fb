export { IdentityModule } from './identity.module';
export { IDENTITY_OPTIONS, type IdentityOptions } from './identity.options';
export { identityDatabase } from './identity.database';
export { Clock as IdentityClock } from './shared';
export { parseAdminArgs, type CreateAdminCommand } from './cli/admin-args';
export { promoteAdminCommand } from './cli/promote-admin-command';
export { AdminBootstrap } from './users/admin-bootstrap';
