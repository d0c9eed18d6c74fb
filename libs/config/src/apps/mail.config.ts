import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithPublicUrl } from '../groups/public-url.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithSmtp } from '../groups/smtp.variables';
import { ConfigBase } from '../mixin';

/** The mail sender: delivers every service's `mail.send` jobs over SMTP, with links to APP_URL. */
export class MailConfig extends WithPublicUrl(WithSmtp(WithNats(WithDatabase(WithRuntime(ConfigBase))))) {}
