import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the secret part of APP_URL/d/<token>. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps and looks up: the token's SHA-256 in hex. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token's form (43 base64url characters): anything else is unknown without asking the database. */
export function isShareTokenForm(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
