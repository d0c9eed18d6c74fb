import { PageHeader } from '@deckmill/ui';

/** /app/teams/new: one field, Team Name (spec 2.3). */
export function NewTeamPage() {
  return <PageHeader title="Create Team" />;
}
