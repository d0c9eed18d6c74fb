/**
 * What local mode (the desktop app) does not have: accounts made or reached by e-mail and password, SSO,
 * plans, invitations by e-mail and the operators' panel. Their API routes answer 404 (the web pages are
 * handled by serveWebApps). Matched on the lower-cased path, so no letter case slips past.
 */
const CLOSED_API_PATHS: readonly RegExp[] = [
  /^\/api\/users\/?$/, // sign-up
  /^\/api\/users\/(sign_in|password|confirmation|unlock|sso)(\/|$)/,
  /^\/api\/admin(\/|$)/,
  /^\/api\/settings\/subscription(\/|$)/,
  /^\/api\/app\/teams\/[^/]+\/(members|invitations|sso)(\/|$)/,
  /^\/api\/app\/invitations(\/|$)/,
  /^\/api\/invitations(\/|$)/,
];

export function closedInLocalMode(path: string): boolean {
  const lower = path.toLowerCase();
  return CLOSED_API_PATHS.some((pattern) => pattern.test(lower));
}
