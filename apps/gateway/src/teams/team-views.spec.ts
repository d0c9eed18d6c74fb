import type {
  TeamInvitationView,
  TeamMembershipView,
  TeamOverview,
  TeamSummary,
} from '@deckmill/bus-contracts';
import {
  acceptedInvitation,
  inviteResult,
  pendingInvitation,
  receivedInvitations,
  teamDetail,
  teamListItem,
  teamMember,
} from './team-views';

const summary: TeamSummary = {
  id: 7,
  shortId: 'k3J9xQ2mPa',
  name: 'Marketing',
  role: 'admin',
  memberCount: 3,
  createdAt: '2026-03-01T09:00:00.000Z',
};

const member: TeamMembershipView = {
  id: 41,
  role: 'member',
  user: { name: 'Ada', email: 'ada@example.com' },
  joinedAt: '2026-03-02T10:00:00.000Z',
};

const invitation: TeamInvitationView = {
  id: 12,
  email: 'grace@example.com',
  role: 'admin',
  expiresAt: '2026-03-10T11:00:00.000Z',
  createdAt: '2026-03-03T11:00:00.000Z',
};

const httpInvitation = {
  id: 12,
  email: 'grace@example.com',
  role: 'admin',
  expires_at: '2026-03-10T11:00:00.000Z',
  created_at: '2026-03-03T11:00:00.000Z',
};

const httpMember = {
  id: 41,
  role: 'member',
  user: { name: 'Ada', email: 'ada@example.com' },
  joined_at: '2026-03-02T10:00:00.000Z',
};

describe('team views', () => {
  it('maps a team summary to the list item, keys in the API order', () => {
    const item = teamListItem(summary);
    expect(item).toEqual({
      id: 7,
      short_id: 'k3J9xQ2mPa',
      name: 'Marketing',
      role: 'admin',
      member_count: 3,
      created_at: '2026-03-01T09:00:00.000Z',
    });
    expect(Object.keys(item)).toEqual(['id', 'short_id', 'name', 'role', 'member_count', 'created_at']);
  });

  it('maps a membership and a pending invitation', () => {
    expect(teamMember(member)).toEqual(httpMember);
    expect(Object.keys(teamMember(member))).toEqual(['id', 'role', 'user', 'joined_at']);
    expect(pendingInvitation(invitation)).toEqual(httpInvitation);
    expect(Object.keys(pendingInvitation(invitation))).toEqual([
      'id',
      'email',
      'role',
      'expires_at',
      'created_at',
    ]);
  });

  it("maps a team's overview to the detail, with the viewer's membership as my_member_id", () => {
    const overview: TeamOverview = {
      id: 7,
      shortId: 'k3J9xQ2mPa',
      name: 'Marketing',
      createdAt: '2026-03-01T09:00:00.000Z',
      role: 'admin',
      viewerMembershipId: 40,
      members: [member],
      invitations: [invitation],
    };
    const detail = teamDetail(overview);
    expect(detail).toEqual({
      id: 7,
      short_id: 'k3J9xQ2mPa',
      name: 'Marketing',
      created_at: '2026-03-01T09:00:00.000Z',
      role: 'admin',
      my_member_id: 40,
      members: [httpMember],
      invitations: [httpInvitation],
    });
    expect(Object.keys(detail)).toEqual([
      'id',
      'short_id',
      'name',
      'created_at',
      'role',
      'my_member_id',
      'members',
      'invitations',
    ]);
  });

  it('answers a sent invitation as invited', () => {
    expect(inviteResult({ invitation })).toEqual({ status: 'invited', invitation: httpInvitation });
  });

  it("maps the invitee's received invitations with the team's name nested", () => {
    const body = receivedInvitations({
      invitations: [
        {
          id: 12,
          teamName: 'Marketing',
          role: 'member',
          inviterName: 'Ada',
          expiresAt: '2026-03-10T11:00:00.000Z',
          createdAt: '2026-03-03T11:00:00.000Z',
        },
      ],
    });
    expect(body).toEqual({
      invitations: [
        {
          id: 12,
          team: { name: 'Marketing' },
          role: 'member',
          inviter_name: 'Ada',
          expires_at: '2026-03-10T11:00:00.000Z',
          created_at: '2026-03-03T11:00:00.000Z',
        },
      ],
    });
    expect(Object.keys(body.invitations[0] ?? {})).toEqual([
      'id',
      'team',
      'role',
      'inviter_name',
      'expires_at',
      'created_at',
    ]);
    expect(receivedInvitations({ invitations: [] })).toEqual({ invitations: [] });
  });

  it('maps the team an accepted invitation led into', () => {
    const body = acceptedInvitation({ team: { id: 7, shortId: 'k3J9xQ2mPa', name: 'Marketing' } });
    expect(body).toEqual({ team: { id: 7, short_id: 'k3J9xQ2mPa', name: 'Marketing' } });
    expect(Object.keys(body.team)).toEqual(['id', 'short_id', 'name']);
  });
});
