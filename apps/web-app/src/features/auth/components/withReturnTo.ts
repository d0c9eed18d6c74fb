/** Keeps the `return_to` of the current page on a link between the auth pages (sign in <-> sign up). */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ return_to: returnTo }).toString()}` : path;
}
