export type UsageTone = 'green' | 'amber' | 'red';

/** Percentage of the monthly limit used, uncapped; null when the limit is unlimited. */
export function usagePercentage(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return (used / limit) * 100;
}

/** Usage colours: green up to 75%, amber above 75%, red above 90%. */
export function usageTone(percentage: number): UsageTone {
  if (percentage > 90) return 'red';
  if (percentage > 75) return 'amber';
  return 'green';
}

/** The plan sentence turns into an amber warning at 80% usage or more (100% and beyond included). */
export const APPROACHING_LIMIT_PERCENT = 80;

/**
 * Judged on the exact counts, not on a rounded percentage: 199 of 250 (79.6%) rounds to 80 but is not yet 80%.
 * False for an unlimited plan.
 */
export function isApproachingLimit(used: number, limit: number | null): boolean {
  if (limit === null) return false;
  if (limit <= 0) return true;
  return used * 100 >= APPROACHING_LIMIT_PERCENT * limit;
}

/** The bar never draws past its track. */
export function cappedPercentage(percentage: number): number {
  return Math.min(100, Math.max(0, percentage));
}
