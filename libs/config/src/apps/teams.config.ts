import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRowEncryption } from '../groups/row-encryption.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/**
 * Teams and memberships; invitation mail goes out as `mail.send` jobs (the mail service owns SMTP and links).
 * ROW_ENCRYPTION_KEYS seals the teams' SSO client secrets.
 */
export class TeamsConfig extends WithRowEncryption(WithNats(WithDatabase(WithRuntime(ConfigBase)))) {}
