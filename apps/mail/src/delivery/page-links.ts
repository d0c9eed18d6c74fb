import type { LinkTarget } from '@deckmill/bus-contracts';

/**
 * The product's web pages a mail may link to. Services name a page by its link target; only this module knows
 * the paths, so a route change is made here and nowhere on the bus.
 */
export function pagePath(target: LinkTarget): string {
  switch (target.page) {
    case 'sign-in':
      return '/users/sign_in';
    case 'sign-up':
      return '/users/sign_up';
    case 'profile':
      return '/settings/profile';
    case 'resend-confirmation':
      return '/users/confirmation/new';
    case 'confirm-email':
      return `/users/confirmation?confirmation_token=${encodeURIComponent(target.token)}`;
    case 'forgot-password':
      return '/users/password/new';
    case 'reset-password':
      return `/users/password/edit?reset_password_token=${encodeURIComponent(target.token)}`;
    case 'unlock':
      return `/users/unlock?unlock_token=${encodeURIComponent(target.token)}`;
    case 'teams':
      return '/app/teams';
    case 'team-invitation':
      return invitationPath(target.token, target.signUp);
    case 'presentations':
      return '/app/presentations';
    case 'batch':
      return `/app/presentations/${encodeURIComponent(target.batchId)}`;
  }
}

/**
 * The teams page shows the invitation with Accept and Decline. An invitee without an account goes through
 * sign-up first, which returns there once the new user signs in.
 */
function invitationPath(token: string, signUp: boolean): string {
  const landing = `/app/teams?${new URLSearchParams({ invitation: token }).toString()}`;
  if (!signUp) return landing;
  return `/users/sign_up?${new URLSearchParams({ invitation: token, return_to: landing }).toString()}`;
}

/** Only paths on the site become links, so a caller cannot make a mail point elsewhere. */
export function absoluteLink(appUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`Mail links must be site paths: ${path}`);
  return new URL(path, appUrl).toString();
}

export function pageLink(appUrl: string, target: LinkTarget): string {
  return absoluteLink(appUrl, pagePath(target));
}
