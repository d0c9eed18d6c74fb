/**
 * A request path fit for logs and traces: without its query string (reset, confirmation and signed-file
 * tokens travel there) and with the path segments that carry a secret masked. Pure, and loads nothing: the
 * tracing entry point uses it before any framework is imported.
 */

/** Routes whose parameter is a bearer secret mailed to someone: the signed download link, an invitation. */
const SECRET_SEGMENTS: readonly { readonly pattern: RegExp; readonly masked: string }[] = [
  { pattern: /^\/api\/links\/[^/]+/, masked: '/api/links/:token' },
  // A deck's personal link (the viewer, its slides and downloads).
  { pattern: /^\/d\/[^/]+/, masked: '/d/:token' },
  // An invitation link's token also proves its address at sign-up: masked whatever its length.
  { pattern: /^\/api\/invitations\/[^/]+/, masked: '/api/invitations/:token' },
  // `ref` is the invitation's id or its mail link token; both are masked.
  { pattern: /^\/api\/app\/invitations\/[^/]+\/(accept|decline)/, masked: '/api/app/invitations/:ref/$1' },
];

/**
 * An opaque segment of this length or more is masked on any path, routed or not: a token under a route added
 * later, or a probe guessing one. Ids (UUIDs, 36 characters) and ordinary slugs stay readable.
 */
const OPAQUE_SEGMENT_LENGTH = 40;

export const MASKED_SEGMENT = ':redacted';

export function redactedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? url;
  for (const { pattern, masked } of SECRET_SEGMENTS) {
    if (pattern.test(path)) return path.replace(pattern, masked);
  }
  return path
    .split('/')
    .map((segment) => (segment.length >= OPAQUE_SEGMENT_LENGTH ? MASKED_SEGMENT : segment))
    .join('/');
}
