import { Badge, Card, PlanUsageLine, UsageBar, formatDate } from '@deckmill/ui';
import type { SubscriptionPageData } from '@deckmill/api-contracts';
import { periodLabel, BILLING_DATE } from './format';
import styles from './Subscription.module.css';

/**
 * The current plan, its billing date and this month's usage against the plan's allowance: the bar and the
 * plan sentence the dashboard shows (amber from 80%, the limit included).
 */
export function CurrentPlanCard({ data }: { data: SubscriptionPageData }) {
  const tier = data.user.subscription_tier;
  const plan = data.plans.find((candidate) => candidate.id === tier);
  return (
    <Card title="Current plan">
      <p className={styles.planLine}>
        <strong>{plan?.name ?? tier}</strong>
        {data.billing_period && <span className={styles.muted}>{periodLabel(data.billing_period)}</span>}
        {data.pending_change?.plan === 'free' && <Badge tone="amber">Cancelled</Badge>}
      </p>
      {data.current_period_end && (
        <p className={styles.muted}>
          {data.pending_change ? 'Current period ends' : 'Next billing date'}:{' '}
          {formatDate(data.current_period_end, BILLING_DATE)}
        </p>
      )}
      <div className={styles.usage}>
        <UsageBar used={data.current_usage} limit={data.usage_limit} label="Presentations this month" />
        <div>
          <PlanUsageLine plan={plan?.name ?? tier} used={data.current_usage} limit={data.usage_limit} />
          <p className={styles.muted}>
            Your monthly allowance resets on {formatDate(data.usage_resets_at, BILLING_DATE)}.
          </p>
        </div>
      </div>
    </Card>
  );
}
