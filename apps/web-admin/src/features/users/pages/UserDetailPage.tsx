import { PageHeader } from '@deckmill/ui';

/** /admin/users/:id: information panel, edit form, delete, teams and recent presentations (spec 2.4). */
export function UserDetailPage() {
  return <PageHeader title="User Details" />;
}
