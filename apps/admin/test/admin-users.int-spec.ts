import type { ActivityAction, ActivityEntry } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import type { TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import {
  confirmEmail,
  createTeam,
  generatePresentation,
  newOperator,
  newUser,
  startAdminStack,
  type TestUser,
} from './support/admin-stack';
import type { AdminStats, AdminUserDetail, AdminUserList } from '@deckmill/api-contracts';

describe('operators manage users', () => {
  let stack: TestStack;
  let operator: TestUser;

  beforeAll(async () => {
    stack = await startAdminStack();
    operator = await newOperator(stack);
  });

  afterAll(async () => {
    await stack.stop();
  });

  /** The user's entry of the audit trail for `action`, once the audit consumer has appended it. */
  async function trailEntry(userId: string, action: ActivityAction): Promise<ActivityEntry> {
    let found: ActivityEntry | undefined;
    await eventually(async () => {
      const page = await stack.app
        .get(RpcClient)
        .call('audit.list', { scope: { kind: 'user', userId }, filters: { action } });
      found = page.entries[0];
      return found !== undefined;
    }, `${action} in the audit trail`);
    if (!found) throw new Error('unreachable');
    return found;
  }

  it('searches by email or name, filters by tier and pages 25 at a time', async () => {
    const tag = `zeb${Date.now()}`;
    const users: TestUser[] = [];
    for (let i = 0; i < 27; i++) users.push(await newUser(stack, `${tag}-${i}`, i < 2 ? 'starter' : 'free'));

    const first = await operator.client.get<AdminUserList>(`/api/admin/users?search=${tag}`);
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(25);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 27 });
    expect(first.body.filters).toEqual({ search: tag, subscriptionTier: null });
    const second = await operator.client.get<AdminUserList>(`/api/admin/users?search=${tag}&page=2`);
    expect(second.body.users).toHaveLength(2);
    const seen = new Set([...first.body.users, ...second.body.users].map((user) => user.id));
    expect(seen).toEqual(new Set(users.map((user) => user.id)));

    const byName = await operator.client.get<AdminUserList>(
      `/api/admin/users?search=${encodeURIComponent(`${tag}-3 TESTER`)}`,
    );
    expect(byName.body.users.map((user) => user.email)).toEqual([users[3]?.email]);

    const starters = await operator.client.get<AdminUserList>(
      `/api/admin/users?search=${tag}&subscription_tier=starter`,
    );
    expect(starters.body.users.map((user) => user.id).sort()).toEqual([users[0]?.id, users[1]?.id].sort());
    expect(starters.body.filters.subscriptionTier).toBe('starter');
    expect(starters.body.pagination.totalPages).toBe(1);
  });

  it("shows a user's teams with role and join date, and their presentations", async () => {
    const owner = await newUser(stack, 'owner', 'professional');
    const team = await createTeam(owner, 'Field Sales');
    const presentation = await generatePresentation(owner, 2);

    const list = await operator.client.get<AdminUserList>(`/api/admin/users?search=${owner.email}`);
    // One batch of two rows: two presentations (decks).
    expect(list.body.users[0]).toMatchObject({
      id: owner.id,
      teamsCount: 1,
      presentationsCount: 1,
      decksCount: 2,
    });

    const detail = await operator.client.get<AdminUserDetail>(`/api/admin/users/${owner.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: owner.id,
      email: owner.email,
      name: owner.name,
      subscriptionTier: 'professional',
      admin: false,
      confirmedAt: null,
      teamsCount: 1,
      presentationsCount: 1,
      decksCount: 2,
    });
    expect(detail.body.teams).toEqual([
      {
        id: team.id,
        shortId: team.short_id,
        name: 'Field Sales',
        role: 'admin',
        createdAt: expect.any(String),
      },
    ]);
    expect(detail.body.presentations).toEqual([
      expect.objectContaining({
        id: presentation.id,
        status: 'completed',
        rowCount: 2,
        ownerEmail: owner.email,
      }),
    ]);

    const teamView = await operator.client.get<{ members: { email: string; role: string }[] }>(
      `/api/admin/teams/${team.short_id}`,
    );
    expect(teamView.body.members).toEqual([expect.objectContaining({ email: owner.email, role: 'admin' })]);
    const presentationView = await operator.client.get<{ ownerEmail: string; rowsDone: number }>(
      `/api/admin/presentations/${presentation.id}`,
    );
    expect(presentationView.body).toMatchObject({ ownerEmail: owner.email, rowsDone: 2 });
    const templateView = await operator.client.get<{ ownerEmail: string; presentationsCount: number }>(
      `/api/admin/templates/${presentation.templateId}`,
    );
    expect(templateView.body.ownerEmail).toBe(owner.email);

    const dashboard = await operator.client.get<AdminStats>('/api/admin');
    expect(dashboard.body.totalTeams).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.presentationsByStatus['completed']).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.lastSevenDays.newUsers).toBe(dashboard.body.totalUsers);
  });

  it('changes name, tier (through billing, so the allowance follows) and admin flag, and audits it', async () => {
    const user = await newUser(stack, 'upgrade');
    await confirmEmail(stack, user);
    const res = await operator.client.patch<AdminUserDetail>(`/api/admin/users/${user.id}`, {
      name: 'Grace Hopper',
      subscription_tier: 'enterprise',
      admin: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Grace Hopper', subscriptionTier: 'enterprise', admin: true });

    const usage = await user.client.get<{ subscription_tier: string; usage_limit: number | null }>(
      '/api/settings/subscription',
    );
    expect(usage.body).toMatchObject({ usage_limit: null });
    expect((await user.client.get('/api/admin')).status).toBe(200);

    expect(await trailEntry(user.id, 'user.updated_by_operator')).toMatchObject({
      chain: `user:${user.id}`,
      actor: { kind: 'operator', userId: operator.id, email: operator.email },
      target: { type: 'user', id: user.id, label: user.email },
      userId: user.id,
      details: {
        changes: {
          name: { from: user.name, to: 'Grace Hopper' },
          subscriptionTier: { from: 'free', to: 'enterprise' },
          admin: { from: false, to: true },
        },
      },
    });
  });

  it('refuses an operator removing their own admin flag or deleting themselves', async () => {
    const demote = await operator.client.patch<{ errors: Record<string, string[]> }>(
      `/api/admin/users/${operator.id}`,
      { admin: false },
    );
    expect(demote.status).toBe(422);
    expect(demote.body.errors['admin']).toEqual(['You cannot remove your own admin access.']);
    const remove = await operator.client.delete(`/api/admin/users/${operator.id}`);
    expect(remove.status).toBe(422);
    expect((await operator.client.get('/api/admin')).status).toBe(200);
  });

  it('validates the edit form and answers 404 for unknown users', async () => {
    const user = await newUser(stack, 'invalid');
    const bad = await operator.client.patch<{ errors: Record<string, string[]> }>(
      `/api/admin/users/${user.id}`,
      {
        subscription_tier: 'platinum',
      },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['subscription_tier']);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await operator.client.get(`/api/admin/users/${missing}`)).status).toBe(404);
    expect((await operator.client.get('/api/admin/users/not-a-uuid')).status).toBe(404);
    expect((await operator.client.delete(`/api/admin/users/${missing}`)).status).toBe(404);
  });

  it('deletes a user: their session stops working at once and they are gone from the list', async () => {
    const user = await newUser(stack, 'leaving');
    expect((await user.client.get<{ user: object | null }>('/api/session')).body.user).not.toBeNull();
    const res = await operator.client.delete(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(204);
    expect((await user.client.get<{ user: object | null }>('/api/session')).body.user).toBeNull();
    expect((await user.client.get('/api/app/teams')).status).toBe(401);
    expect((await operator.client.get(`/api/admin/users/${user.id}`)).status).toBe(404);
    const list = await operator.client.get<AdminUserList>(`/api/admin/users?search=${user.email}`);
    expect(list.body.pagination.totalCount).toBe(0);
    expect(await trailEntry(user.id, 'user.deleted_by_operator')).toMatchObject({
      actor: { kind: 'operator', userId: operator.id },
      target: { type: 'user', id: user.id, label: user.email },
    });
  });
});
