/** Every path of the app, sign-in pages included, so features link without spelling URLs by hand. */
export const paths = {
  signIn: '/users/sign_in',
  signUp: '/users/sign_up',
  forgotPassword: '/users/password/new',
  resetPassword: '/users/password/edit',
  confirmation: '/users/confirmation',
  resendConfirmation: '/users/confirmation/new',
  unlock: '/users/unlock',
  signOut: '/users/sign_out',
  dashboard: '/dashboard',
  /** Where the gateway sends a finished SSO sign-in; the app's home is the dashboard. */
  appHome: '/app',
  presentations: '/app/presentations',
  newPresentation: '/app/presentations/new',
  presentation: (id: number | string) => `/app/presentations/${id}`,
  templates: '/app/templates',
  newTemplate: '/app/templates/new',
  template: (id: number | string) => `/app/templates/${id}`,
  teams: '/app/teams',
  newTeam: '/app/teams/new',
  team: (id: number | string) => `/app/teams/${id}`,
  editTeam: (id: number | string) => `/app/teams/${id}/edit`,
  profile: '/settings/profile',
  subscription: '/settings/subscription',
  changeSubscription: '/settings/subscription/new',
  apiKeys: '/settings/api_keys',
  newApiKey: '/settings/api_keys/new',
  webhooks: '/settings/webhooks',
  activity: '/settings/activity',
} as const;

/** Pages served by other front ends: reached with a full page load, never the router. */
export const externalPaths = {
  home: '/',
  admin: '/admin',
  terms: '/terms',
  privacy: '/privacy',
  /** Starts single sign-on: the gateway redirects to the team's provider (or back with ?sso_error=). */
  ssoSignIn: (email: string) => `/api/users/sso?email=${encodeURIComponent(email)}`,
} as const;
