import type { TeamListItem } from '@deckmill/api-contracts';
import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus, type Subscription } from '@deckmill/messaging';
import type { TestStack } from '@deckmill/server-harness';
import { addMember, createTeam, signedInUser, startTeamsStack, teamAs } from './teams-stack';

interface ErrorBody {
  error: string;
  errors: Record<string, string[]>;
}

describe('team members, roles and the last-admin rule', () => {
  let stack: TestStack;
  const received: { key: EventKey; payload: EventPayload<EventKey> }[] = [];
  const subscriptions: Subscription[] = [];

  beforeAll(async () => {
    stack = await startTeamsStack();
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const keys = [
      'team.created',
      'team.deleted',
      'member.added',
      'member.removed',
      'member.role_changed',
    ] as const;
    for (const key of keys) {
      subscriptions.push(
        await bus.subscribeEvent(
          key,
          { durable: `teams-test-${key.replace(/\./g, '-')}` },
          async (delivery) => {
            received.push({ key, payload: delivery.data });
          },
        ),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await stack.stop();
  });

  const rolePath = (team: TeamListItem, memberId: number) =>
    `/api/app/teams/${team.short_id}/members/${memberId}/update_role`;

  /**
   * The first event of `key` whose payload matches. Tests match on user ids (fresh UUIDs per test), never on
   * team ids alone, so an event of another stack can never be mistaken for this one's.
   */
  async function eventMatching<K extends EventKey>(key: K, expected: Partial<EventPayload<K>>) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = received.find(
        (event) =>
          event.key === key &&
          Object.entries(expected).every(
            ([field, value]) =>
              field in event.payload && (event.payload as Record<string, unknown>)[field] === value,
          ),
      );
      if (found) return found.payload;
      if (Date.now() > deadline) throw new Error(`no ${key} event matching ${JSON.stringify(expected)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('makes the creator the admin of a new team with an unguessable short_id', async () => {
    const admin = await signedInUser(stack, 'creator');
    const first = await createTeam(admin, 'First');
    const second = await createTeam(admin, 'Second');
    expect(first).toMatchObject({ name: 'First', role: 'admin', member_count: 1 });
    expect(first.short_id).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(second.short_id).not.toBe(first.short_id);
    expect(second.id).toBeGreaterThan(first.id);
    const detail = await teamAs(admin, first);
    expect(detail.members).toEqual([
      expect.objectContaining({ role: 'admin', user: { name: 'Creator Tester', email: admin.email } }),
    ]);
    expect(await eventMatching('team.created', { creatorId: admin.id, name: 'First' })).toMatchObject({
      teamId: first.id,
      shortId: first.short_id,
    });
    expect(await eventMatching('member.added', { userId: admin.id, teamId: first.id })).toMatchObject({
      role: 'admin',
    });
  });

  it('validates team names keyed team.name on create and name on rename', async () => {
    const admin = await signedInUser(stack, 'namer');
    const blank = await admin.client.post<ErrorBody>('/api/app/teams', { team: { name: '   ' } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['team.name']);
    const team = await createTeam(admin, '  Spaced  ');
    expect(team.name).toBe('Spaced');
    const rename = await admin.client.patch<ErrorBody>(`/api/app/teams/${team.short_id}`, { name: '' });
    expect(rename.status).toBe(422);
    expect(Object.keys(rename.body.errors)).toEqual(['name']);
    const renamed = await admin.client.patch<TeamListItem>(`/api/app/teams/${team.id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', short_id: team.short_id });
  });

  it("lists the user's teams with role and member count", async () => {
    const admin = await signedInUser(stack, 'lister');
    const colleague = await signedInUser(stack, 'listed');
    const team = await createTeam(admin, 'Listed');
    await addMember(admin, team, colleague);
    const mine = await colleague.client.get<{ teams: TeamListItem[] }>('/api/app/teams');
    expect(mine.body.teams).toEqual([
      {
        id: team.id,
        short_id: team.short_id,
        name: 'Listed',
        role: 'member',
        member_count: 2,
        created_at: team.created_at,
      },
    ]);
  });

  it('never lets the sole admin be demoted, removed or leave; a second admin unlocks it', async () => {
    const admin = await signedInUser(stack, 'sole');
    const colleague = await signedInUser(stack, 'second');
    const team = await createTeam(admin);
    const colleagueId = await addMember(admin, team, colleague);
    const adminId = (await teamAs(admin, team)).my_member_id;

    const demote = await admin.client.patch<ErrorBody>(rolePath(team, adminId), { role: 'member' });
    expect(demote.status).toBe(422);
    expect(demote.body.error).toBe('A team needs at least one admin. Make another member an admin first.');
    expect((await admin.client.delete(`/api/app/teams/${team.short_id}/members/${adminId}`)).status).toBe(
      422,
    );
    expect((await admin.client.post(`/api/app/teams/${team.short_id}/leave`)).status).toBe(422);

    const promote = await admin.client.patch(rolePath(team, colleagueId), { role: 'admin' });
    expect(promote.status).toBe(200);
    expect(promote.body).toMatchObject({ id: colleagueId, role: 'admin' });
    expect(await eventMatching('member.role_changed', { userId: colleague.id })).toMatchObject({
      teamId: team.id,
      role: 'admin',
      previousRole: 'member',
      changedBy: admin.id,
    });

    // Two admins: one may step down, after which the other is the last one again.
    expect((await admin.client.patch(rolePath(team, adminId), { role: 'member' })).status).toBe(200);
    expect((await colleague.client.patch(rolePath(team, colleagueId), { role: 'member' })).status).toBe(422);
    const detail = await teamAs(colleague, team);
    expect(detail.members.map((m) => m.role)).toEqual(['member', 'admin']);
  });

  it('refuses an unknown role keyed role', async () => {
    const admin = await signedInUser(stack, 'roler');
    const colleague = await signedInUser(stack, 'roled');
    const team = await createTeam(admin);
    const colleagueId = await addMember(admin, team, colleague);
    const res = await admin.client.patch<ErrorBody>(rolePath(team, colleagueId), { role: 'owner' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['role']);
  });

  it('removes a member, who then no longer sees the team', async () => {
    const admin = await signedInUser(stack, 'remover');
    const colleague = await signedInUser(stack, 'removed');
    const team = await createTeam(admin);
    const colleagueId = await addMember(admin, team, colleague);

    const removed = await admin.client.delete(`/api/app/teams/${team.short_id}/members/${colleagueId}`);
    expect(removed.status).toBe(204);
    expect((await colleague.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(404);
    expect(await eventMatching('member.removed', { userId: colleague.id })).toMatchObject({
      teamId: team.id,
      removedBy: admin.id,
    });
    const again = await admin.client.delete(`/api/app/teams/${team.short_id}/members/${colleagueId}`);
    expect(again.status).toBe(404);
  });

  it('lets a member leave', async () => {
    const admin = await signedInUser(stack, 'stayer');
    const colleague = await signedInUser(stack, 'leaver');
    const team = await createTeam(admin);
    await addMember(admin, team, colleague);
    expect((await colleague.client.post(`/api/app/teams/${team.short_id}/leave`)).status).toBe(204);
    expect((await colleague.client.get<{ teams: unknown[] }>('/api/app/teams')).body.teams).toEqual([]);
    expect(await eventMatching('member.removed', { userId: colleague.id })).toMatchObject({
      teamId: team.id,
      removedBy: colleague.id,
    });
  });

  it('deletes a team for everyone and announces it, so shared templates return to their owners', async () => {
    const admin = await signedInUser(stack, 'deleter');
    const colleague = await signedInUser(stack, 'bystander');
    const team = await createTeam(admin, 'Doomed');
    await addMember(admin, team, colleague);
    expect((await admin.client.delete(`/api/app/teams/${team.short_id}`)).status).toBe(204);
    expect((await colleague.client.get(`/api/app/teams/${team.short_id}`)).status).toBe(404);
    expect((await admin.client.get(`/api/app/teams/${team.id}`)).status).toBe(404);
    expect(await eventMatching('team.deleted', { deletedBy: admin.id })).toMatchObject({
      teamId: team.id,
      name: 'Doomed',
    });
  });

  it('answers memberships for the services that decide access by team', async () => {
    const admin = await signedInUser(stack, 'rpcadmin');
    const colleague = await signedInUser(stack, 'rpcmember');
    const team = await createTeam(admin, 'Rpc Team');
    await addMember(admin, team, colleague);
    const rpc = stack.app.get(RpcClient);
    expect(await rpc.call('teams.memberships', { userId: colleague.id })).toEqual({
      teams: [{ teamId: team.id, shortId: team.short_id, name: 'Rpc Team', role: 'member' }],
    });
    expect(await rpc.call('teams.membership', { userId: admin.id, teamId: team.id })).toEqual({
      role: 'admin',
      teamName: 'Rpc Team',
    });
    const stranger = await signedInUser(stack, 'rpcstranger');
    expect(await rpc.call('teams.membership', { userId: stranger.id, teamId: team.id })).toEqual({
      role: null,
      teamName: 'Rpc Team',
    });
  });

  it('lets a deleted account leave its teams: the longest-standing member takes over, lone teams go', async () => {
    const admin = await signedInUser(stack, 'departing');
    const first = await signedInUser(stack, 'firstin');
    const second = await signedInUser(stack, 'secondin');
    const shared = await createTeam(admin, 'Shared');
    await addMember(admin, shared, first);
    await addMember(admin, shared, second);
    const alone = await createTeam(admin, 'Alone');

    await stack.app.get(RpcClient).call('identity.delete-user', { userId: admin.id });

    expect(
      await eventMatching('member.role_changed', { userId: first.id, changedBy: admin.id }),
    ).toMatchObject({
      teamId: shared.id,
      role: 'admin',
    });
    const after = await teamAs(first, shared);
    expect(after.members.map((m) => [m.user.email, m.role])).toEqual([
      [first.email, 'admin'],
      [second.email, 'member'],
    ]);
    expect(await eventMatching('team.deleted', { teamId: alone.id, deletedBy: admin.id })).toMatchObject({
      name: 'Alone',
    });
    const rpc = stack.app.get(RpcClient);
    expect(await rpc.call('teams.membership', { userId: admin.id, teamId: alone.id })).toEqual({
      role: null,
      teamName: null,
    });
  });
});
