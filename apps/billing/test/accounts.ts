import { randomUUID } from 'node:crypto';
import { TestClient } from '@deckmill/server-harness';

let counter = 0;

export interface SignedInUser {
  id: string;
  email: string;
  client: TestClient;
}

/** Signs a new user up through the gateway (identity), from a distinct client IP to keep rate limits apart. */
export async function signUpUser(baseUrl: string): Promise<SignedInUser> {
  counter += 1;
  const client = new TestClient(baseUrl);
  const email = `billing-${randomUUID()}@example.test`;
  const password = 'violet-harbour-tram-42';
  const ip = `10.77.${(counter >> 8) & 255}.${counter & 255}`;
  const res = await client.post(
    '/api/users',
    { user: { name: `Billing User ${counter}`, email, password, password_confirmation: password } },
    { 'x-forwarded-for': ip },
  );
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  // Sign-up never signs in: sign in as the new user would.
  const session = await client.post<{ user: { id: string } | null }>(
    '/api/users/sign_in',
    { user: { email, password, remember_me: false } },
    { 'x-forwarded-for': ip },
  );
  if (!session.body.user) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return { id: session.body.user.id, email, client };
}
