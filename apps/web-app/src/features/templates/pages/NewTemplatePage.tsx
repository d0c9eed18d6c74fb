import { PageHeader } from '@deckmill/ui';

/** /app/templates/new: name and .pptx file upload (spec 2.3, 4). */
export function NewTemplatePage() {
  return <PageHeader title="Upload Template" />;
}
