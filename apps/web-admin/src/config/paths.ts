/** The admin panel's paths. */
export const adminPaths = {
  dashboard: '/admin',
  users: '/admin/users',
  user: (id: number | string) => `/admin/users/${id}`,
  teams: '/admin/teams',
  team: (id: number | string) => `/admin/teams/${id}`,
  templates: '/admin/templates',
  template: (id: number | string) => `/admin/templates/${id}`,
  presentations: '/admin/presentations',
  presentation: (id: number | string) => `/admin/presentations/${id}`,
  stuckBatches: '/admin/stuck-batches',
  audit: '/admin/audit',
} as const;

/** Pages of the signed-in app: reached with a full page load, never this app's router. */
export const appPaths = {
  dashboard: '/dashboard',
  signIn: '/users/sign_in',
} as const;

export function signInPathFor(returnTo: string): string {
  return `${appPaths.signIn}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}
