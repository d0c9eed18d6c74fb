// The admin API's resources, as the admin service answers them (types only: no runtime code is bundled).
export type {
  AdminPagination,
  AdminPresentationList,
  AdminPresentationRow,
  AdminStats,
  AdminTeamDetail,
  AdminTeamList,
  AdminTeamRow,
  AdminTemplateList,
  AdminTemplateRow,
  AdminUserDetail,
  AdminUserList,
  AdminUserRow,
  SubscriptionTier,
} from '@deckmill/api-contracts';
