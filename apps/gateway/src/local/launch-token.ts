import { createHash, timingSafeEqual } from 'node:crypto';

/** What the gateway keeps of the launcher's token: its SHA-256, never the token itself. */
export function hashLaunchToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Whether `candidate` is the launcher's token. Both sides are hashed first, so the comparison is constant-time
 * and of equal lengths whatever was sent.
 */
export function isLaunchToken(candidate: unknown, expectedHash: Buffer): boolean {
  if (typeof candidate !== 'string' || candidate === '') return false;
  return timingSafeEqual(hashLaunchToken(candidate), expectedHash);
}
