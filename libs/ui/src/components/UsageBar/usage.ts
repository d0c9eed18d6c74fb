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

/** The bar never draws past its track. */
export function cappedPercentage(percentage: number): number {
  return Math.min(100, Math.max(0, percentage));
}
