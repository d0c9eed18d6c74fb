import { PLANS } from '@deckmill/api-contracts';
import { Link } from 'react-router';
import { formatDollars, limitLabel } from '../pricing/formatPrice';
import styles from './PricingTeaser.module.css';

function startingPrice(monthlyCents: number | null): string {
  if (monthlyCents === null) return 'Custom';
  return monthlyCents === 0 ? '$0' : `${formatDollars(monthlyCents)}/month`;
}

/** One line per plan from the shared plan data, and a link to the full pricing page. */
export function PricingTeaser() {
  return (
    <>
      <ul className={styles.plans}>
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles.plan} data-popular={plan.mostPopular}>
            <h3 className={styles.name}>{plan.name}</h3>
            <p className={styles.price}>{startingPrice(plan.monthlyPriceCents)}</p>
            <p className={styles.limit}>{limitLabel(plan.monthlyDeckLimit, 'presentations/month')}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/pricing">Compare plans and annual pricing</Link>
      </p>
    </>
  );
}
