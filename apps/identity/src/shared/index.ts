// The code every identity module shares; a domain folder imports it from here, never from a file inside.
export { AccountMailer } from './account-mailer';
export { Clock } from './clock';
export { IdentityActivity } from './identity-activity';
export { ACCOUNT_LIMITS } from './durations';
export { IdentitySharedModule } from './identity-shared.module';
export { fieldError, notFound } from './service-errors';
export { hashSecret, newSecret } from './tokens';
