import { Transform } from 'class-transformer';
import { DefaultFrom } from '../derived-default.decorator';
import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { IsTrustProxy, parseTrustProxy, type TrustProxySetting } from '../validators/is-trust-proxy';
import { Variable } from '../variable.decorator';

/** The public HTTP listener: where it listens, the URL users reach it at, and which proxies to trust. */
export function WithHttpServer<TBase extends Constructor>(Base: TBase) {
  class HttpServerVariables extends Base {
    @Variable({ description: 'TCP port the HTTP server listens on.' })
    @ToInteger()
    @IsIntInRange(1, 65535)
    PORT = 3000;

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
