import { PageHeader } from '@deckmill/ui';

/** /settings/profile: name, company and email (spec 2.3). */
export function ProfilePage() {
  return <PageHeader title="Profile" />;
}
