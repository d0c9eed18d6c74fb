import { PageHeader } from '@deckmill/ui';

/** /admin/teams: every team (content not specified in spec 2.4). */
export function TeamsPage() {
  return <PageHeader title="Teams" />;
}
