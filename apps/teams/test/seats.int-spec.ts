import type { InviteResult } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import type { TestStack } from '@deckmill/server-harness';
import {
  addMember,
  createTeam,
  invitationLink,
  signedInUser,
  startTeamsStack,
  tokenOf,
  uniqueEmail,
} from './teams-stack';

interface ErrorBody {
  error: string;
  errors: Record<string, string[]>;
}

describe('team seats by the plan of the team creator (billing.seat-limit)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTeamsStack();
  });

  afterAll(async () => {
    await stack.stop();
  });

  it("keeps a Free creator's team to its one member, naming the plan", async () => {
    const admin = await signedInUser(stack, 'free', 'free');
    const team = await createTeam(admin);
    const res = await admin.client.post<ErrorBody>(`/api/app/teams/${team.short_id}/members`, {
      email: uniqueEmail('nope'),
    });
    expect(res.status).toBe(422);
    const message = "The team creator's Free plan allows 1 member per team. Upgrade the plan to invite more.";
    expect(res.body).toEqual({ error: message, errors: { email: [message] } });
  });

  it("counts members and pending invitations against Starter's 3 seats; revoking frees one", async () => {
    const admin = await signedInUser(stack, 'starter', 'starter');
    const colleague = await signedInUser(stack, 'seated');
    const team = await createTeam(admin);
    await addMember(admin, team, colleague);
    const pending = await admin.client.post<InviteResult>(`/api/app/teams/${team.short_id}/members`, {
      email: uniqueEmail('third'),
    });
    expect(pending.status).toBe(201);

    const fourth = await admin.client.post<ErrorBody>(`/api/app/teams/${team.short_id}/members`, {
      email: uniqueEmail('fourth'),
    });
    expect(fourth.status).toBe(422);
    expect(fourth.body.errors['email']?.[0]).toMatch(/Starter plan allows 3 members per team/);

    if (pending.body.status !== 'invited') throw new Error('expected an invitation');
    await admin.client.delete(`/api/app/teams/${team.short_id}/invitations/${pending.body.invitation.id}`);
    const retry = await admin.client.post(`/api/app/teams/${team.short_id}/members`, {
      email: uniqueEmail('fourth'),
    });
    expect(retry.status).toBe(201);
  });

  it('reserves the seat of an existing user at the invitation; accepting keeps it, declining frees it', async () => {
    const admin = await signedInUser(stack, 'reserver', 'starter');
    const [first, second] = [await signedInUser(stack, 'accepter'), await signedInUser(stack, 'refuser')];
    const team = await createTeam(admin);
    const invite = (email: string) => admin.client.post(`/api/app/teams/${team.short_id}/members`, { email });
    expect((await invite(first.email)).status).toBe(201);
    expect((await invite(second.email)).status).toBe(201);
    // 1 member + 2 pending: Starter's 3 seats are taken before anyone accepted.
    expect((await invite(uniqueEmail('over'))).status).toBe(422);
    const maxMembers = async () =>
      (await stack.app.get(RpcClient).call('teams.max-team-size-owned', { userId: admin.id })).maxMembers;
    expect(await maxMembers()).toBe(3);

    const accepted = await first.client.post(
      `/api/app/invitations/${tokenOf(await invitationLink(stack, first.email))}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(await maxMembers()).toBe(3);
    expect((await invite(uniqueEmail('still-over'))).status).toBe(422);

    const declined = await second.client.post(
      `/api/app/invitations/${tokenOf(await invitationLink(stack, second.email))}/decline`,
    );
    expect(declined.status).toBe(204);
    expect(await maxMembers()).toBe(2);
    expect((await invite(uniqueEmail('fits'))).status).toBe(201);
  });

  it("follows the creator's plan, not the inviting admin's", async () => {
    const creator = await signedInUser(stack, 'creatorfree', 'starter');
    const coAdmin = await signedInUser(stack, 'coadmin', 'enterprise');
    const team = await createTeam(creator);
    await addMember(creator, team, coAdmin, 'admin');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: creator.id, tier: 'free' });
    const res = await coAdmin.client.post<ErrorBody>(`/api/app/teams/${team.short_id}/members`, {
      email: uniqueEmail('blocked'),
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/Free plan/);
  });

  it('never limits an Enterprise creator', async () => {
    const admin = await signedInUser(stack, 'enterprise', 'enterprise');
    const team = await createTeam(admin);
    for (let i = 0; i < 12; i += 1) {
      const res = await admin.client.post(`/api/app/teams/${team.short_id}/members`, {
        email: uniqueEmail('many'),
      });
      expect(res.status).toBe(201);
    }
  });

  it('tells billing the size of the largest team a user created (members and pending invitations)', async () => {
    const admin = await signedInUser(stack, 'sizer', 'professional');
    const colleague = await signedInUser(stack, 'sized');
    const rpc = stack.app.get(RpcClient);
    expect(await rpc.call('teams.max-team-size-owned', { userId: admin.id })).toEqual({ maxMembers: 0 });
    const small = await createTeam(admin, 'Small');
    const large = await createTeam(admin, 'Large');
    await addMember(admin, large, colleague);
    await admin.client.post(`/api/app/teams/${large.short_id}/members`, { email: uniqueEmail('seat') });
    expect(small.member_count).toBe(1);
    expect(await rpc.call('teams.max-team-size-owned', { userId: admin.id })).toEqual({ maxMembers: 3 });
    // The colleague belongs to the team but did not create it.
    expect(await rpc.call('teams.max-team-size-owned', { userId: colleague.id })).toEqual({ maxMembers: 0 });
  });
});
