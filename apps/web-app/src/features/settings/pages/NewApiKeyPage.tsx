import { PageHeader } from '@deckmill/ui';

/** /settings/api_keys/new: a key name; the token is shown once (spec 2.3). */
export function NewApiKeyPage() {
  return <PageHeader title="Create API Key" />;
}
