import { SESSION_SECRET_MIN_LENGTH } from '../groups/session.variables';
import type { EmbeddedConfig } from './embedded.config';
import { keptSecret } from './kept-secret';

export const SESSION_SECRET_FILE = 'session-secret';

/** SESSION_SECRET, or without it one created once and kept in DATA_DIR, so sessions survive a restart. */
export function resolveEmbeddedSessionSecret(
  config: Pick<EmbeddedConfig, 'SESSION_SECRET' | 'DATA_DIR'>,
): string {
  return config.SESSION_SECRET || keptSecret(config.DATA_DIR, SESSION_SECRET_FILE, SESSION_SECRET_MIN_LENGTH);
}
