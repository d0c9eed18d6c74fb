import { PageHeader } from '@deckmill/ui';

/** /app/teams/:id/edit: rename and delete the team (spec 2.3). */
export function EditTeamPage() {
  return <PageHeader title="Team Settings" />;
}
