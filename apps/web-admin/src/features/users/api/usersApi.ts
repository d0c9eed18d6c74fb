import { api } from '@deckmill/web-data';
import type { AdminUserDetail, AdminUserList, SubscriptionTier } from '../../../shared/adminTypes';
import { ADMIN_LISTS, ADMIN_STATS, adminRecord } from '../../../shared/adminTags';
import { listSearch } from '../../../shared/listQuery';

export interface UsersQuery {
  page: number;
  search: string;
  subscription_tier: SubscriptionTier | '';
}

/** PATCH /api/admin/users/{id}: the fields the edit form changes. */
export interface UserChanges {
  name: string;
  subscription_tier: SubscriptionTier;
  admin: boolean;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUserList, UsersQuery>({
      query: (query) => `/admin/users${listSearch({ ...query })}`,
      providesTags: [ADMIN_LISTS],
    }),
    getAdminUser: build.query<AdminUserDetail, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      providesTags: (_user, _error, id) => [adminRecord('user', id)],
    }),
    updateAdminUser: build.mutation<AdminUserDetail, { id: string; changes: UserChanges }>({
      query: ({ id, changes }) => ({
        url: `/admin/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Admin'],
    }),
    // Lists and figures only: the deleted user's own page must not be fetched again (it would be a 404).
    deleteAdminUser: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [ADMIN_LISTS, ADMIN_STATS],
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
} = usersApi;
