import { paths } from '../../config/paths';

/** Where to send an anonymous visitor so sign-in can bring them back afterwards. */
export function signInPathFor(returnTo: string): string {
  return `${paths.signIn}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

// The URL parser drops tabs and newlines, so `/\t/evil.com` would become `//evil.com`: refuse controls outright.
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const ORIGIN = 'https://deckmill.invalid';

/**
 * A `return_to` value that is safe to follow: a same-origin absolute path. Anything else (another
 * host, a protocol-relative `//host`, a backslash or control-character trick) falls back, so sign-in cannot
 * redirect off site. The value is judged the way the browser will read it: parsed as a URL.
 */
export function safeReturnTo(raw: string | null | undefined, fallback: string = paths.dashboard): string {
  if (
    !raw ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.includes('\\') ||
    hasControlCharacter(raw)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
