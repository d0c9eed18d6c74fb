import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/**
 * Pictures from data: caps on each row's picture, whatever its source (images archive, data: URI,
 * URL), and on downloads. A picture over a cap is refused with a reason in the row's report, never downscaled.
 * URLs follow the outbound rules (`WithOutbound`, docs/outbound.md).
 */
export function WithImageSources<TBase extends Constructor>(Base: TBase) {
  class ImageSourcesVariables extends Base {
    @Variable({ description: 'Largest picture (MB) a row may place; larger ones are refused.' })
    @ToInteger()
    @IsIntInRange(1, 100)
    IMAGE_MAX_MB = 10;

    @Variable({ description: 'Largest picture in megapixels (width x height); larger ones are refused.' })
    @ToInteger()
    @IsIntInRange(1, 500)
    IMAGE_MAX_MEGAPIXELS = 40;

    @Variable({ description: 'Deadline (milliseconds) of one image download, redirects included.' })
    @ToInteger()
    @IsIntInRange(1000, 120_000)
    IMAGE_FETCH_TIMEOUT_MS = 10_000;

    @Variable({
      description: 'Redirects one image download may follow, each checked like the first address.',
    })
    @ToInteger()
    @IsIntInRange(0, 10)
    IMAGE_FETCH_MAX_REDIRECTS = 3;

    @Variable({ description: 'Memory (MB) one batch keeps resolved pictures in, for rows that reuse them.' })
    @ToInteger()
    @IsIntInRange(1, 4096)
    IMAGE_CACHE_MB = 64;
  }
  return ImageSourcesVariables;
}
