import { Card } from '@deckmill/ui';
import type { SubscriptionPageData } from '@deckmill/contracts';
import { formatBillingDate, formatCents } from './format';
import styles from './Subscription.module.css';

const KIND_LABELS: Record<string, string> = {
  signup: 'Signed up',
  upgrade: 'Upgraded',
  period_change: 'Billing period changed',
  downgrade_scheduled: 'Downgrade scheduled',
  cancel_scheduled: 'Cancellation scheduled',
  pending_withdrawn: 'Scheduled change withdrawn',
  downgrade: 'Plan changed',
  renewal: 'Renewed',
  operator_change: 'Changed by support',
};

/** Every plan change and renewal with its amount: the basis of invoices. */
export function SubscriptionHistory({ data }: { data: SubscriptionPageData }) {
  const planName = (id: string) => data.plans.find((plan) => plan.id === id)?.name ?? id;
  return (
    <Card title="Subscription history">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Change</th>
            <th scope="col">Plan</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {data.history.map((entry) => (
            <tr key={entry.id}>
              <td>{formatBillingDate(entry.effective_at)}</td>
              <td>{KIND_LABELS[entry.kind] ?? entry.kind}</td>
              <td>{planName(entry.to_plan)}</td>
              <td>{formatCents(entry.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
