import { WithDownloads } from '../groups/downloads.variables';
import { WithHttpServer } from '../groups/http-server.variables';
import { WithHttpTimeouts } from '../groups/http-timeouts.variables';
import { WithNats } from '../groups/nats.variables';
import { WithOutbound } from '../groups/outbound.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithS3 } from '../groups/s3.variables';
import { WithSessionSecret } from '../groups/session.variables';
import { WithWebRoot } from '../groups/web-root.variables';
import { ConfigBase } from '../mixin';

/**
 * The public HTTP edge. It checks sessions, and streams uploads and downloads straight to and from object
 * storage so 100 MB templates never travel over NATS. It calls the teams' OpenID providers (SSO)
 * under the outbound policy.
 */
export class GatewayConfig extends WithDownloads(
  WithOutbound(
    WithWebRoot(
      WithS3(WithSessionSecret(WithNats(WithHttpTimeouts(WithHttpServer(WithRuntime(ConfigBase)))))),
    ),
  ),
) {}
