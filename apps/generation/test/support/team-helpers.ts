import { acceptInvitationFromMail, invitationMailCount } from '@deckmill/server-harness';
import { uploadTemplate, type TestUser } from './generation-helpers';
import { sampleDeck } from './sample-deck';

export interface TestTeam {
  readonly id: number;
  readonly shortId: string;
}

export async function createTeam(admin: TestUser): Promise<TestTeam> {
  const res = await admin.client.post<{ id: number; short_id: string }>('/api/app/teams', {
    team: { name: `Gen team ${Date.now()}` },
  });
  if (res.status !== 201) throw new Error(`team creation failed: ${res.status} ${res.text}`);
  return { id: res.body.id, shortId: res.body.short_id };
}

/** The admin invites a user who has an account, and they accept with the mailed link (nobody joins unasked). */
export async function joinTeam(admin: TestUser, team: TestTeam, user: TestUser): Promise<void> {
  if (!user.stack) throw new Error('joinTeam needs a user from newUser(stack)');
  const received = invitationMailCount(user.stack, user.email);
  const invite = await admin.client.post(`/api/app/teams/${team.shortId}/members`, {
    email: user.email,
    role: 'member',
  });
  if (invite.status >= 300) throw new Error(`inviting failed: ${invite.status} ${invite.text}`);
  await acceptInvitationFromMail(user.stack, user.client, user.email, received);
}

/** The admin removes the user's membership. */
export async function removeFromTeam(admin: TestUser, team: TestTeam, user: TestUser): Promise<void> {
  const detail = await admin.client.get<{ members: { id: number; user: { email: string } }[] }>(
    `/api/app/teams/${team.shortId}`,
  );
  const member = detail.body.members.find((m) => m.user.email === user.email);
  if (!member) throw new Error(`${user.email} is not a member`);
  const res = await admin.client.delete(`/api/app/teams/${team.shortId}/members/${member.id}`);
  if (res.status >= 300) throw new Error(`removal failed: ${res.status} ${res.text}`);
}

/** A template the user uploads shared with the team. */
export async function uploadTeamTemplate(
  user: TestUser,
  team: TestTeam,
  name = 'Team deck',
): Promise<number> {
  return uploadTemplate(user, sampleDeck(), name, team.id);
}
