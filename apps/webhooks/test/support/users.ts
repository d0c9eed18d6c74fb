import { TestClient, type TestStack } from '@deckmill/server-harness';

const PASSWORD = 'violet-harbour-tram-42';
let counter = 0;

/** A distinct client IP per browser (the stack trusts X-Forwarded-For from loopback), so rate limits stay apart. */
function clientIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export interface SignedInUser {
  readonly client: TestClient;
  readonly id: string;
  readonly email: string;
}

/** Signs a new user up and in (the unconfirmed grace period allows it). */
export async function signedInUser(stack: TestStack, label: string): Promise<SignedInUser> {
  const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
  counter += 1;
  const email = `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
  const created = await client.post('/api/users', {
    user: { name: label, company: null, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${created.text}`);
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password: PASSWORD, remember_me: false },
  });
  if (!session.body.user) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return { client, id: session.body.user.id, email };
}
