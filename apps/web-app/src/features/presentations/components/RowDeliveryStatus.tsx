import type { RowDelivery } from '@deckmill/api-contracts';
import { Badge, type Tone } from '@deckmill/ui';
import styles from './BatchDownloads.module.css';

const LOOK: Readonly<Record<RowDelivery['status'], { label: string; tone: Tone }>> = {
  queued: { label: 'Queued', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  skipped: { label: 'Not sent', tone: 'grey' },
};

/** A row's e-mail: its status, to whom, and why it failed or was skipped (the mail server's answer). */
export function RowDeliveryStatus({ delivery }: { delivery: RowDelivery }) {
  const { label, tone } = LOOK[delivery.status];
  return (
    <span className={styles.delivery} data-status={delivery.status}>
      <span className="dm-visually-hidden">E-mail: </span>
      <Badge tone={tone}>{label}</Badge>
      {delivery.recipient && <span className={styles.recipient}>{delivery.recipient}</span>}
      {delivery.detail && <span className={styles.deliveryDetail}>{delivery.detail}</span>}
    </span>
  );
}
