import { postJson } from '../api/http';

/** Ends the session (`POST /api/logout` with the CSRF header), then goes home whatever the answer. */
export async function logOut(
  goTo: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  await postJson('/api/logout').catch(() => undefined);
  goTo('/');
}
