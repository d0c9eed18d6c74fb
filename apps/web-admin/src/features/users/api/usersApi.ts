import { api } from '@deckmill/web-data';
import type { AdminUserDetail, AdminUserList, SubscriptionTier } from '../../../shared/adminTypes';
import { listSearch } from '../../../shared/listQuery';

export interface UsersQuery {
  page: number;
  search: string;
  subscription_tier: SubscriptionTier | '';
}

/** PATCH /api/admin/users/{id}: spec 7's payload. */
export interface UserChanges {
  name: string;
  subscription_tier: SubscriptionTier;
  admin: boolean;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUserList, UsersQuery>({
      query: (query) => `/admin/users${listSearch({ ...query })}`,
      providesTags: ['Admin'],
    }),
    getAdminUser: build.query<AdminUserDetail, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      providesTags: ['Admin'],
    }),
    updateAdminUser: build.mutation<AdminUserDetail, { id: string; changes: UserChanges }>({
      query: ({ id, changes }) => ({
        url: `/admin/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Admin'],
    }),
    deleteAdminUser: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
} = usersApi;
