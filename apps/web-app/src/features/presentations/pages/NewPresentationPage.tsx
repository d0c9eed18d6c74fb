import { PageHeader } from '@deckmill/ui';

/** /app/presentations/new: the three-step wizard (spec 2.3, 4). */
export function NewPresentationPage() {
  return <PageHeader title="Create Presentations" />;
}
