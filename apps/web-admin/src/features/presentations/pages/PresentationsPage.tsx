import { PageHeader } from '@deckmill/ui';

/** /admin/presentations: every presentation (content not specified in spec 2.4). */
export function PresentationsPage() {
  return <PageHeader title="Presentations" />;
}
