// What the other teams domains may use of sso: they import it from here, never from its files.
export { SsoConfig } from './entities/sso-config.entity';
export { SsoDomain } from './entities/sso-domain.entity';
export type { SsoPlan } from './sso-plan';
export { SsoSecretBox } from './sso-secret-box';
