import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SubscriptionTier } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';

const PASSWORD = 'violet-harbour-tram-42';
const FIXTURE = path.resolve(__dirname, '../../../../../shared/fixtures/pptx/automizer-TextReplace.pptx');

let counter = 0;

function next(): number {
  counter += 1;
  return counter;
}

/** The whole product: the admin service reads from every other service. */
export function startAdminStack(): Promise<TestStack> {
  return startTestStack();
}

/** A browser with its own client IP (the stack trusts X-Forwarded-For from loopback), so rate limits stay apart. */
export function browser(stack: TestStack): TestClient {
  const n = next();
  return new TestClient(stack.baseUrl, { 'x-forwarded-for': `10.88.${(n >> 8) & 255}.${n & 255}` });
}

export interface TestUser {
  readonly client: TestClient;
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** Signs a new user up and in (sign-up alone never signs in), optionally on a paid plan. */
export async function newUser(
  stack: TestStack,
  label: string,
  tier: SubscriptionTier = 'free',
): Promise<TestUser> {
  const client = browser(stack);
  const email = `${label}-${process.pid}-${Date.now()}-${next()}@example.test`;
  const name = `${label} Tester`;
  const res = await client.post('/api/users', {
    user: { name, company: null, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password: PASSWORD, remember_me: false },
  });
  if (!session.body.user) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  const id = session.body.user.id;
  if (tier !== 'free') await stack.app.get(RpcClient).call('billing.set-tier', { userId: id, tier });
  return { client, id, email, name };
}

/** Follows the confirmation link mailed at sign-up, as the user would. */
export async function confirmEmail(stack: TestStack, user: TestUser): Promise<void> {
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(user.email) && /confirm/i.test(m.subject),
    15_000,
  );
  const href = /https?:\/\/[^\s"<>]*confirmation_token=[^\s"<>&]+/.exec(mail.text)?.[0];
  if (!href) throw new Error(`no confirmation link in the mail to ${user.email}`);
  const token = new URL(href).searchParams.get('confirmation_token');
  const res = await user.client.put('/api/users/confirmation', { confirmation_token: token });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${res.text}`);
}

/**
 * A confirmed user with the admin flag, as `npm run admin -- create` would make one. Operators must have a
 * confirmed address: the admin API refuses unconfirmed ones.
 */
export async function newOperator(stack: TestStack, label = 'operator'): Promise<TestUser> {
  const user = await newUser(stack, label);
  await confirmEmail(stack, user);
  await stack.app.get(RpcClient).call('identity.admin-update-user', { userId: user.id, admin: true });
  return user;
}

export async function createTeam(user: TestUser, name: string): Promise<{ id: number; short_id: string }> {
  const res = await user.client.post<{ id: number; short_id: string }>('/api/app/teams', { team: { name } });
  if (res.status !== 201) throw new Error(`create team failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Uploads a fixture deck and generates one presentation of `rows` decks from it, waiting until it is done. */
export async function generatePresentation(
  user: TestUser,
  rows: number,
): Promise<{ id: string; templateId: number }> {
  const upload = new FormData();
  upload.set('template[name]', 'Quarterly Review');
  upload.set('template[file]', new Blob([new Uint8Array(readFileSync(FIXTURE))]), 'quarterly.pptx');
  const template = await user.client.post<{ id: number; placeholders: string[] }>(
    '/api/app/templates',
    upload,
  );
  if (template.status !== 201) throw new Error(`upload failed: ${template.status} ${template.text}`);
  const mapping = Object.fromEntries(template.body.placeholders.map((placeholder) => [placeholder, 'Value']));
  const lines = ['Value', ...Array.from({ length: rows }, (_, row) => `Row ${row + 1}`)];
  const form = new FormData();
  form.set('presentation[template_id]', String(template.body.id));
  form.set('presentation[csv_file]', new Blob([`${lines.join('\n')}\n`]), 'rows.csv');
  form.set('presentation[data_mapping]', JSON.stringify(mapping));
  const created = await user.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create failed: ${created.status} ${created.text}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await user.client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`);
    if (res.body.status === 'completed') return { id: created.body.id, templateId: template.body.id };
    if (res.body.status === 'failed' || Date.now() > deadline) {
      throw new Error(`presentation ended ${res.body.status}: ${res.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
