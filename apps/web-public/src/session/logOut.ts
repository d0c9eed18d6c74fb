import { postJson } from '../api/http';
import { goTo } from '../site/goTo';

/** Ends the session (`POST /api/logout` with the CSRF header), then goes home whatever the answer. */
export async function logOut(): Promise<void> {
  await postJson('/api/logout').catch(() => undefined);
  goTo('/');
}
