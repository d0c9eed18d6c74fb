import type { TeamListItem } from '@deckmill/api-contracts';
import type { TestStack } from '@deckmill/server-harness';
import type { SignedInUser } from './users';

/** Creates a team through the API; its creator is its first admin. */
export async function createTeam(admin: SignedInUser, name: string): Promise<TeamListItem> {
  const res = await admin.client.post<TeamListItem>('/api/app/teams', { team: { name } });
  if (res.status !== 201) throw new Error(`create team failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The admin invites `user` by e-mail and the user accepts with the mailed link's token, as in the product. */
export async function addMember(
  stack: TestStack,
  admin: SignedInUser,
  team: TeamListItem,
  user: SignedInUser & { email: string },
  role: 'admin' | 'member',
): Promise<void> {
  const res = await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: user.email, role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  const mail = await stack.smtp.waitForMail(
    (m) => m.envelopeTo.includes(user.email) && /invited to join/.test(m.subject),
    10_000,
  );
  const link = /(http:\/\/localhost[^\s"<]+)/.exec(mail.text)?.[1];
  const token = link ? new URL(link).searchParams.get('invitation') : null;
  if (!token) throw new Error(`No invitation link in "${mail.subject}"`);
  const accepted = await user.client.post(`/api/app/invitations/${token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
}
