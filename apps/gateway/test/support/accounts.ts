import { TestClient, type TestStack } from '@deckmill/server-harness';

/** A password no common-password list holds. */
export const GOOD_PASSWORD = 'violet-harbour-tram-42';

let counter = 0;

/** A unique address per call, so tests sharing one stack never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

/** A client with its own forwarded IP (the test stack trusts loopback proxies), so rate limits stay apart. */
export function freshClient(stack: TestStack): TestClient {
  counter += 1;
  const ip = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  return new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
}

/**
 * Signs a new account up, then in (sign-up never signs in: a taken address must get the same answer), as the
 * new user would; the client keeps the session. Answers the user's id.
 */
export async function signUpAndIn(client: TestClient, name: string, email: string): Promise<string> {
  const res = await client.post('/api/users', {
    user: {
      name,
      company: 'Deckmill Tests',
      email,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
    },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password: GOOD_PASSWORD, remember_me: false },
  });
  const id = session.body.user?.id;
  if (!id) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return id;
}

/** Signs a new account up and in and returns its client, which keeps the session. */
export async function signedUpClient(stack: TestStack, label = 'user'): Promise<TestClient> {
  const client = freshClient(stack);
  await signUpAndIn(client, 'Ada', uniqueEmail(label));
  return client;
}

/** Signs a new user up and in through the identity service; answers their id. */
export function signUpAs(client: TestClient, label: string): Promise<string> {
  return signUpAndIn(client, label, uniqueEmail(label));
}

/** A distinct client IP per user (the stack trusts X-Forwarded-For from loopback), so rate limits stay apart. */
export function clientIp(): string {
  counter += 1;
  return `10.20.${(counter >> 8) & 255}.${counter & 255}`;
}
