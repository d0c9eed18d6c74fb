/** Facts about the site itself that several pages repeat. */
export const SITE_NAME = 'Deckmill';
export const SALES_EMAIL = 'sales@deckmill.com';
export const SUPPORT_EMAIL = 'support@deckmill.com';
export const PRIVACY_EMAIL = 'privacy@deckmill.com';
export const SECURITY_EMAIL = 'security@deckmill.com';

/** Pages of the signed-in app: plain links, since they live in another front end. */
export const APP_LINKS = {
  signUp: '/users/sign_up',
  signIn: '/users/sign_in',
  dashboard: '/dashboard',
} as const;
