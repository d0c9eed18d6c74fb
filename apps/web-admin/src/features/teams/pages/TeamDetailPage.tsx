import { PageHeader } from '@deckmill/ui';

/** /admin/teams/:id: one team, linked from a user's team list (spec 2.4). */
export function TeamDetailPage() {
  return <PageHeader title="Team" />;
}
