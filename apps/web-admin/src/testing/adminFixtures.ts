import type {
  AdminStats,
  AdminTeamDetail,
  AdminUserDetail,
  AdminUserList,
  AdminUserRow,
} from '../shared/adminTypes';

export const USER_ID = '4f7c2a4e-8b1d-4c3e-9a55-0d2b6f1e7a10';

export function userRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: USER_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subscriptionTier: 'starter',
    admin: false,
    confirmedAt: '2026-03-06T10:00:00.000Z',
    createdAt: '2026-03-05T10:00:00.000Z',
    teamsCount: 2,
    presentationsCount: 1,
    decksCount: 8,
    ...overrides,
  };
}

export function userList(
  users: AdminUserRow[],
  pagination: Partial<AdminUserList['pagination']> = {},
): AdminUserList {
  return {
    users,
    pagination: { currentPage: 1, totalPages: 1, totalCount: users.length, ...pagination },
    filters: { search: null, subscriptionTier: null },
  };
}

export function userDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...userRow(),
    company: null,
    teams: [
      {
        id: 7,
        shortId: 'mkT3am9xQz',
        name: 'Marketing',
        role: 'admin',
        createdAt: '2026-03-07T10:00:00.000Z',
      },
    ],
    presentations: [
      {
        id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
        name: 'Q1 Review',
        status: 'completed',
        rowCount: 12,
        rowsDone: 12,
        rowsFailed: 0,
        templateId: 3,
        templateName: 'Quarterly',
        ownerId: USER_ID,
        ownerEmail: 'ada@example.com',
        createdAt: '2026-03-08T10:00:00.000Z',
        completedAt: '2026-03-08T10:01:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 42,
    confirmedUsers: 30,
    totalTeams: 5,
    totalTemplates: 12,
    totalPresentations: 80,
    decksGenerated: 1_240,
    subscriptionBreakdown: { free: 30, starter: 8, professional: 3, enterprise: 1 },
    presentationsByStatus: { completed: 70, failed: 4, processing: 6 },
    recentUsers: [
      {
        id: USER_ID,
        name: null,
        email: 'new@example.com',
        subscriptionTier: 'free',
        admin: false,
        confirmedAt: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    lastSevenDays: { newUsers: 3, newTeams: 1, newTemplates: 2, newPresentations: 9 },
    ...overrides,
  };
}

export function adminTeamDetail(overrides: Partial<AdminTeamDetail> = {}): AdminTeamDetail {
  return {
    id: 7,
    shortId: 'mkT3am9xQz',
    name: 'Marketing',
    memberCount: 1,
    creatorId: USER_ID,
    creatorEmail: 'ada@example.com',
    createdAt: '2026-03-05T10:00:00.000Z',
    members: [
      {
        userId: USER_ID,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        role: 'admin',
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ],
    templates: [],
    ...overrides,
  };
}
