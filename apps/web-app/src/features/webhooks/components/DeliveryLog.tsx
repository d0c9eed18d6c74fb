import type { WebhookDeliveryResponse } from '@deckmill/api-contracts';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  formatDateTime,
  Spinner,
  type DataColumn,
  type Tone,
} from '@deckmill/ui';
import { useGetWebhookDeliveriesQuery } from '../api/webhooksApi';

const STATUS: Record<WebhookDeliveryResponse['status'], { tone: Tone; label: string }> = {
  delivered: { tone: 'green', label: 'Delivered' },
  failed: { tone: 'red', label: 'Failed' },
  pending: { tone: 'grey', label: 'Retrying' },
};

function lastResult(delivery: WebhookDeliveryResponse): string {
  if (delivery.last_status_code !== null) return `HTTP ${delivery.last_status_code}`;
  return delivery.last_error_reason ?? '—';
}

const columns: DataColumn<WebhookDeliveryResponse>[] = [
  { header: 'Event', cell: (delivery) => <code>{delivery.event_type}</code> },
  {
    header: 'Status',
    cell: (delivery) => <Badge tone={STATUS[delivery.status].tone}>{STATUS[delivery.status].label}</Badge>,
  },
  { header: 'Attempts', cell: (delivery) => delivery.attempt_count },
  { header: 'Last result', cell: lastResult },
  { header: 'Created', cell: (delivery) => formatDateTime(delivery.created_at) },
  {
    header: 'Next attempt',
    cell: (delivery) => (delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'),
  },
];

/** The endpoint's newest deliveries: what was sent, and how each attempt went. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { data, isLoading, isFetching, refetch } = useGetWebhookDeliveriesQuery(webhookId);
  if (isLoading) {
    return (
      <p role="status">
        <Spinner size="sm" decorative /> Loading deliveries...
      </p>
    );
  }
  const deliveries = data?.deliveries ?? [];
  return (
    <div>
      {deliveries.length === 0 ? (
        <EmptyState title="No deliveries yet" description="Send a test event to try the endpoint." />
      ) : (
        <DataTable
          label="Deliveries"
          columns={columns}
          rows={deliveries}
          rowKey={(delivery) => delivery.id}
        />
      )}
      <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
        Refresh
      </Button>
    </div>
  );
}
