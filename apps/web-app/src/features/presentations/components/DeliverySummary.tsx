import type { PresentationDetail } from '@deckmill/api-contracts';

export interface DeliverySummaryProps {
  delivery: NonNullable<PresentationDetail['delivery']>;
}

/** "Mailed to Email: 12 sent, 1 failed, 2 skipped, 3 queued": sent always, the other counts when there are any. */
export function DeliverySummary({ delivery }: DeliverySummaryProps) {
  const counts = [
    `${delivery.sent.toLocaleString('en-US')} sent`,
    ...(['failed', 'skipped', 'queued'] as const)
      .filter((status) => delivery[status] > 0)
      .map((status) => `${delivery[status].toLocaleString('en-US')} ${status}`),
  ];
  return (
    <span>
      Mailed to <strong>{delivery.column}</strong>: {counts.join(', ')}
    </span>
  );
}
