import type { Plan } from '@deckmill/api-contracts';
import { Badge, CheckList } from '@deckmill/ui';
import { CtaLink } from '../../components/CtaLink';
import { APP_LINKS, SALES_EMAIL } from '../../site/siteConfig';
import { formatDollars, perMonthCents, yearlyTotalLabel, type BillingPeriod } from './formatPrice';
import styles from './PlanCard.module.css';

function planCta(plan: Plan): { label: string; to: string } {
  if (plan.contactSales)
    return { label: 'Contact Sales', to: `mailto:${SALES_EMAIL}?subject=Deckmill%20Enterprise` };
  if (plan.monthlyPriceCents === 0) return { label: 'Start Free', to: APP_LINKS.signUp };
  return { label: `Start with ${plan.name}`, to: APP_LINKS.signUp };
}

export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const price = perMonthCents(plan, period);
  const yearly = yearlyTotalLabel(plan, period);
  const titleId = `plan-${plan.id}`;
  return (
    <article className={styles.card} data-popular={plan.mostPopular} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          {plan.name}
        </h3>
        {plan.mostPopular && <Badge tone="blue">Most Popular</Badge>}
      </div>
      <p className={styles.tagline}>{plan.tagline}</p>
      <p className={styles.price}>
        {price === null ? (
          <span className={styles.amount}>Custom</span>
        ) : (
          <>
            <span className={styles.amount}>{formatDollars(price)}</span>
            <span className={styles.per}>/month</span>
          </>
        )}
      </p>
      <p className={styles.billing}>
        {price === null && 'Priced for your volume and requirements'}
        {price === 0 && 'Free forever, no credit card'}
        {yearly && `${yearly}, billed annually`}
        {price !== null && price > 0 && !yearly && 'Billed monthly, cancel any time'}
      </p>
      <CheckList items={plan.features} className={styles.features} />
      <CtaLink {...planCta(plan)} variant={plan.mostPopular ? 'primary' : 'secondary'} />
    </article>
  );
}
