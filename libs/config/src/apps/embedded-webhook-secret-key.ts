import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_SECRET_KEY_MIN_LENGTH } from '../groups/webhook-secret-key.variables';
import type { EmbeddedConfig } from './embedded.config';
import { createPrivateFileOnce } from './private-file-once';

export const WEBHOOK_SECRET_KEY_FILE = 'webhook-secret-key';

function readExisting(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
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
  if (existing !== undefined && existing.length >= WEBHOOK_SECRET_KEY_MIN_LENGTH) return existing;
  // A too short one (never a usable key) is replaced, as it always was.
  if (existing !== undefined) rmSync(file, { force: true });
  return createPrivateFileOnce(file, `${randomBytes(32).toString('base64url')}\n`).trim();
}
