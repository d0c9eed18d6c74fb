import type { Dashboard } from '@deckmill/api-contracts';

/** Time Saved = presentations this month x 0.5 hours, rounded to 0 decimals. */
export function hoursSaved(presentationsThisMonth: number): number {
  return Math.round(presentationsThisMonth * 0.5);
}

// The plan sentence's amber threshold lives with the usage bar's (libs/ui usage.ts): one rule for every page.
export { APPROACHING_LIMIT_PERCENT, isApproachingLimit } from '@deckmill/ui';

/** The Time Saved card's text: '1 hour', '2 hours'. */
export function hoursSavedLabel(presentationsThisMonth: number): string {
  const hours = hoursSaved(presentationsThisMonth);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** Every presentation of the month is used: new batches are refused until the allowance resets. */
export function isAtLimit(used: number, usageLimit: number | null): boolean {
  return usageLimit !== null && used >= usageLimit;
}

/**
 * A user who has not started yet (no template and no batch): greeted with "Welcome", not "Welcome back".
 * Judged on the dashboard's own data, so no sign-in history is needed.
 */
export function isNewUser(dashboard: Pick<Dashboard, 'stats' | 'recent_presentations'>): boolean {
  return dashboard.stats.templates_count === 0 && dashboard.recent_presentations.length === 0;
}
