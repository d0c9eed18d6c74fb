import { randomBytes } from 'node:crypto';

/**
 * A team's URL id: 10 random URL-safe characters (60 bits), so ids cannot be guessed in sequence. Never all
 * digits, because a numeric `{id}` in a route means the team's numeric id.
 */
export function generateShortId(): string {
  for (;;) {
    const candidate = randomBytes(8).toString('base64url').slice(0, 10);
    if (!/^\d+$/.test(candidate)) return candidate;
  }
}
