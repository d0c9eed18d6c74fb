import { PageHeader } from '@deckmill/ui';

/** /app/presentations: the paginated list of generated presentations (spec 2.3). */
export function PresentationsPage() {
  return <PageHeader title="Presentations" />;
}
