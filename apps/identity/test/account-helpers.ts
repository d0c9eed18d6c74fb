import type { TestClient, TestResponse, TestStack } from '@deckmill/server-harness';

/** A password no common-password list holds. */
export const GOOD_PASSWORD = 'violet-harbour-tram-42';

let counter = 0;

/** A unique address per call, so tests sharing one stack never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

/** A distinct client IP (the test stack trusts X-Forwarded-For from loopback) to keep rate limits apart. */
export function clientIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The sign-up call alone: it never signs in, and answers the same for a fresh and a taken address. */
export function signUp(
  client: TestClient,
  email: string,
  password = GOOD_PASSWORD,
  name = 'Ada Lovelace',
): Promise<TestResponse<{ user: null; csrf_token: string; message: string }>> {
  return client.post('/api/users', {
    user: { name, company: 'Analytical Engines', email, password, password_confirmation: password },
  });
}

/** Signs up and then in (allowed during the unconfirmed grace period); answers the sign-in response. */
export async function register(
  client: TestClient,
  email: string,
  password = GOOD_PASSWORD,
  name = 'Ada Lovelace',
): Promise<TestResponse<{ user: { id: string } | null }>> {
  const res = await signUp(client, email, password, name);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return signIn(client, email, password);
}

export function signIn(
  client: TestClient,
  email: string,
  password = GOOD_PASSWORD,
  rememberMe = false,
): Promise<TestResponse<{ user: { id: string } | null; error?: string; errors?: Record<string, string[]> }>> {
  return client.post('/api/users/sign_in', { user: { email, password, remember_me: rememberMe } });
}

/** The first link on APP_URL in the newest mail to an address whose subject matches. */
export async function linkFromMail(stack: TestStack, to: string, subject: RegExp): Promise<URL> {
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(to) && subject.test(m.subject),
    10_000,
  );
  const match = /(http:\/\/localhost[^\s"<]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No link in mail "${mail.subject}"`);
  return new URL(match[1]);
}
