import type {
  AdminDashboard,
  AdminPresentation,
  AdminPresentationPage,
  AdminTeamPage,
  AdminTeamProfile,
  AdminTemplate,
  AdminTemplatePage,
  AdminUserPage,
  AdminUserProfile,
  ContactMessagePage,
} from '@deckmill/bus-contracts';
import {
  AdminContactMessageSchema,
  AdminPaginationSchema,
  AdminPresentationListSchema,
  AdminPresentationRowSchema,
  AdminStatsSchema,
  AdminTeamDetailSchema,
  AdminTeamListSchema,
  AdminTemplateListSchema,
  AdminTemplateRowSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  type AdminContactMessage,
  type AdminPagination,
  type AdminPresentationList,
  type AdminPresentationRow,
  type AdminStats,
  type AdminTeamDetail,
  type AdminTeamList,
  type AdminTemplateList,
  type AdminTemplateRow,
  type AdminUserDetail,
  type AdminUserList,
  type SubscriptionTier,
} from '@deckmill/api-contracts';

/**
 * The admin service answers in its own words; the operator panel's API keeps its resources. Each answer is
 * parsed by the API schema, so the keys keep the order the API has always sent.
 */
export interface AdminContactMessages {
  messages: AdminContactMessage[];
  pagination: AdminPagination;
}

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
    teams: profile.memberships.map((membership) => ({
      id: membership.teamId,
      shortId: membership.shortId,
      name: membership.name,
      role: membership.role,
      createdAt: membership.joinedAt,
    })),
  });
}

export function adminTeamList(page: AdminTeamPage): AdminTeamList {
  return AdminTeamListSchema.parse(page);
}

export function adminTeamDetail(team: AdminTeamProfile): AdminTeamDetail {
  return AdminTeamDetailSchema.parse({
    ...team,
    members: team.members.map(({ joinedAt, ...member }) => ({ ...member, createdAt: joinedAt })),
  });
}

export function adminTemplateList(page: AdminTemplatePage): AdminTemplateList {
  return AdminTemplateListSchema.parse(page);
}

export function adminTemplateRow(template: AdminTemplate): AdminTemplateRow {
  return AdminTemplateRowSchema.parse(template);
}

export function adminPresentationList(page: AdminPresentationPage): AdminPresentationList {
  return AdminPresentationListSchema.parse(page);
}

export function adminPresentationRow(presentation: AdminPresentation): AdminPresentationRow {
  return AdminPresentationRowSchema.parse(presentation);
}

export function adminContactMessages(page: ContactMessagePage): AdminContactMessages {
  return {
    messages: page.messages.map((message) => AdminContactMessageSchema.parse(message)),
    pagination: AdminPaginationSchema.parse(page.pagination),
  };
}
