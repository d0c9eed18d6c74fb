import { api } from '@deckmill/web-data';
import type { AdminTemplateList, AdminTemplateRow } from '../../../shared/adminTypes';
import { listSearch } from '../../../shared/listQuery';

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTemplates: build.query<AdminTemplateList, { page: number; search: string }>({
      query: (query) => `/admin/templates${listSearch({ ...query })}`,
      providesTags: ['Admin'],
    }),
    getAdminTemplate: build.query<AdminTemplateRow, string>({
      query: (id) => `/admin/templates/${encodeURIComponent(id)}`,
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminTemplatesQuery, useGetAdminTemplateQuery } = templatesApi;
