import { ANNUAL_SAVINGS_LABEL, type BillingPeriod } from '@deckmill/api-contracts';
import { Button } from '@deckmill/ui';
import styles from './Subscription.module.css';

/** Monthly or annual billing, as on the pricing page. */
export function PeriodToggle({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="dm-visually-hidden">Billing period</legend>
      <Button
        variant={period === 'monthly' ? 'primary' : 'secondary'}
        aria-pressed={period === 'monthly'}
        onClick={() => onChange('monthly')}
      >
        Monthly
      </Button>
      <Button
        variant={period === 'annual' ? 'primary' : 'secondary'}
        aria-pressed={period === 'annual'}
        onClick={() => onChange('annual')}
      >
        Annual ({ANNUAL_SAVINGS_LABEL})
      </Button>
    </fieldset>
  );
}
