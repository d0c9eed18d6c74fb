/** Spec 9: Time Saved = presentations this month x 0.5 hours, rounded to 0 decimals. */
export function hoursSaved(presentationsThisMonth: number): number {
  return Math.round(presentationsThisMonth * 0.5);
}

/** Spec 9: the plan sentence turns into an amber warning at 80% usage or more. */
export const APPROACHING_LIMIT_PERCENT = 80;

export function isApproachingLimit(usagePercentage: number, usageLimit: number | null): boolean {
  return usageLimit !== null && usagePercentage >= APPROACHING_LIMIT_PERCENT;
}

export function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
