import type { TestStack } from '@deckmill/server-harness';
import type {
  AcceptedInvitation,
  InviteResult,
  ReceivedInvitations,
  TeamDetail,
  TeamListItem,
} from '@deckmill/api-contracts';
import { randomUUID } from 'node:crypto';
import { RpcClient } from '@deckmill/messaging';
import { Clock } from '../src/shared/clock';
import {
  addMember,
  browser,
  confirmEmail,
  createTeam,
  invitationLink,
  PASSWORD,
  signedInUser,
  signUpWith,
  startTeamsStack,
  teamAs,
  tokenOf,
  uniqueEmail,
} from './teams-stack';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Identity's ADMIN_EMAIL in this stack: an invitation to it makes an operator at sign-up. */
const ADMIN_EMAIL = uniqueEmail('operator');

interface SignUpAnswer {
  message: string;
  email_confirmed?: true;
  team?: { id: number; short_id: string; name: string } | null;
}

/** Signs up through an invitation link's token (as the sign-up page does), then signs in. */
async function signUpThroughInvitation(client: ReturnType<typeof browser>, email: string, token: string) {
  const signedUp = await client.post<SignUpAnswer>('/api/users', {
    user: {
      name: 'Grace Hopper',
      company: null,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invitation_token: token,
    },
  });
  const session = await client.post<{ user: { id: string; confirmed: boolean } | null }>(
    '/api/users/sign_in',
    { user: { email, password: PASSWORD, remember_me: false } },
  );
  if (!session.body.user) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  return { signedUp, user: session.body.user };
}

const isConfirmationTo = (to: string) => (m: { envelopeTo: string[]; subject: string }) =>
  m.envelopeTo.includes(to) && /confirm/i.test(m.subject);

