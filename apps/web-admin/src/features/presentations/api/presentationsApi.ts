import { api } from '@deckmill/web-data';
import type { AdminPresentationList, AdminPresentationRow } from '../../../shared/adminTypes';
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
      providesTags: ['Admin'],
    }),
    getAdminPresentation: build.query<AdminPresentationRow, string>({
      query: (id) => `/admin/presentations/${encodeURIComponent(id)}`,
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminPresentationsQuery, useGetAdminPresentationQuery } = presentationsApi;
