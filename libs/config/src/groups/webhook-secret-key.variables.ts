import type { Constructor } from '../mixin';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

export const WEBHOOK_SECRET_KEY_MIN_LENGTH = 32;

/** The key that encrypts webhook endpoints' signing secrets at rest (AES-256-GCM, key = SHA-256 of it). */
export function WithWebhookSecretKey<TBase extends Constructor>(Base: TBase) {
  class WebhookSecretKeyVariables extends Base {
    @Variable({
      description: `Encrypts the webhook endpoints' signing secrets in the database (at least ${WEBHOOK_SECRET_KEY_MIN_LENGTH} characters). Changing it makes every stored secret unreadable: rotate each endpoint's secret after.`,
      sensitive: true,
    })
    @IsText(WEBHOOK_SECRET_KEY_MIN_LENGTH)
    WEBHOOK_SECRET_KEY!: string;
  }
  return WebhookSecretKeyVariables;
}
