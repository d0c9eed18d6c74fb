/**
 * What the bus takes from the public API library, in one place (docs/architecture.md, "Library map").
 * Services never import `@deckmill/api-contracts`; they get these through `@deckmill/bus-contracts`.
 *
 * Vocabulary: the domain's own words that the browser shows too (plans, tiers, roles, statuses, limits,
 * the template structure). They are plain values and types, so the bus may share them.
 */
export {
  ADMIN_PAGE_SIZE,
  BillingPeriodSchema,
  ADMIN_RECENT_WINDOW_DAYS,
  DATA_FILE_TOO_LARGE_MESSAGE,
  DEFAULT_FILE_NAME_PATTERN,
  DEFAULT_LOCALE,
  DEFAULT_OUTPUT_FORMATS,
  EMPTY_STRUCTURE,
  HOURS_SAVED_PER_DECK,
  LocaleTagSchema,
  MAX_BATCH_ROWS,
  MAX_CSV_BYTES,
  OUTPUT_FORMATS,
  OutputFormatsSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLANS,
  PPTX_CONTENT_TYPE,
  PresentationStatusSchema,
  PreviewStatusSchema,
  SUBSCRIPTION_TIERS,
  SubscriptionTierSchema,
  TeamNameSchema,
  TeamRoleSchema,
  TemplateNameSchema,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  TemplatePlaceholderSchema,
  TemplateStructureSchema,
  annualTotalCents,
  getPlan,
} from '@deckmill/api-contracts';
export type {
  BillingPeriod,
  OutputFormat,
  PresentationStatus,
  PreviewStatus,
  SubscriptionTier,
  TeamRole,
  TemplatePlaceholder,
  TemplateSection,
  TemplateStructure,
  WebhookEventType,
} from '@deckmill/api-contracts';
