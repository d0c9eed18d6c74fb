/**
 * The invitation token an auth page was reached with: `?invitation=` (the mail's sign-up link), or inside
 * `return_to` (`/app/teams?invitation=<token>`, kept when moving between sign-in and sign-up).
 */
export function invitationTokenOf(searchParams: URLSearchParams): string | null {
  const direct = searchParams.get('invitation');
  if (direct) return direct;
  const returnTo = searchParams.get('return_to');
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return null;
  return new URL(returnTo, 'http://app.invalid').searchParams.get('invitation') || null;
}
