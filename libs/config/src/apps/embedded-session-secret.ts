import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_SECRET_MIN_LENGTH } from '../groups/session.variables';
import type { EmbeddedConfig } from './embedded.config';
import { createPrivateFileOnce } from './private-file-once';

export const SESSION_SECRET_FILE = 'session-secret';

function readExisting(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
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
  if (existing !== undefined && existing.length >= SESSION_SECRET_MIN_LENGTH) return existing;
  // A too short one (never a usable secret) is replaced, as it always was.
  if (existing !== undefined) rmSync(file, { force: true });
  return createPrivateFileOnce(file, `${randomBytes(32).toString('base64url')}\n`).trim();
}
