import type { SubscriptionTier } from './adminTypes';

/** The tiers in plan order with their labels. */
export const TIER_OPTIONS: readonly { value: SubscriptionTier; label: string }[] = [
  { value: 'free', label: 'Free' },
  { value: 'starter', label: 'Starter' },
  { value: 'professional', label: 'Professional' },
  { value: 'enterprise', label: 'Enterprise' },
];

export function tierLabel(tier: string): string {
  return TIER_OPTIONS.find((option) => option.value === tier)?.label ?? tier;
}
