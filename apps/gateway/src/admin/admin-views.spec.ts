import {
  AdminContactMessageListSchema,
  AdminPresentationListSchema,
  AdminPresentationRowSchema,
  AdminTeamListSchema,
  AdminTemplateListSchema,
  AdminTemplateRowSchema,
  type AdminPresentationRow,
  type AdminUser,
  type AdminUserRow,
} from '@deckmill/api-contracts';
import {
  Rpc,
  type AdminDashboard,
  type AdminTeamProfile,
  type AdminUserProfile,
} from '@deckmill/bus-contracts';
import { adminStats, adminTeamDetail, adminUserDetail, adminUserList } from './admin-views';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const PAGINATION = { currentPage: 1, totalPages: 1, totalCount: 1 };
const ADA: AdminUser = {
  id: USER_ID,
  name: 'Ada',
  email: 'ada@example.com',
  subscriptionTier: 'starter',
  admin: false,
  confirmedAt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
};
const USER: AdminUserRow = { ...ADA, teamsCount: 1, presentationsCount: 1, decksCount: 2 };
const PRESENTATION: AdminPresentationRow = {
  id: '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e',
  name: 'Autumn offers',
  status: 'completed',
  rowCount: 2,
  rowsDone: 2,
  rowsFailed: 0,
  templateId: 4,
  templateName: 'Sales Pitch',
  ownerId: USER_ID,
  ownerEmail: 'ada@example.com',
  createdAt: '2026-11-21T10:00:00.000Z',
  completedAt: null,
};

describe('admin views', () => {
  it('names the dashboard figures as the API does, in its key order', () => {
    const dashboard: AdminDashboard = {
      totalUsers: 3,
      confirmedUsers: 2,
      totalTeams: 1,
      totalTemplates: 4,
      totalPresentations: 5,
      decksGenerated: 40,
      usersByTier: { free: 2, starter: 1 },
      presentationsByStatus: { completed: 5 },
      recentUsers: [ADA],
      createdInWindow: { users: 3, teams: 1, templates: 2, presentations: 4 },
    };
    const stats = adminStats(dashboard);
    expect(Object.keys(stats)).toEqual([
      'totalUsers',
      'confirmedUsers',
      'totalTeams',
      'totalTemplates',
      'totalPresentations',
      'decksGenerated',
      'subscriptionBreakdown',
      'presentationsByStatus',
      'recentUsers',
      'lastSevenDays',
    ]);
    expect(stats.subscriptionBreakdown).toEqual({ free: 2, starter: 1 });
    expect(stats.lastSevenDays).toEqual({ newUsers: 3, newTeams: 1, newTemplates: 2, newPresentations: 4 });
    expect(stats.recentUsers).toEqual([ADA]);
  });

  it('echoes the users filters that were asked for and null for the others', () => {
    const page = { users: [USER], pagination: PAGINATION };
    expect(adminUserList(page, { search: 'ada' }).filters).toEqual({ search: 'ada', subscriptionTier: null });
    const byTier = adminUserList(page, { subscriptionTier: 'starter' });
    expect(byTier.filters).toEqual({ search: null, subscriptionTier: 'starter' });
    expect(Object.keys(byTier)).toEqual(['users', 'pagination', 'filters']);
    expect(byTier.users).toEqual([USER]);
  });

  it("lists a user's memberships as teams with the join date as createdAt", () => {
    const profile: AdminUserProfile = {
      ...USER,
      company: 'Acme',
      memberships: [
        {
          teamId: 7,
          shortId: 'fs7',
          name: 'Field Sales',
          role: 'admin',
          joinedAt: '2026-04-01T00:00:00.000Z',
        },
      ],
      presentations: [PRESENTATION],
    };
    const detail = adminUserDetail(profile);
    expect(detail.teams).toEqual([
      { id: 7, shortId: 'fs7', name: 'Field Sales', role: 'admin', createdAt: '2026-04-01T00:00:00.000Z' },
    ]);
    expect(Object.keys(detail)).toEqual([...Object.keys(USER), 'company', 'teams', 'presentations']);
    expect(detail.presentations).toEqual([PRESENTATION]);
  });

  it("shows a team's members with the join date as createdAt", () => {
    const team: AdminTeamProfile = {
      id: 7,
      shortId: 'fs7',
      name: 'Field Sales',
      memberCount: 1,
      creatorId: USER_ID,
      creatorEmail: null,
      createdAt: '2026-04-01T00:00:00.000Z',
      members: [
        { userId: USER_ID, name: null, email: null, role: 'member', joinedAt: '2026-04-02T00:00:00.000Z' },
      ],
      templates: [{ id: 4, name: 'Sales Pitch' }],
    };
    const detail = adminTeamDetail(team);
    expect(detail.members).toEqual([
      { userId: USER_ID, name: null, email: null, role: 'member', createdAt: '2026-04-02T00:00:00.000Z' },
    ]);
    expect(detail.creatorEmail).toBeNull();
    expect(detail.templates).toEqual([{ id: 4, name: 'Sales Pitch' }]);
  });

  // The controllers send these answers on as they come: right only while the reply is the API's schema itself
  // (a look-alike with one more field would reach the browser unfiltered).
  it.each([
    ['admin.list-teams', AdminTeamListSchema],
    ['admin.list-templates', AdminTemplateListSchema],
    ['admin.get-template', AdminTemplateRowSchema],
    ['admin.list-presentations', AdminPresentationListSchema],
    ['admin.get-presentation', AdminPresentationRowSchema],
    ['admin.list-contact-messages', AdminContactMessageListSchema],
  ] as const)('answers %s with the API schema itself', (key, schema) => {
    expect(Rpc[key].reply).toBe(schema);
  });
});
