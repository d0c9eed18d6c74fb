import { ANNUAL_SAVINGS_LABEL } from '@deckmill/api-contracts';
import { Badge } from '@deckmill/ui';
import type { BillingPeriod } from './formatPrice';
import styles from './BillingToggle.module.css';

export interface BillingToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/** Monthly or annual billing, as a pair of radio buttons styled as a switch. */
export function BillingToggle({ period, onChange }: BillingToggleProps) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="dm-visually-hidden">Billing period</legend>
      <label className={styles.option} data-checked={period === 'monthly'}>
        <input
          type="radio"
          name="billing-period"
          value="monthly"
          className={styles.input}
          checked={period === 'monthly'}
          onChange={() => onChange('monthly')}
        />
        Monthly
      </label>
      <label className={styles.option} data-checked={period === 'annual'}>
        <input
          type="radio"
          name="billing-period"
          value="annual"
          className={styles.input}
          checked={period === 'annual'}
          onChange={() => onChange('annual')}
        />
        Annual <Badge tone="green">{ANNUAL_SAVINGS_LABEL}</Badge>
      </label>
    </fieldset>
  );
}