describe('team invitations by e-mail through the SMTP sink', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTeamsStack({ adminEmail: ADMIN_EMAIL });
  });

  afterAll(async () => {
    await stack.stop();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('mails an unknown address a link through sign-up that lands the new user in the team', async () => {
    const admin = await signedInUser(stack, 'inviter');
    const team = await createTeam(admin, 'Design Guild');
    const email = uniqueEmail('newcomer');
    const invited = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
      email: email.toUpperCase(),
      role: 'admin',
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ status: 'invited', invitation: { email, role: 'admin' } });

    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000);
    expect(mail.subject).toBe('You are invited to join Design Guild on Deckmill | Deckmill');
    expect(mail.text).toContain('Inviter Tester invited you to the team Design Guild');
    const link = await invitationLink(stack, email);
    expect(link.pathname).toBe('/users/sign_up');
    const token = tokenOf(link);
    expect(link.searchParams.get('return_to')).toBe(`/app/teams?invitation=${token}`);

    const pending = await teamAs(admin, team);
    expect(pending.invitations).toEqual([expect.objectContaining({ email, role: 'admin' })]);
    const expiresIn = Date.parse(pending.invitations[0]?.expires_at ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY_MS);

    // The newcomer signs up from the mail; the page the link returns to accepts the invitation.
    const newcomer = browser(stack);
    await signUpWith(newcomer, email, 'New Comer');
    const accepted = await newcomer.post<AcceptedInvitation>(`/api/app/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.team).toEqual({ id: team.id, short_id: team.short_id, name: 'Design Guild' });

    const mine = await newcomer.get<{ teams: TeamListItem[] }>('/api/app/teams');
    expect(mine.body.teams).toEqual([expect.objectContaining({ short_id: team.short_id, role: 'admin' })]);
    const after = await teamAs(admin, team);
    expect(after.members.map((m) => m.user)).toEqual([
      { name: 'Inviter Tester', email: admin.email },
      { name: 'New Comer', email },
    ]);
    expect(after.invitations).toEqual([]);

    // The link is the invitee's alone: another account cannot use it.
    const latecomer = await signedInUser(stack, 'latecomer');
    const reused = await latecomer.client.post(`/api/app/invitations/${token}/accept`);
    expect(reused.status).toBe(403);
    expect((await latecomer.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(404);
  });

  it('answers an existing user like an unknown address, and they join only once they accept', async () => {
    const admin = await signedInUser(stack, 'owner');
    const colleague = await signedInUser(stack, 'colleague');
    const team = await createTeam(admin, 'Sales');
    const invite = (email: string) =>
      admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, { email });
    const known = await invite(colleague.email);
    const unknown = await invite(uniqueEmail('nobody'));
    // Same status and the same body, but for the typed address, the id and the times.
    const shape = (body: InviteResult) =>
      JSON.stringify(body, (key, value: unknown) =>
        ['id', 'email', 'expires_at', 'created_at'].includes(key) ? typeof value : value,
      );
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(shape(known.body)).toBe(shape(unknown.body));
    expect(known.body).toMatchObject({ status: 'invited', invitation: { email: colleague.email } });
    expect(known.text).not.toContain('Colleague Tester');

    // Not a member yet: the invitation waits in the admin's pending list.
    expect((await colleague.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(404);
    const pending = await teamAs(admin, team);
    expect(pending.members).toHaveLength(1);
    expect(pending.invitations.map((i) => i.email)).toContain(colleague.email);

    // The mail's link opens the teams page (the address has an account, so no sign-up on the way).
    const link = await invitationLink(stack, colleague.email);
    expect(`${link.pathname}${link.search}`).toBe(
      `/app/teams?invitation=${encodeURIComponent(tokenOf(link))}`,
    );

    // Until the address is confirmed, the app lists nothing and the list's id accepts nothing.
    const listed = () => colleague.client.get<ReceivedInvitations>('/api/app/invitations');
    expect((await listed()).body).toEqual({ invitations: [] });
    const id = known.body.status === 'invited' ? known.body.invitation.id : 0;
    expect((await colleague.client.post(`/api/app/invitations/${id}/accept`)).status).toBe(404);

    await confirmEmail(stack, colleague);
    expect((await listed()).body.invitations).toEqual([
      {
        id,
        team: { name: 'Sales' },
        role: 'member',
        inviter_name: 'Owner Tester',
        expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    const accepted = await colleague.client.post<AcceptedInvitation>(`/api/app/invitations/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.team).toEqual({ id: team.id, short_id: team.short_id, name: 'Sales' });
    expect((await colleague.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(200);
    expect((await listed()).body.invitations).toEqual([]);
    const after = await teamAs(admin, team);
    expect(after.members.map((m) => m.user.email)).toEqual([admin.email, colleague.email]);
    expect(after.invitations.map((i) => i.email)).not.toContain(colleague.email);
  });

  it('lets the invitee decline: the invitation and its seat are gone, and it can no longer be accepted', async () => {
    const admin = await signedInUser(stack, 'asker');
    const invitee = await signedInUser(stack, 'decliner');
    const team = await createTeam(admin, 'Not for me');
    await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: invitee.email });
    const token = tokenOf(await invitationLink(stack, invitee.email));

    const declined = await invitee.client.post(`/api/app/invitations/${token}/decline`);
    expect(declined.status).toBe(204);
    expect((await teamAs(admin, team)).invitations).toEqual([]);
    expect((await invitee.client.post(`/api/app/invitations/${token}/accept`)).status).toBe(404);
    expect((await invitee.client.post(`/api/app/invitations/${token}/decline`)).status).toBe(404);
    expect((await invitee.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(404);
    // Declined, the address can be invited again.
    const again = await admin.client.post(`/api/app/teams/${team.short_id}/members`, {
      email: invitee.email,
    });
    expect(again.status).toBe(201);
  });

  it('accepts only for the invited address: another account holding the link is told and not joined', async () => {
    const admin = await signedInUser(stack, 'careful');
    const invitee = await signedInUser(stack, 'intended');
    const other = await signedInUser(stack, 'forwarded');
    const team = await createTeam(admin);
    const invited = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
      email: invitee.email,
    });
    const token = tokenOf(await invitationLink(stack, invitee.email));

    const wrong = await other.client.post<{ error: string }>(`/api/app/invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/sent to another email address/);
    expect((await other.client.post(`/api/app/invitations/${token}/decline`)).status).toBe(403);
    await confirmEmail(stack, other);
    const id = invited.body.status === 'invited' ? invited.body.invitation.id : 0;
    expect((await other.client.post(`/api/app/invitations/${id}/accept`)).status).toBe(404);
    expect((await other.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(404);

    expect((await invitee.client.post(`/api/app/invitations/${token}/accept`)).status).toBe(200);
  });

  it('refuses inviting a current member or an address already invited, keyed email', async () => {
    const admin = await signedInUser(stack, 'keeper');
    const colleague = await signedInUser(stack, 'present');
    const team = await createTeam(admin);
    await addMember(admin, team, colleague);

    const again = await admin.client.post(`/api/app/teams/${team.short_id}/members`, {
      email: colleague.email,
    });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      error: `${colleague.email} is already a member of this team.`,
      errors: { email: [`${colleague.email} is already a member of this team.`] },
    });
    const self = await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: admin.email });
    expect(self.status).toBe(422);

    const invitedUser = await signedInUser(stack, 'pending');
    await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: invitedUser.email });
    const pendingTwice = await admin.client.post(`/api/app/teams/${team.short_id}/members`, {
      email: invitedUser.email,
    });
    expect(pendingTwice.status).toBe(422);

    const email = uniqueEmail('twice');
    await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email });
    const twice = await admin.client.post<{ errors: Record<string, string[]> }>(
      `/api/app/teams/${team.short_id}/members`,
      { email },
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors['email']).toEqual([
      `${email} has already been invited. Resend the invitation instead.`,
    ]);

    const invalid = await admin.client.post<{ errors: Record<string, string[]> }>(
      `/api/app/teams/${team.short_id}/members`,
      { email: 'not-an-email' },
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['email']);
  });

  it('re-sends with a new link valid for 7 more days; the old link stops working', async () => {
    const admin = await signedInUser(stack, 'resender');
    const team = await createTeam(admin);
    const email = uniqueEmail('resent');
    const invited = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
      email,
    });
    if (invited.body.status !== 'invited') throw new Error('expected an invitation');
    const first = tokenOf(await invitationLink(stack, email, 1));

    const resent = await admin.client.post(
      `/api/app/teams/${team.short_id}/invitations/${invited.body.invitation.id}/resend`,
    );
    expect(resent.status).toBe(200);
    const second = tokenOf(await invitationLink(stack, email, 2));
    expect(second).not.toBe(first);

    const invitee = browser(stack);
    await signUpWith(invitee, email);
    expect((await invitee.post(`/api/app/invitations/${first}/accept`)).status).toBe(404);
    expect((await invitee.post(`/api/app/invitations/${second}/accept`)).status).toBe(200);
  });

  it('revokes an invitation: it leaves the pending list and its link stops working', async () => {
    const admin = await signedInUser(stack, 'revoker');
    const team = await createTeam(admin);
    const email = uniqueEmail('revoked');
    const invited = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
      email,
    });
    if (invited.body.status !== 'invited') throw new Error('expected an invitation');
    const token = tokenOf(await invitationLink(stack, email));

    const revoked = await admin.client.delete(
      `/api/app/teams/${team.short_id}/invitations/${invited.body.invitation.id}`,
    );
    expect(revoked.status).toBe(204);
    expect((await teamAs(admin, team)).invitations).toEqual([]);
    const invitee = browser(stack);
    await signUpWith(invitee, email);
    const accepted = await invitee.post<{ error: string }>(`/api/app/invitations/${token}/accept`);
    expect(accepted.status).toBe(404);
    expect(accepted.body.error).toMatch(/no longer valid/);
  });

  it('expires invitations after 7 days', async () => {
    const admin = await signedInUser(stack, 'expirer');
    const team = await createTeam(admin);
    const email = uniqueEmail('late');
    await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email });
    const token = tokenOf(await invitationLink(stack, email));

    const clock = stack.app.get(Clock);
    const eightDaysOn = new Date(Date.now() + 8 * DAY_MS);
    jest.spyOn(clock, 'now').mockReturnValue(eightDaysOn);
    expect((await teamAs(admin, team)).invitations).toEqual([]);
    const invitee = browser(stack);
    await signUpWith(invitee, email);
    expect((await invitee.post(`/api/app/invitations/${token}/accept`)).status).toBe(404);
  });

  it('shows pending invitations to admins only', async () => {
    const admin = await signedInUser(stack, 'lister');
    const colleague = await signedInUser(stack, 'viewer');
    const team = await createTeam(admin);
    await addMember(admin, team, colleague);
    await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: uniqueEmail('hidden') });

    expect((await teamAs(admin, team)).invitations).toHaveLength(1);
    const asMember = await colleague.client.get<TeamDetail>(`/api/app/teams/${team.short_id}`);
    expect(asMember.body.invitations).toEqual([]);
    expect(asMember.body.role).toBe('member');
  });

  describe('the link as the invitee sees it, and claimed at sign-up as proof of the address', () => {
    it('previews the team, the inviter, the invited address and the expiry, to anyone holding the link', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin, 'Kernel & Co');
      const email = uniqueEmail('previewed');
      await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email });
      const token = tokenOf(await invitationLink(stack, email));

      const preview = await browser(stack).get<Record<string, unknown>>(`/api/invitations/${token}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.body).toEqual({
        team: { name: 'Kernel & Co' },
        inviter_name: 'Inviter Tester',
        email,
        expires_at: expect.any(String),
      });
      expect(Date.parse(String(preview.body['expires_at'])) - Date.now()).toBeGreaterThan(6 * DAY_MS);
      expect(preview.text).not.toContain(admin.email);
    });

    it('confirms at once, without a confirmation mail, an account signed up with the invited address, and joins it', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin, 'Kernel & Co');
      const email = uniqueEmail('proved');
      await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email });
      const token = tokenOf(await invitationLink(stack, email));

      const invitee = browser(stack);
      // Typed differently: compared as identity keeps addresses (trimmed, lower case).
      const { signedUp, user } = await signUpThroughInvitation(invitee, ` ${email.toUpperCase()} `, token);
      expect(signedUp.status).toBe(201);
      expect(signedUp.body).toMatchObject({
        user: null,
        email_confirmed: true,
        team: { id: team.id, short_id: team.short_id, name: 'Kernel & Co' },
        message: expect.stringContaining('joined Kernel & Co'),
      });
      expect(user.confirmed).toBe(true);
      const mine = await invitee.get<{ teams: TeamListItem[] }>('/api/app/teams');
      expect(mine.body.teams).toEqual([expect.objectContaining({ short_id: team.short_id, role: 'member' })]);
      expect((await teamAs(admin, team)).invitations).toEqual([]);

      // The proof is spent with the invitation: the link now names nothing, and proves nothing again.
      const used = await browser(stack).get<{ error: string }>(`/api/invitations/${token}`);
      expect(used.status).toBe(404);
      expect(used.body.error).toMatch(/no longer valid/);
      const other = uniqueEmail('second');
      const again = await signUpThroughInvitation(browser(stack), other, token);
      expect(again.signedUp.body.email_confirmed).toBeUndefined();
      expect(again.user.confirmed).toBe(false);

      // The second account's confirmation mail arrived, and none ever went to the proved address.
      await stack.smtp.waitForMail(isConfirmationTo(other), 10_000);
      expect(stack.smtp.messages.filter(isConfirmationTo(email))).toEqual([]);
    });

    it('proves nothing for another address, nor for an address that already has an account', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin, 'Kernel & Co');
      const invited = uniqueEmail('invited');
      await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: invited });
      const token = tokenOf(await invitationLink(stack, invited));

      const stranger = uniqueEmail('stranger');
      const { signedUp, user } = await signUpThroughInvitation(browser(stack), stranger, token);
      expect(signedUp.status).toBe(201);
      expect(signedUp.body).toEqual({
        user: null,
        csrf_token: expect.any(String),
        message: expect.stringContaining('confirmation link'),
      });
      expect(user.confirmed).toBe(false);
      await stack.smtp.waitForMail(isConfirmationTo(stranger), 10_000);
      expect((await teamAs(admin, team)).invitations.map((i) => i.email)).toEqual([invited]);

      // An existing (unconfirmed) account on the invited address is answered as always and stays unconfirmed.
      const owner = browser(stack);
      await owner.post('/api/users', {
        user: {
          name: 'Owner',
          company: null,
          email: invited,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
      const taken = await signUpThroughInvitation(browser(stack), invited, token);
      expect(taken.signedUp.body.email_confirmed).toBeUndefined();
      expect(taken.user.confirmed).toBe(false);
      expect((await teamAs(admin, team)).invitations.map((i) => i.email)).toEqual([invited]);
    });

    it('confirms nothing with a revoked link: the check and the spend are one step', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin, 'Kernel & Co');
      const email = uniqueEmail('withdrawn');
      const invited = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
        email,
      });
      if (invited.body.status !== 'invited') throw new Error('expected an invitation');
      const token = tokenOf(await invitationLink(stack, email));
      await admin.client.delete(`/api/app/teams/${team.short_id}/invitations/${invited.body.invitation.id}`);

      const invitee = browser(stack);
      const { signedUp, user } = await signUpThroughInvitation(invitee, email, token);
      expect(signedUp.body.email_confirmed).toBeUndefined();
      expect(user.confirmed).toBe(false);
      expect((await invitee.get<{ teams: TeamListItem[] }>('/api/app/teams')).body.teams).toEqual([]);
      await stack.smtp.waitForMail(isConfirmationTo(email), 10_000);
    });

    it('claims an invitation once, whoever races for it, and a revoke racing a claim wins or loses whole', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin, 'Kernel & Co');
      const rpc = stack.app.get(RpcClient);
      const invite = async (label: string) => {
        const email = uniqueEmail(label);
        const res = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
          email,
        });
        if (res.body.status !== 'invited') throw new Error('expected an invitation');
        return { email, id: res.body.invitation.id, token: tokenOf(await invitationLink(stack, email)) };
      };
      const claim = (invitation: { email: string; token: string }) =>
        rpc.call('teams.claim-invitation', { ...invitation, userId: randomUUID() });

      const contested = await invite('contested');
      const claims = await Promise.all([claim(contested), claim(contested), claim(contested)]);
      expect(claims.filter((answer) => answer.team !== null)).toEqual([
        { team: { id: team.id, shortId: team.short_id, name: 'Kernel & Co' } },
      ]);

      for (const round of [1, 2, 3]) {
        const raced = await invite(`raced-${round}`);
        const [claimed, revoked] = await Promise.all([
          claim(raced),
          admin.client.delete(`/api/app/teams/${team.short_id}/invitations/${raced.id}`),
        ]);
        // Either the claim got there first (the revoke finds nothing pending) or the revoke did (nothing claimed).
        expect([claimed.team !== null, revoked.status]).toEqual(claimed.team ? [true, 404] : [false, 204]);
      }
    });

    it('makes ADMIN_EMAIL an operator at sign-up through an invitation to it, as a followed link would', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin, 'Operators');
      await admin.client.post(`/api/app/teams/${team.short_id}/members`, { email: ADMIN_EMAIL });
      const token = tokenOf(await invitationLink(stack, ADMIN_EMAIL));

      const operator = browser(stack);
      const { signedUp, user } = await signUpThroughInvitation(operator, ADMIN_EMAIL, token);
      expect(signedUp.body.email_confirmed).toBe(true);
      expect(user.confirmed).toBe(true);
      const session = await operator.get<{ user: { admin: boolean } | null }>('/api/session');
      expect(session.body.user?.admin).toBe(true);
      const mine = await operator.get<{ teams: TeamListItem[] }>('/api/app/teams');
      expect(mine.body.teams.map((joined) => joined.short_id)).toEqual([team.short_id]);
    });

    it('answers 404 for an unknown, revoked or expired link', async () => {
      const admin = await signedInUser(stack, 'inviter');
      const team = await createTeam(admin);
      const invite = async (label: string) => {
        const email = uniqueEmail(label);
        const res = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
          email,
        });
        if (res.body.status !== 'invited') throw new Error('expected an invitation');
        return { id: res.body.invitation.id, token: tokenOf(await invitationLink(stack, email)) };
      };
      const preview = (token: string) => browser(stack).get<{ error: string }>(`/api/invitations/${token}`);

      const unknown = await preview('A'.repeat(43));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatch(/no longer valid/);
      expect((await preview('not%20a%20token')).status).toBe(404);

      const revoked = await invite('revoked');
      await admin.client.delete(`/api/app/teams/${team.short_id}/invitations/${revoked.id}`);
      expect((await preview(revoked.token)).status).toBe(404);

      const late = await invite('late');
      expect((await preview(late.token)).status).toBe(200);
      jest.spyOn(stack.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 8 * DAY_MS));
      expect((await preview(late.token)).status).toBe(404);
    });
  });
});
