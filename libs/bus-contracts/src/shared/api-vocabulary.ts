/**
 * What the bus takes from the public API library, in one place (docs/architecture.md, "Library map").
 * Services never import `@deckmill/api-contracts`; they get these through `@deckmill/bus-contracts`.
 *
 * Vocabulary: the domain's own words that the browser shows too (plans, tiers, roles, statuses, limits,
 * the template structure). They are plain values and types, so the bus may share them.
 */
export {
  ADMIN_PAGE_SIZE,
  ADMIN_RECENT_WINDOW_DAYS,
  DATA_FILE_TOO_LARGE_MESSAGE,
  DEFAULT_FILE_NAME_PATTERN,
  DEFAULT_LOCALE,
  HOURS_SAVED_PER_DECK,
  MAX_BATCH_ROWS,
  MAX_CSV_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLANS,
  PPTX_CONTENT_TYPE,
  SUBSCRIPTION_TIERS,
  TeamNameSchema,
  TemplateNameSchema,
  annualTotalCents,
  getPlan,
} from '@deckmill/api-contracts';
export type {
  BillingPeriod,
  PresentationStatus,
  PreviewStatus,
  SubscriptionTier,
  TeamRole,
  TemplatePlaceholder,
  TemplateSection,
  TemplateStructure,
} from '@deckmill/api-contracts';

/**
 * Still shared, to be replaced by the service's own reply shapes (issue 20, point 1): teams, templates,
 * admin and parts of generation still answer some calls in the HTTP shape the gateway passes through. Do not add to this
 * list; a new call replies in the service's own shape and the gateway maps it.
 */
export type {
  AcceptedInvitation,
  AdminAuditEntry,
  AdminPagination,
  AdminStats,
  AdminUserDetail,
  AdminUserList,
  AdminUserRow,
  BulkCreateReply,
  Dashboard,
  HomeStats,
  InviteResult,
  Notification,
  PendingInvitation,
  PresentationDetail,
  PresentationListPage,
  PresentationProgress,
  PresentationWizard,
  ReceivedInvitations,
  TeamDetail,
  TeamListItem,
  TeamMember,
  TemplateDetail,
  TemplateListItem,
} from '@deckmill/api-contracts';
export { InviteMemberBodySchema } from '@deckmill/api-contracts';
