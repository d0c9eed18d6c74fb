/** Presentations the plan still allows this month; null for an unlimited plan. */
export function remainingPresentations(usage: {
  current_month_usage: number;
  usage_limit: number | null;
}): number | null {
  if (usage.usage_limit === null) return null;
  return Math.max(0, usage.usage_limit - usage.current_month_usage);
}

/** Whether step 2 may go on: the allowance covers the rows, or the user chose to generate only the first N. */
export function quotaAllows(
  rows: number,
  usage: { current_month_usage: number; usage_limit: number | null } | null,
  rowLimit: number | null,
): boolean {
  if (!usage) return true;
  const remaining = remainingPresentations(usage);
  if (remaining === null || rows <= remaining) return true;
  return rowLimit !== null && rowLimit <= remaining && rowLimit > 0;
}
