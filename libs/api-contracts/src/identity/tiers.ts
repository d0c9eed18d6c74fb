import { z } from 'zod';

/** The plan tiers a user can be on: shared vocabulary of the API, the admin pages and the bus. */
export const SUBSCRIPTION_TIERS = ['free', 'starter', 'professional', 'enterprise'] as const;
export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;
