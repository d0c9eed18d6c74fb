import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/** How often the webhooks service publishes the delivery attempts that are due (docs/webhooks.md). */
export function WithWebhookRetrySweep<TBase extends Constructor>(Base: TBase) {
  class WebhookRetrySweepVariables extends Base {
    @Variable({
      description:
        'Seconds (1-300) between the webhooks service’s looks for delivery attempts that are due: retries whose time has come, and attempts whose job was lost.',
    })
    @ToInteger()
    @IsIntInRange(1, 300)
    WEBHOOK_RETRY_SWEEP_SECONDS = 20;
  }
  return WebhookRetrySweepVariables;
}
