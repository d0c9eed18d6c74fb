import { PageHeader } from '@deckmill/ui';

/** /app/teams/:id (short_id or id): members and, for admins, member management (spec 2.3). */
export function TeamDetailPage() {
  return <PageHeader title="Team" />;
}
