import { z } from 'zod';
import { API_KEY_SCOPES, SubscriptionTierSchema } from '../shared/api-vocabulary';

/** A user as other services see them (no credentials). Ids are UUIDs. */
export const UserSummarySchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  admin: z.boolean(),
  subscriptionTier: SubscriptionTierSchema,
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** Who a request is made by, resolved from a session cookie or an API key. */
export const PrincipalSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  subscriptionTier: SubscriptionTierSchema,
  confirmed: z.boolean(),
  /** Unconfirmed users may use the app until then; afterwards only the confirmation pages. */
  confirmationGraceEndsAt: z.string().nullable(),
  via: z.enum(['session', 'api_key']),
  sessionId: z.string().optional(),
  /** What the API key may do (via api_key only; a session may do everything its user may). */
  scopes: z.array(z.enum(API_KEY_SCOPES)).optional(),
  /** The API key used (via api_key only), so the audit trail can name it. */
  apiKeyId: z.string().optional(),
});
export type PrincipalData = z.infer<typeof PrincipalSchema>;
