import type { TestClient } from '@deckmill/server-harness';

let counter = 0;

/** Signs a new user up and in through the identity service; answers their id. */
export async function signUpAs(client: TestClient, label: string): Promise<string> {
  counter += 1;
  const email = `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
  const password = 'violet-harbour-tram-42';
  const res = await client.post('/api/users', {
    user: { name: label, company: 'Deckmill Tests', email, password, password_confirmation: password },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  // Sign-up never signs in: sign in as the new user would.
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password, remember_me: false },
  });
  const id = session.body.user?.id;
  if (!id) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return id;
}

/** A distinct client IP per user (the stack trusts X-Forwarded-For from loopback), so rate limits stay apart. */
export function clientIp(): string {
  counter += 1;
  return `10.20.${(counter >> 8) & 255}.${counter & 255}`;
}
