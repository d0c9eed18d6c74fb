import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe: session tokens, email links and API keys. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256 (they are random, so a slow hash adds nothing). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
