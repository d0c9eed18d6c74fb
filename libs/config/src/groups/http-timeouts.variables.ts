import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/**
 * How long the HTTP listener waits for a slow or silent client before it drops the connection: a client that
 * trickles its headers or body (slowloris) must not hold a socket for long.
 */
export function WithHttpTimeouts<TBase extends Constructor>(Base: TBase) {
  class HttpTimeoutVariables extends Base {
    @Variable({ description: "Milliseconds a client has to send a request's complete headers." })
    @ToInteger()
    @IsIntInRange(1000, 600_000)
    HTTP_HEADERS_TIMEOUT_MS = 20_000;

    @Variable({
      description: 'Milliseconds a client has to send a whole request, body included (a 100 MB upload).',
    })
    @ToInteger()
    @IsIntInRange(1000, 3_600_000)
    HTTP_REQUEST_TIMEOUT_MS = 300_000;

    @Variable({
      description:
        'Milliseconds a connection may stay silent both ways before it is closed (longer than the slowest answer).',
    })
    @ToInteger()
    @IsIntInRange(1000, 3_600_000)
    HTTP_IDLE_TIMEOUT_MS = 180_000;

    @Variable({
      description:
        "Milliseconds requests still open at shutdown (a download, a live progress stream) may take to finish before their connections are cut; keep it below the orchestrator's grace period.",
    })
    @ToInteger()
    @IsIntInRange(0, 3_600_000)
    HTTP_SHUTDOWN_GRACE_MS = 10_000;
  }
  return HttpTimeoutVariables;
}
