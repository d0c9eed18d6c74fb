import { PageHeader } from '@deckmill/ui';

/** /dashboard: welcome, plan, quick actions, stats and recent presentations (spec 2.3). */
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
