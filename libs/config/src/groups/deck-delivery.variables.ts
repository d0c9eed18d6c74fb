import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/** Sending each deck to its row's recipient: the per-account rate limit, decided by generation. */
export function WithDeliveryRateLimit<TBase extends Constructor>(Base: TBase) {
  class DeliveryRateLimitVariables extends Base {
    @Variable({
      description:
        'Decks an account may have mailed to its rows’ recipients per hour (1-100000); more wait for the next hour, none is dropped.',
    })
    @ToInteger()
    @IsIntInRange(1, 100_000)
    DELIVERY_MAILS_PER_HOUR = 200;
  }
  return DeliveryRateLimitVariables;
}

/** How the mail service sends a row's deck: attached up to this size, else a signed link valid 7 days. */
export function WithDeliveryAttachments<TBase extends Constructor>(Base: TBase) {
  class DeliveryAttachmentVariables extends Base {
    @Variable({
      description:
        'Largest total size in MB (1-25) of the files attached to a delivered deck’s mail; larger ones are sent as a signed link valid 7 days.',
    })
    @ToInteger()
    @IsIntInRange(1, 25)
    DELIVERY_ATTACHMENT_MAX_MB = 10;
  }
  return DeliveryAttachmentVariables;
}
