import { WEBHOOK_SECRET_KEY_MIN_LENGTH } from '../groups/webhook-secret-key.variables';
import type { EmbeddedConfig } from './embedded.config';
import { keptSecret } from './kept-secret';

export const WEBHOOK_SECRET_KEY_FILE = 'webhook-secret-key';

/** WEBHOOK_SECRET_KEY, or without it one created once and kept in DATA_DIR, so stored secrets stay readable. */
export function resolveEmbeddedWebhookSecretKey(
  config: Pick<EmbeddedConfig, 'WEBHOOK_SECRET_KEY' | 'DATA_DIR'>,
): string {
  return (
    config.WEBHOOK_SECRET_KEY ||
    keptSecret(config.DATA_DIR, WEBHOOK_SECRET_KEY_FILE, WEBHOOK_SECRET_KEY_MIN_LENGTH)
  );
}
