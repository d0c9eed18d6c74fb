/** Usage counts per calendar month in UTC. */

/** `2026-11` for any moment in November 2026 (UTC). */
export function usageMonthOf(moment: Date): string {
  const month = String(moment.getUTCMonth() + 1).padStart(2, '0');
  return `${moment.getUTCFullYear()}-${month}`;
}

export function startOfUsageMonth(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), 1));
}

/** When the allowance of the month holding `moment` resets: the first instant of the next month. */
export function usageResetsAt(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 1));
}
