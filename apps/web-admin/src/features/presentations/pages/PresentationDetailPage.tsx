import { PageHeader } from '@deckmill/ui';

/** /admin/presentations/:id: one presentation, linked from a user's recent presentations (spec 2.4). */
export function PresentationDetailPage() {
  return <PageHeader title="Presentation" />;
}
