import type { SubscriptionPageData } from '@deckmill/api-contracts';
import { periodLabel, BILLING_DATE } from './format';
import styles from './Subscription.module.css';
import { formatDate } from '@deckmill/ui';

/** A downgrade or cancellation waiting for the next billing date. */
export function PendingChangeNotice({ data }: { data: SubscriptionPageData }) {
  const pending = data.pending_change;
  if (!pending) return null;
  const plan = data.plans.find((candidate) => candidate.id === pending.plan)?.name ?? pending.plan;
  const date = formatDate(pending.effective_at, BILLING_DATE);
  return (
    <p className={styles.notice} role="status">
      {pending.plan === 'free'
        ? `Your subscription is cancelled: you move to the Free plan on ${date}.`
        : `Your plan changes to ${plan} (${periodLabel(pending.period)}) on ${date}.`}
    </p>
  );
}
