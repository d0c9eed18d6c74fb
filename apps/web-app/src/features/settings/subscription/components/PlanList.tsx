import { Link } from 'react-router';
import { Badge, buttonClassName, CheckList } from '@deckmill/ui';
import type { SubscriptionPageData, SubscriptionPlanView } from '@deckmill/api-contracts';
import { formatDollars } from './format';
import { CONTACT_SALES_PATH, changeDirection, changePlanPath } from './planLinks';
import styles from './Subscription.module.css';

function priceLine(plan: SubscriptionPlanView): string {
  if (plan.price === null) return 'Custom pricing';
  if (plan.price === 0) return '$0 / month';
  const annual =
    plan.annual_monthly_price === null
      ? ''
      : ` (${formatDollars(plan.annual_monthly_price)} billed annually)`;
  return `${formatDollars(plan.price)} / month${annual}`;
}

/** Every plan with its price and features, and the way to move to it: upgrade, downgrade or contact sales. */
export function PlanList({ data }: { data: SubscriptionPageData }) {
  const tier = data.user.subscription_tier;
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Available plans</h2>
      <ul className={styles.plans}>
        {data.plans.map((plan) => {
          const direction = changeDirection(tier, plan.id);
          return (
            <li key={plan.id} className={styles.plan} data-current={direction === 'current'}>
              <h3 className={styles.planName}>
                {plan.name}
                {plan.most_popular && <Badge tone="blue">Most Popular</Badge>}
                {direction === 'current' && <Badge tone="green">Current plan</Badge>}
              </h3>
              <p className={styles.price}>{priceLine(plan)}</p>
              <CheckList items={plan.features} className={styles.features} />
              <PlanAction plan={plan} direction={direction} period={data.billing_period} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PlanAction({
  plan,
  direction,
  period,
}: {
  plan: SubscriptionPlanView;
  direction: ReturnType<typeof changeDirection>;
  period: string | null;
}) {
  if (plan.contact_sales) {
    if (direction === 'current') return null;
    return (
      <a href={CONTACT_SALES_PATH} className={buttonClassName({ variant: 'secondary' })}>
        Contact Sales
      </a>
    );
  }
  if (direction === 'current') return null;
  const label = direction === 'upgrade' ? `Upgrade to ${plan.name}` : `Downgrade to ${plan.name}`;
  return (
    <Link
      to={changePlanPath(plan.id, period)}
      className={buttonClassName({ variant: direction === 'upgrade' ? 'primary' : 'secondary' })}
    >
      {label}
    </Link>
  );
}
