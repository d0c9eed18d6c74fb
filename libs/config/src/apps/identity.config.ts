import { WithAdminBootstrap } from '../groups/admin-bootstrap.variables';
import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithSessionSecret } from '../groups/session.variables';
import { ConfigBase } from '../mixin';

/** Accounts, sessions and API keys; account mail goes out as `mail.send` jobs (the mail service sends it). */
export class IdentityConfig extends WithAdminBootstrap(
  WithSessionSecret(WithNats(WithDatabase(WithRuntime(ConfigBase)))),
) {}
