import type { PaymentView } from '@deckmill/api-contracts';
import styles from './Subscription.module.css';

/** Says plainly when plan changes take no payment (no payment provider configured, e.g. self-hosted). */
export function PaymentNotice({ payment }: { payment: PaymentView }) {
  if (payment.payment_required) return null;
  return (
    <p className={styles.notice}>
      No payment provider is configured, so plan changes apply without payment. Amounts are recorded in your
      subscription history.
    </p>
  );
}
