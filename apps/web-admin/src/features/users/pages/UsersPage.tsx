import { adminPaths } from '../../../config/paths';
import { AdminListPage } from '../../../shared/AdminListPage';
import type { SubscriptionTier } from '../../../shared/adminTypes';
import { TIER_OPTIONS } from '../../../shared/tiers';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminUsersQuery } from '../api/usersApi';
import { USER_COLUMNS } from '../components/userColumns';

function tierParam(raw: string | null): SubscriptionTier | '' {
  return TIER_OPTIONS.find((option) => option.value === raw)?.value ?? '';
}

/** /admin/users: search, tier filter, the users table and pagination. */
export function UsersPage() {
  const params = useListParams(adminPaths.users, { subscription_tier: tierParam });
  return (
    <AdminListPage
      title="Users"
      search={{ label: 'Search users', placeholder: 'Search users by email or name' }}
      filter={{
        param: 'subscription_tier',
        label: 'Subscription tier',
        allLabel: 'All tiers',
        options: TIER_OPTIONS,
      }}
      params={params}
      result={useGetAdminUsersQuery(params.query)}
      rowsOf={(data) => data.users}
      columns={USER_COLUMNS}
      empty={{ title: 'No users found', description: 'Try another search or tier.' }}
    />
  );
}
