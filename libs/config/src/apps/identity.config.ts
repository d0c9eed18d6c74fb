import { WithAdminBootstrap } from '../groups/admin-bootstrap.variables';
import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithSessionSecret } from '../groups/session.variables';
import { WithSmtp } from '../groups/smtp.variables';
import { WithPublicUrl } from '../groups/public-url.variables';
import { ConfigBase } from '../mixin';

/** Accounts, sessions and API keys; sends confirmation and password-reset e-mails with links to APP_URL. */
export class IdentityConfig extends WithAdminBootstrap(
  WithSessionSecret(WithPublicUrl(WithSmtp(WithNats(WithDatabase(WithRuntime(ConfigBase)))))),
) {}
