import type { PresentationListPage, TemplateListItem } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/**
 * The command menu's searches: the server matches the name over all of the user's templates and presentations
 * (the first page of presentations whose name holds it, newest first), not only what a list page loaded.
 */
export const commandSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    findTemplates: build.query<{ templates: TemplateListItem[] }, string>({
      query: (search) => `/app/templates?search=${encodeURIComponent(search)}`,
      providesTags: ['Template'],
    }),
    findPresentations: build.query<PresentationListPage, string>({
      query: (search) => `/app/presentations?search=${encodeURIComponent(search)}`,
      providesTags: ['Presentation'],
    }),
  }),
});

export const { useFindTemplatesQuery, useFindPresentationsQuery } = commandSearchApi;
