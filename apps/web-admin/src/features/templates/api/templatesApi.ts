import { api } from '@deckmill/web-data';
import type { AdminTemplateList, AdminTemplateRow } from '../../../shared/adminTypes';
import { ADMIN_LISTS, adminRecord } from '../../../shared/adminTags';
import { listSearch } from '../../../shared/listQuery';

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTemplates: build.query<AdminTemplateList, { page: number; search: string }>({
      query: (query) => `/admin/templates${listSearch({ ...query })}`,
      providesTags: [ADMIN_LISTS],
    }),
    getAdminTemplate: build.query<AdminTemplateRow, string>({
      query: (id) => `/admin/templates/${encodeURIComponent(id)}`,
      providesTags: (_record, _error, id) => [adminRecord('template', id)],
    }),
  }),
});

export const { useGetAdminTemplatesQuery, useGetAdminTemplateQuery } = templatesApi;
