import type { SubscriptionPlanView } from '@deckmill/api-contracts';
import { paths } from '../../../../config/paths';

const ORDER = ['free', 'starter', 'professional', 'enterprise'];

/** Whether moving from the current plan to `plan` is an upgrade or a downgrade. */
export function changeDirection(currentPlan: string, plan: string): 'upgrade' | 'downgrade' | 'current' {
  const difference = ORDER.indexOf(plan) - ORDER.indexOf(currentPlan);
  if (difference === 0) return 'current';
  return difference > 0 ? 'upgrade' : 'downgrade';
}

/** /settings/subscription/new?plan=starter&period=monthly */
export function changePlanPath(plan: SubscriptionPlanView['id'], period: string | null): string {
  return `${paths.changeSubscription}?plan=${plan}&period=${period ?? 'monthly'}`;
}

/** The public contact page, where Enterprise is arranged (another front end: a full page load). */
export const CONTACT_SALES_PATH = '/contact';
