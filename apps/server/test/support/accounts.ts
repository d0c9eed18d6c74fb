import { TestClient } from '@deckmill/server-harness';

/** Every test account's password. */
export const TEST_PASSWORD = 'violet-harbour-tram-42';
let counter = 0;

/** A signed-up and signed-in account of a test. */
export interface Person {
  readonly client: TestClient;
  readonly id: string;
  readonly email: string;
}

/** A client with a forwarded address of its own, so the per-IP rate limits of one test stay apart. */
export function clientFor(baseUrl: string): TestClient {
  counter += 1;
  return new TestClient(baseUrl, { 'x-forwarded-for': `10.44.${(counter >> 8) & 255}.${counter & 255}` });
}

/** Signs an account up and in with the tests' password; answers its client, id and address. */
export async function signUp(baseUrl: string, email: string, name = 'Deckmill Tester'): Promise<Person> {
  const client = clientFor(baseUrl);
  const user = { name, company: 'Deckmill Tests', email, password: TEST_PASSWORD };
  const res = await client.post('/api/users', { user: { ...user, password_confirmation: TEST_PASSWORD } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password: TEST_PASSWORD, remember_me: false },
  });
  const id = session.body.user?.id;
  if (!id) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return { client, id, email };
}
