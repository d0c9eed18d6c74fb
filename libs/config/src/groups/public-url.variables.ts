import type { Constructor } from '../mixin';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

/** For services without their own HTTP listener that still build links back to the site (e-mails). */
export function WithPublicUrl<TBase extends Constructor>(Base: TBase) {
  class PublicUrlVariables extends Base {
    @Variable({ description: 'Public base URL of the site, used in e-mails and absolute links.' })
    @IsUrlWithScheme(['http', 'https'])
    APP_URL!: string;
  }
  return PublicUrlVariables;
}
