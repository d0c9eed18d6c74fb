import type { TeamDetail, TeamListItem } from '@deckmill/api-contracts';
import type { SubscriptionTier } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';

/** A password no common-password list holds. */
export const PASSWORD = 'violet-harbour-tram-42';

let counter = 0;

/** A unique address per call, so tests sharing one stack never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

/** A distinct client IP per browser (the stack trusts X-Forwarded-For from loopback), so rate limits stay apart. */
function clientIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/**
 * The real services teams works with: the gateway, identity (users, mail) and billing (seat limits).
 * `adminEmail`: identity's ADMIN_EMAIL.
 */
export async function startTeamsStack(options: { adminEmail?: string } = {}): Promise<TestStack> {
  latestStack = await startTestStack({
    targets: ['gateway', 'identity', 'teams', 'billing', 'mail'],
    s3: false,
    modules: { identity: { adminEmail: options.adminEmail } },
  });
  return latestStack;
}

let latestStack: TestStack | undefined;

/** The stack this suite started (one per suite file), for helpers that read its mail. */
function currentStack(): TestStack {
  if (!latestStack) throw new Error('startTeamsStack() first');
  return latestStack;
}

function isInvitationTo(mail: { envelopeTo: string[]; subject: string }, to: string): boolean {
  return mail.envelopeTo.includes(to) && /invited to join/.test(mail.subject);
}

export function browser(stack: TestStack): TestClient {
  return new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
}

export interface SignedInUser {
  readonly client: TestClient;
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** Signs a new user up and in (sign-up itself never signs in) on the given plan. */
export async function signedInUser(
  stack: TestStack,
  label: string,
  tier: SubscriptionTier = 'professional',
): Promise<SignedInUser> {
  const client = browser(stack);
  const email = uniqueEmail(label);
  const name = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} Tester`;
  const id = await signUpWith(client, email, name);
  if (tier !== 'free') await stack.app.get(RpcClient).call('billing.set-tier', { userId: id, tier });
  return { client, id, email, name };
}

/** Signs up with `email` and then signs in (the unconfirmed grace period allows it); answers the user's id. */
export async function signUpWith(
  client: TestClient,
  email: string,
  name = 'Invited Person',
): Promise<string> {
  const res = await client.post('/api/users', {
    user: { name, company: null, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const session = await client.post<{ user: { id: string } | null }>('/api/users/sign_in', {
    user: { email, password: PASSWORD, remember_me: false },
  });
  if (!session.body.user) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return session.body.user.id;
}

/** Follows the confirmation link mailed at sign-up, as the user would. */
export async function confirmEmail(stack: TestStack, user: SignedInUser): Promise<void> {
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(user.email) && /confirm/i.test(m.subject),
    10_000,
  );
  const token = /confirmation_token=([^\s"<&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No confirmation link in "${mail.subject}"`);
  const res = await user.client.put('/api/users/confirmation', {
    confirmation_token: decodeURIComponent(token),
  });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${res.text}`);
}

/** Creates a team as `admin` and returns it. */
export async function createTeam(admin: SignedInUser, name = 'Marketing'): Promise<TeamListItem> {
  const res = await admin.client.post<TeamListItem>('/api/app/teams', { team: { name } });
  if (res.status !== 201) throw new Error(`create team failed: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * Adds an existing user to the team: the admin invites them and they accept with the mailed link's token.
 * Answers their membership id.
 */
export async function addMember(
  admin: SignedInUser,
  team: TeamListItem,
  user: SignedInUser,
  role: 'admin' | 'member' = 'member',
  stack: TestStack = currentStack(),
): Promise<number> {
  const before = stack.smtp.messages.filter((m) => isInvitationTo(m, user.email)).length;
  const res = await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: user.email, role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  const token = tokenOf(await invitationLink(stack, user.email, before + 1));
  const accepted = await user.client.post(`/api/app/invitations/${token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  const member = (await teamAs(admin, team)).members.find((m) => m.user.email === user.email);
  if (!member) throw new Error(`${user.email} did not join`);
  return member.id;
}

export async function teamAs(user: SignedInUser, team: TeamListItem): Promise<TeamDetail> {
  const res = await user.client.get<TeamDetail>(`/api/app/teams/${team.short_id}`);
  if (res.status !== 200) throw new Error(`get team failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The link of the `nth` (1-based) team-invitation mail to `to`, waiting for it to arrive. */
export async function invitationLink(stack: TestStack, to: string, nth = 1): Promise<URL> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = stack.smtp.messages.filter((m) => isInvitationTo(m, to));
    const mail = mails[nth - 1];
    if (mail) {
      const match = /(http:\/\/localhost[^\s"<]+)/.exec(mail.text);
      if (!match?.[1]) throw new Error(`No link in mail "${mail.subject}"`);
      return new URL(match[1]);
    }
    if (Date.now() > deadline) throw new Error(`No invitation mail #${nth} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token an invitation link carries. */
export function tokenOf(link: URL): string {
  const token = link.searchParams.get('invitation');
  if (!token) throw new Error(`No invitation token in ${link.href}`);
  return token;
}
