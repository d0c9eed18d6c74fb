import type { SubscriptionTier, TeamDetail, TeamListItem } from '@deckmill/contracts';
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

/** The real services teams works with: the gateway, identity (users, mail) and billing (seat limits). */
export function startTeamsStack(): Promise<TestStack> {
  return startTestStack({ targets: ['gateway', 'identity', 'teams', 'billing'], s3: false });
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

/** Signs a new user up (which signs them in) on the given plan. */
export async function signedInUser(
  stack: TestStack,
  label: string,
  tier: SubscriptionTier = 'professional',
): Promise<SignedInUser> {
  const client = browser(stack);
  const email = uniqueEmail(label);
  const name = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} Tester`;
  const res = await signUpWith(client, email, name);
  if (res.status !== 201 || !res.body.user) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  if (tier !== 'free') {
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: res.body.user.id, tier });
  }
  return { client, id: res.body.user.id, email, name };
}

export function signUpWith(client: TestClient, email: string, name = 'Invited Person') {
  return client.post<{ user: { id: string; email: string } | null }>('/api/users', {
    user: { name, company: null, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
}

/** Creates a team as `admin` and returns it. */
export async function createTeam(admin: SignedInUser, name = 'Marketing'): Promise<TeamListItem> {
  const res = await admin.client.post<TeamListItem>('/api/app/teams', { team: { name } });
  if (res.status !== 201) throw new Error(`create team failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Adds an existing user to the team (invitation of a known e-mail) and returns their membership id. */
export async function addMember(
  admin: SignedInUser,
  team: TeamListItem,
  user: SignedInUser,
  role: 'admin' | 'member' = 'member',
): Promise<number> {
  const res = await admin.client.post<{ status: string; member?: { id: number } }>(
    `/api/app/teams/${team.short_id}/members`,
    { email: user.email, role },
  );
  if (res.status !== 201 || !res.body.member) throw new Error(`add member failed: ${res.status} ${res.text}`);
  return res.body.member.id;
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
    const mails = stack.smtp.messages.filter(
      (m) => m.envelopeTo.includes(to) && /invited to join/.test(m.subject),
    );
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
