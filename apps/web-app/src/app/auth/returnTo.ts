import { paths } from '../routing/paths';

/** Where to send an anonymous visitor so sign-in can bring them back afterwards. */
export function signInPathFor(returnTo: string): string {
  return `${paths.signIn}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

/**
 * A `return_to` value that is safe to follow: a same-origin absolute path. Anything else (another
 * host, a protocol-relative `//host`, a backslash trick) falls back so sign-in cannot redirect off site.
 */
export function safeReturnTo(raw: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  return raw;
}
