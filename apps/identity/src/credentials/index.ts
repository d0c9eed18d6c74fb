// The credentials domain's public API for the other identity modules.
export { CredentialChecksModule } from './credential-checks.module';
export { Lockout } from './lockout';
export { PasswordHasher } from './password-hasher';
export { passwordProblem } from './password-policy';
