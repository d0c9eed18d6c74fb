import type {
  AdminDashboard,
  AdminTeamProfile,
  AdminUserPage,
  AdminUserProfile,
} from '@deckmill/bus-contracts';
import {
  AdminStatsSchema,
  AdminTeamDetailSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  type AdminStats,
  type AdminTeamDetail,
  type AdminUserDetail,
  type AdminUserList,
  type SubscriptionTier,
} from '@deckmill/api-contracts';

/**
 * The admin service answers the panel's records (teams, templates, presentations, contact messages and their
 * pages) with the API's own schemas, so the controllers send those on as they come. These are the answers it
 * words its own way; each is parsed by the API schema, so the keys keep the order the API has always sent.
 */

/** The filters the users table was asked for, echoed as the API sends them (null when not set). */
export interface AdminUserFilters {
  search?: string;
  subscriptionTier?: SubscriptionTier;
}

export function adminStats(dashboard: AdminDashboard): AdminStats {
  return AdminStatsSchema.parse({
    ...dashboard,
    subscriptionBreakdown: dashboard.usersByTier,
    lastSevenDays: {
      newUsers: dashboard.createdInWindow.users,
      newTeams: dashboard.createdInWindow.teams,
      newTemplates: dashboard.createdInWindow.templates,
      newPresentations: dashboard.createdInWindow.presentations,
    },
  });
}

export function adminUserList(page: AdminUserPage, filters: AdminUserFilters): AdminUserList {
  return AdminUserListSchema.parse({
    ...page,
    filters: { search: filters.search ?? null, subscriptionTier: filters.subscriptionTier ?? null },
  });
}

export function adminUserDetail(profile: AdminUserProfile): AdminUserDetail {
  return AdminUserDetailSchema.parse({
    ...profile,
    teams: profile.memberships.map(({ teamId, joinedAt, ...team }) => ({
      ...team,
      id: teamId,
      createdAt: joinedAt,
    })),
  });
}

export function adminTeamDetail(team: AdminTeamProfile): AdminTeamDetail {
  return AdminTeamDetailSchema.parse({
    ...team,
    members: team.members.map(({ joinedAt, ...member }) => ({ ...member, createdAt: joinedAt })),
  });
}
