import { PageHeader } from '@deckmill/ui';

/** /admin/templates: every template (content not specified in spec 2.4). */
export function TemplatesPage() {
  return <PageHeader title="Templates" />;
}
