import { paths } from '../routing/paths';

/** Where to send an anonymous visitor so sign-in can bring them back afterwards. */
export function signInPathFor(returnTo: string): string {
  return `${paths.signIn}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

// The URL parser drops tabs and newlines, so `/\t/evil.com` would become `//evil.com`: refuse controls outright.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
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
    CONTROL_CHARACTERS.test(raw)
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
