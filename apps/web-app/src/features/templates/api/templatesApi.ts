import type { TemplateDetail, TemplateListItem } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<{ templates: TemplateListItem[] }, void>({
      query: () => '/app/templates',
      providesTags: ['Template'],
    }),
    getTemplate: build.query<TemplateDetail, string>({
      query: (id) => `/app/templates/${encodeURIComponent(id)}`,
      // No tag: deleting a template must not refetch its detail (a 404). The page loads it fresh on mount.
    }),
    duplicateTemplate: build.mutation<TemplateListItem, number>({
      query: (id) => ({ url: `/app/templates/${id}/duplicate`, method: 'POST' }),
      invalidatesTags: ['Template'],
    }),
    deleteTemplate: build.mutation<void, number>({
      query: (id) => ({ url: `/app/templates/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Template'],
    }),
  }),
});

export const {
  useGetTemplatesQuery,
  useGetTemplateQuery,
  useDuplicateTemplateMutation,
  useDeleteTemplateMutation,
} = templatesApi;
