import { PageHeader } from '@deckmill/ui';

/** /settings/subscription/new: upgrade or downgrade (spec 2.3). */
export function ChangeSubscriptionPage() {
  return <PageHeader title="Change Plan" />;
}
