import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_SECRET_MIN_LENGTH } from '../groups/session.variables';
import type { EmbeddedConfig } from './embedded.config';

export const SESSION_SECRET_FILE = 'session-secret';

function readExisting(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= SESSION_SECRET_MIN_LENGTH ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Embedded mode must start with no set-up, yet sessions have to survive a restart: without SESSION_SECRET
 * a random secret is created once and kept, readable only by its owner, in DATA_DIR.
 */
export function resolveEmbeddedSessionSecret(
  config: Pick<EmbeddedConfig, 'SESSION_SECRET' | 'DATA_DIR'>,
): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, SESSION_SECRET_FILE);
  const existing = readExisting(file);
  if (existing) return existing;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
