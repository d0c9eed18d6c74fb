import { z } from 'zod';

/** How a paid plan is billed. */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export const BillingPeriodSchema = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;
