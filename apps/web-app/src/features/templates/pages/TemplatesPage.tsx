import { PageHeader } from '@deckmill/ui';

/** /app/templates: the user's own and team templates (spec 2.3). */
export function TemplatesPage() {
  return <PageHeader title="Templates" />;
}
