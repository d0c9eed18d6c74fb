import type { TestClient, TestStack } from '@deckmill/server-harness';
import type { TeamListItem } from '@deckmill/api-contracts';
import {
  addMember,
  browser,
  createTeam,
  invitationLink,
  signedInUser,
  startTeamsStack,
  tokenOf,
  uniqueEmail,
  type SignedInUser,
} from './teams-stack';

type Caller = 'anonymous' | 'stranger' | 'member' | 'admin';

/**
 * A fresh team per case: its own admin (invitations are rate-limited per client), one member, one pending
 * invitation.
 */
interface Fixture {
  admin: SignedInUser;
  /** Fresh per case too: joining means accepting, and accepts are rate-limited per client. */
  member: SignedInUser;
  team: TeamListItem;
  memberId: number;
  invitationId: number;
  invitationToken: string;
}

interface Endpoint {
  name: string;
  call: (client: TestClient, fixture: Fixture) => Promise<{ status: number }>;
  expected: Record<Caller, number>;
}

const teamPath = (fixture: Fixture) => `/api/app/teams/${fixture.team.short_id}`;

/** Every team endpoint and what each kind of caller gets (404: strangers never learn a team exists). */
const endpoints: Endpoint[] = [
  {
    name: 'GET /api/app/teams',
    call: (c) => c.get('/api/app/teams'),
    expected: { anonymous: 401, stranger: 200, member: 200, admin: 200 },
  },
  {
    name: 'POST /api/app/teams',
    call: (c) => c.post('/api/app/teams', { team: { name: 'Another team' } }),
    expected: { anonymous: 401, stranger: 201, member: 201, admin: 201 },
  },
  {
    name: 'GET /api/app/teams/{id}',
    call: (c, f) => c.get(teamPath(f)),
    expected: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
  },
  {
    name: 'GET /api/app/teams/{numeric id}',
    call: (c, f) => c.get(`/api/app/teams/${f.team.id}`),
    expected: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
  },
  {
    name: 'PATCH /api/app/teams/{id}',
    call: (c, f) => c.patch(teamPath(f), { name: 'Renamed' }),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/app/teams/{id}',
    call: (c, f) => c.delete(teamPath(f)),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 204 },
  },
  {
    name: 'POST /api/app/teams/{id}/members',
    call: (c, f) => c.post(`${teamPath(f)}/members`, { email: uniqueEmail('invitee'), role: 'member' }),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 201 },
  },
  {
    name: 'PATCH /api/app/teams/{id}/members/{memberId}/update_role',
    call: (c, f) => c.patch(`${teamPath(f)}/members/${f.memberId}/update_role`, { role: 'admin' }),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/app/teams/{id}/members/{memberId}',
    call: (c, f) => c.delete(`${teamPath(f)}/members/${f.memberId}`),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 204 },
  },
  {
    // The sole admin may not leave (the team would have no admin); a member may.
    name: 'POST /api/app/teams/{id}/leave',
    call: (c, f) => c.post(`${teamPath(f)}/leave`),
    expected: { anonymous: 401, stranger: 404, member: 204, admin: 422 },
  },
  {
    name: 'POST /api/app/teams/{id}/invitations/{invitationId}/resend',
    call: (c, f) => c.post(`${teamPath(f)}/invitations/${f.invitationId}/resend`),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/app/teams/{id}/invitations/{invitationId}',
    call: (c, f) => c.delete(`${teamPath(f)}/invitations/${f.invitationId}`),
    expected: { anonymous: 401, stranger: 404, member: 403, admin: 204 },
  },
  {
    // Only the invited address answers an invitation; another account holding the link is told so (403).
    name: 'POST /api/app/invitations/{token}/accept',
    call: (c, f) => c.post(`/api/app/invitations/${f.invitationToken}/accept`),
    expected: { anonymous: 401, stranger: 403, member: 403, admin: 403 },
  },
  {
    name: 'POST /api/app/invitations/{token}/decline',
    call: (c, f) => c.post(`/api/app/invitations/${f.invitationToken}/decline`),
    expected: { anonymous: 401, stranger: 403, member: 403, admin: 403 },
  },
  {
    // By id, someone else's invitation names nothing.
    name: 'POST /api/app/invitations/{id}/accept',
    call: (c, f) => c.post(`/api/app/invitations/${f.invitationId}/accept`),
    expected: { anonymous: 401, stranger: 404, member: 404, admin: 404 },
  },
  {
    name: 'POST /api/app/invitations/{id}/decline',
    call: (c, f) => c.post(`/api/app/invitations/${f.invitationId}/decline`),
    expected: { anonymous: 401, stranger: 404, member: 404, admin: 404 },
  },
  {
    name: 'GET /api/app/invitations',
    call: (c) => c.get('/api/app/invitations'),
    expected: { anonymous: 401, stranger: 200, member: 200, admin: 200 },
  },
];

describe('teams authorization table (anonymous, stranger, member, admin x every endpoint)', () => {
  let stack: TestStack;
  let stranger: SignedInUser;

  beforeAll(async () => {
    stack = await startTeamsStack();
    stranger = await signedInUser(stack, 'stranger');
  });

  afterAll(async () => {
    await stack.stop();
  });

  async function freshFixture(): Promise<Fixture> {
    const [admin, member] = await Promise.all([
      signedInUser(stack, 'admin', 'enterprise'),
      signedInUser(stack, 'member'),
    ]);
    const team = await createTeam(admin, 'Authorization');
    const memberId = await addMember(admin, team, member);
    const invitee = uniqueEmail('pending');
    const invited = await admin.client.post<{ invitation: { id: number } }>(
      `/api/app/teams/${team.short_id}/members`,
      { email: invitee },
    );
    const link = await invitationLink(stack, invitee);
    return {
      admin,
      member,
      team,
      memberId,
      invitationId: invited.body.invitation.id,
      invitationToken: tokenOf(link),
    };
  }

  function clientOf(caller: Caller, fixture: Fixture): TestClient {
    if (caller === 'anonymous') return browser(stack);
    return { stranger, member: fixture.member, admin: fixture.admin }[caller].client;
  }

  const cases = endpoints.flatMap((endpoint) =>
    (['anonymous', 'stranger', 'member', 'admin'] as const).map(
      (caller) => [endpoint.name, caller, endpoint.expected[caller], endpoint] as const,
    ),
  );

  it.each(cases)('%s as %s answers %i', async (_name, caller, expected, endpoint) => {
    const fixture = await freshFixture();
    const res = await endpoint.call(clientOf(caller, fixture), fixture);
    expect(res.status).toBe(expected);
  });

  it("answers 404 for ids that name nothing, and for another team's member", async () => {
    const fixture = await freshFixture();
    const { admin } = fixture;
    const other = await createTeam(admin, 'Other');
    expect((await admin.client.get('/api/app/teams/nosuchteam')).status).toBe(404);
    expect((await admin.client.get('/api/app/teams/999999999')).status).toBe(404);
    expect((await admin.client.get(`/api/app/teams/${'x'.repeat(40)}`)).status).toBe(404);
    expect((await admin.client.post(`/api/app/invitations/${'t'.repeat(300)}/accept`)).status).toBe(404);
    expect((await admin.client.delete(`${teamPath(fixture)}/members/not-a-number`)).status).toBe(404);
    const foreign = await admin.client.delete(`/api/app/teams/${other.short_id}/members/${fixture.memberId}`);
    expect(foreign.status).toBe(404);
  });
});
