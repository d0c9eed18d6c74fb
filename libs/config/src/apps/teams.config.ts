import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { ConfigBase } from '../mixin';

/** Teams and memberships; invitation mail goes out as `mail.send` jobs (the mail service owns SMTP and links). */
export class TeamsConfig extends WithNats(WithDatabase(WithRuntime(ConfigBase))) {}
