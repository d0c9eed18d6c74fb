import { Card, DataTable, type DataColumn, formatDate } from '@deckmill/ui';
import type { SubscriptionPageData } from '@deckmill/api-contracts';
import { formatCents, BILLING_DATE } from './format';

type HistoryEntry = SubscriptionPageData['history'][number];

const KIND_LABELS: Record<string, string> = {
  signup: 'Signed up',
  upgrade: 'Upgraded',
  period_change: 'Billing period changed',
  downgrade_scheduled: 'Downgrade scheduled',
  cancel_scheduled: 'Cancellation scheduled',
  pending_withdrawn: 'Scheduled change withdrawn',
  downgrade: 'Plan changed',
  renewal: 'Renewed',
  operator_change: 'Changed by support',
};

/** Every plan change and renewal with its amount: the basis of invoices. */
export function SubscriptionHistory({ data }: { data: SubscriptionPageData }) {
  const planName = (id: string) => data.plans.find((plan) => plan.id === id)?.name ?? id;
  const columns: readonly DataColumn<HistoryEntry>[] = [
    { header: 'Date', cell: (entry) => formatDate(entry.effective_at, BILLING_DATE) },
    { header: 'Change', cell: (entry) => KIND_LABELS[entry.kind] ?? entry.kind },
    { header: 'Plan', cell: (entry) => planName(entry.to_plan) },
    { header: 'Amount', cell: (entry) => formatCents(entry.amount_cents) },
  ];
  return (
    <Card title="Subscription history">
      <DataTable
        label="Subscription history"
        columns={columns}
        rows={data.history}
        rowKey={(entry) => entry.id}
      />
    </Card>
  );
}
