import { api } from '@deckmill/web-data';
import type { AdminPresentationList, AdminPresentationRow } from '../../../shared/adminTypes';
import { ADMIN_LISTS, adminRecord } from '../../../shared/adminTags';
import { listSearch } from '../../../shared/listQuery';

export interface PresentationsQuery {
  page: number;
  search: string;
  status: string;
}

export const presentationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPresentations: build.query<AdminPresentationList, PresentationsQuery>({
      query: (query) => `/admin/presentations${listSearch({ ...query })}`,
      providesTags: [ADMIN_LISTS],
    }),
    getAdminPresentation: build.query<AdminPresentationRow, string>({
      query: (id) => `/admin/presentations/${encodeURIComponent(id)}`,
      providesTags: (_record, _error, id) => [adminRecord('presentation', id)],
    }),
  }),
});

export const { useGetAdminPresentationsQuery, useGetAdminPresentationQuery } = presentationsApi;
