import { RpcClient } from '@deckmill/messaging';
import { TestClient, type TestStack } from '@deckmill/server-harness';
import { freshClient, signUpAndIn, uniqueEmail } from './accounts';

export interface Person {
  readonly client: TestClient;
  readonly id: string;
  readonly email: string;
}

/** Signs a new account up and in. */
export async function newPerson(stack: TestStack, label: string): Promise<Person> {
  const client = freshClient(stack);
  const email = uniqueEmail(label);
  const id = await signUpAndIn(client, `${label} Tester`, email);
  return { client, id, email };
}

/** Follows the confirmation link mailed at sign-up, as the user would. */
export async function confirm(stack: TestStack, person: Person): Promise<void> {
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(person.email) && /confirm/i.test(m.subject),
    15_000,
  );
  const token = /confirmation_token=([^\s"<>&]+)/.exec(mail.text)?.[1];
  const res = await person.client.put('/api/users/confirmation', { confirmation_token: token });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${res.text}`);
}

/** A confirmed account with the admin flag, as `npm run admin create` makes one. */
export async function newOperator(stack: TestStack): Promise<Person> {
  const person = await newPerson(stack, 'operator');
  await confirm(stack, person);
  await stack.app.get(RpcClient).call('identity.admin-update-user', { userId: person.id, admin: true });
  return person;
}

/** A client that authenticates with a fresh API key of `person` (no cookies: the way automation calls). */
export async function apiKeyClient(
  stack: TestStack,
  person: Person,
  scopes: readonly string[] = ['read', 'generate', 'manage'],
): Promise<TestClient> {
  const res = await person.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
    api_key: { name: 'standing suite', scopes },
  });
  if (res.status !== 201) throw new Error(`API key failed: ${res.status} ${res.text}`);
  return new TestClient(stack.baseUrl, { authorization: `Bearer ${res.body.api_key.token}` });
}
