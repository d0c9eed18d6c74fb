import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithPublicUrl } from '../groups/public-url.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithSmtp } from '../groups/smtp.variables';
import { ConfigBase } from '../mixin';

/** Teams and memberships; sends invitation e-mails with links to APP_URL. */
export class TeamsConfig extends WithPublicUrl(WithSmtp(WithNats(WithDatabase(WithRuntime(ConfigBase))))) {}
