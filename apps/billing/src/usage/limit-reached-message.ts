import { getPlan, type SubscriptionTier } from '@deckmill/bus-contracts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** The sentence a refused reservation carries: how many remain, and when the allowance resets. */
export function limitReachedMessage(options: {
  tier: SubscriptionTier;
  limit: number;
  remaining: number;
  requested: number;
  resetsAt: Date;
}): string {
  const plan = getPlan(options.tier).name;
  const left =
    options.remaining === 0
      ? `You have used all ${options.limit} presentations of your ${plan} plan this month`
      : `Only ${options.remaining} of the ${options.limit} presentations of your ${plan} plan remain this month`;
  const needed = options.requested === 1 ? '1 presentation' : `${options.requested} presentations`;
  return `${left}, and this batch needs ${needed}. Your allowance resets on ${DATE_FORMAT.format(options.resetsAt)}.`;
}
