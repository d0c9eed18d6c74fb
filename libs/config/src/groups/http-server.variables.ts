import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { DefaultFrom } from '../derived-default.decorator';
import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { IsText } from '../validators/is-text';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { IsTrustProxy, parseTrustProxy, type TrustProxySetting } from '../validators/is-trust-proxy';
import { Variable } from '../variable.decorator';

/**
 * The public HTTP listener: where it listens, the URL users reach it at, which proxies to trust, and how
 * Prometheus reaches the metrics (never the public without a token).
 */
export function WithHttpServer<TBase extends Constructor>(Base: TBase) {
  class HttpServerVariables extends Base {
    @Variable({ description: 'TCP port the HTTP server listens on.' })
    @ToInteger()
    @IsIntInRange(1, 65535)
    PORT = 3000;

    @Variable({
      description:
        'Address the HTTP server binds to: 127.0.0.1 (this machine only) by default; 0.0.0.0 in the container.',
    })
    @IsText()
    HOST = '127.0.0.1';

    @Variable({
      description: 'Port of an internal listener serving only /metrics (bound to HOST). Unset: none.',
    })
    @IsOptional()
    @ToInteger()
    @IsIntInRange(1, 65535)
    METRICS_PORT?: number;

    @Variable({
      description: 'Bearer token that unlocks /metrics on the public port. Unset: /metrics is a 404 there.',
      sensitive: true,
    })
    @IsOptional()
    @IsText(16)
    METRICS_TOKEN?: string;

    @Variable({ description: 'Public base URL of the site, used in e-mails and absolute links.' })
    @DefaultFrom((config: HttpServerVariables) => `http://localhost:${config.PORT}`)
    @IsUrlWithScheme(['http', 'https'])
    APP_URL!: string;

    @Variable({
      description:
        'Express "trust proxy": true, false, a hop count, or a comma-separated list of proxy addresses/subnets.',
    })
    @Transform(({ value }) => parseTrustProxy(value))
    @IsTrustProxy()
    TRUST_PROXY: TrustProxySetting = false;
  }
  return HttpServerVariables;
}
