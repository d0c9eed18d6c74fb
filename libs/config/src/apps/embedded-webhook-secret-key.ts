import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_SECRET_KEY_MIN_LENGTH } from '../groups/webhook-secret-key.variables';
import type { EmbeddedConfig } from './embedded.config';

export const WEBHOOK_SECRET_KEY_FILE = 'webhook-secret-key';

function readExisting(file: string): string | undefined {
  try {
    const key = readFileSync(file, 'utf8').trim();
    return key.length >= WEBHOOK_SECRET_KEY_MIN_LENGTH ? key : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * As the session secret: embedded mode starts with no set-up, yet stored webhook secrets must stay readable
 * after a restart, so without WEBHOOK_SECRET_KEY a random key is created once and kept in DATA_DIR.
 */
export function resolveEmbeddedWebhookSecretKey(
  config: Pick<EmbeddedConfig, 'WEBHOOK_SECRET_KEY' | 'DATA_DIR'>,
): string {
  if (config.WEBHOOK_SECRET_KEY) return config.WEBHOOK_SECRET_KEY;
  const file = join(config.DATA_DIR, WEBHOOK_SECRET_KEY_FILE);
  const existing = readExisting(file);
  if (existing) return existing;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
