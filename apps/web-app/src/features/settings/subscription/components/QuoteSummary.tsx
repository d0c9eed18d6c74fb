import type { PlanChangeQuoteView } from '@deckmill/api-contracts';
import { formatCents, BILLING_DATE } from './format';
import styles from './Subscription.module.css';
import { formatDate } from '@deckmill/ui';

/** The amount due now, how it was prorated, and when the change takes effect. */
export function QuoteSummary({ quote }: { quote: PlanChangeQuoteView }) {
  const prorated = quote.timing === 'now' && quote.credit_cents > 0;
  return (
    <dl className={styles.figures}>
      <dt>Takes effect</dt>
      <dd>
        {quote.timing === 'now'
          ? 'Immediately'
          : `On ${formatDate(quote.effective_at, BILLING_DATE)}, your next billing date`}
      </dd>
      {prorated && (
        <>
          <dt>{quote.plan.name}</dt>
          <dd>
            {formatCents(quote.charge_cents)}
            {quote.period === quote.current_period &&
              ` for the ${quote.remaining_days} of ${quote.period_days} days left in this period`}
          </dd>
          <dt>Unused time on your current plan</dt>
          <dd>−{formatCents(quote.credit_cents)}</dd>
        </>
      )}
      <dt>Amount due now</dt>
      <dd className={styles.due}>{formatCents(quote.amount_due_now_cents)}</dd>
      {quote.next_billing_date && (
        <>
          <dt>Next billing date</dt>
          <dd>{formatDate(quote.next_billing_date, BILLING_DATE)}</dd>
        </>
      )}
    </dl>
  );
}
