import { PageHeader } from '@deckmill/ui';

/** /app/teams: the teams the user belongs to (spec 2.3). */
export function TeamsPage() {
  return <PageHeader title="Teams" />;
}
