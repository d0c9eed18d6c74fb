import { PageHeader } from '@deckmill/ui';

/** /app/templates/:id: placeholders, details and actions (spec 2.3). */
export function TemplateDetailPage() {
  return <PageHeader title="Template Details" />;
}
