import { PageHeader } from '@deckmill/ui';

/** /settings/subscription: current plan, usage and available plans (spec 2.3). */
export function SubscriptionPage() {
  return <PageHeader title="Subscription" />;
}
