import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, PageHeader } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import type { SubscriptionTier } from '../../../shared/adminTypes';
import { LoadState } from '../../../shared/LoadState';
import { listSearch, pageParam } from '../../../shared/listQuery';
import { Pagination } from '../../../shared/Pagination';
import { TIER_OPTIONS } from '../../../shared/tiers';
import { useGetAdminUsersQuery } from '../api/usersApi';
import { UsersFilters } from '../components/UsersFilters';
import { UsersTable } from '../components/UsersTable';

function tierParam(raw: string | null): SubscriptionTier | '' {
  return TIER_OPTIONS.find((option) => option.value === raw)?.value ?? '';
}

/** /admin/users: search, tier filter, the users table and pagination (spec 2.4). */
export function UsersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = {
    page: pageParam(params),
    search: params.get('search') ?? '',
    subscription_tier: tierParam(params.get('subscription_tier')),
  };
  const { data, isLoading, error } = useGetAdminUsersQuery(query);

  function show(next: Partial<typeof query>) {
    void navigate(`${adminPaths.users}${listSearch({ ...query, ...next })}`);
  }

  return (
    <>
      <PageHeader title="Users" />
      <UsersFilters
        key={`${query.search}|${query.subscription_tier}`}
        search={query.search}
        tier={query.subscription_tier}
        onSubmit={({ search, tier }) => show({ search, subscription_tier: tierParam(tier), page: 1 })}
      />
      <LoadState isLoading={isLoading} error={error} what="users" />
      {data &&
        (data.users.length === 0 ? (
          <EmptyState title="No users found" description="Try another search or tier." />
        ) : (
          <>
            <UsersTable users={data.users} />
            <Pagination pagination={data.pagination} onPage={(page) => show({ page })} />
          </>
        ))}
    </>
  );
}
