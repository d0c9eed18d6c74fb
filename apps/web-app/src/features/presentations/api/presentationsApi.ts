import type {
  BulkCreateReply,
  DatasetReply,
  PresentationDetail,
  PresentationListPage,
  PresentationWizard,
  PreflightReply,
  RowPreviewRequest,
  RowPreviewResponse,
  TemplateListItem,
} from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

export const presentationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPresentations: build.query<PresentationListPage, number>({
      query: (page) => `/app/presentations?page=${page}`,
      providesTags: ['Presentation'],
    }),
    getPresentation: build.query<PresentationDetail, { id: string; rowsPage: number }>({
      query: ({ id, rowsPage }) => `/app/presentations/${encodeURIComponent(id)}?rows_page=${rowsPage}`,
      providesTags: ['Presentation'],
    }),
    /** Stops a running batch; answers its detail (the first page of rows). */
    cancelPresentation: build.mutation<PresentationDetail, { id: string }>({
      query: ({ id }) => ({ url: `/app/presentations/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      // The usage meter gets the decks never made back.
      invalidatesTags: ['Presentation', 'User'],
    }),
    /** "Delete decks now": the batch's files go, the batch stays (answered with decks_deleted_at). */
    deletePresentationDecks: build.mutation<PresentationDetail, { id: string }>({
      query: ({ id }) => ({ url: `/app/presentations/${encodeURIComponent(id)}/decks`, method: 'DELETE' }),
      invalidatesTags: ['Presentation'],
    }),
    /** "Delete presentation": the batch and everything of it go (204). */
    deletePresentation: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/app/presentations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Presentation'],
    }),
    getWizard: build.query<PresentationWizard, void>({
      query: () => '/app/presentations/new',
      providesTags: ['Template'],
    }),
    /** Multipart `presentation[template_id]`, `presentation[csv_file]`, `presentation[data_mapping]`, ... */
    bulkCreate: build.mutation<BulkCreateReply, FormData>({
      query: (body) => ({ url: '/app/presentations/bulk_create', method: 'POST', body }),
      invalidatesTags: ['Presentation', 'User'],
    }),
    /** A dataset no longer needed (a refused run's upload): 204. */
    deleteDataset: build.mutation<void, string>({
      query: (id) => ({ url: `/app/datasets/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    /** "Run again with new data": multipart `presentation[dataset_id]`; answers the new batch. */
    runAgain: build.mutation<BulkCreateReply, { id: string; form: FormData }>({
      query: ({ id, form }) => ({
        url: `/app/presentations/${encodeURIComponent(id)}/runs`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: ['Presentation', 'User'],
    }),
    /**
     * The data file uploaded once at step 2 (multipart `file`, `encoding`, `sheet`): preflight and bulk_create
     * then send its id instead of the file.
     */
    createDataset: build.mutation<DatasetReply, FormData>({
      query: (body) => ({ url: '/app/datasets', method: 'POST', body }),
    }),
    /**
     * Preflight: bulk_create's form, answered with what each row would show wrong; nothing is reserved or
     * stored, so nothing is invalidated.
     */
    preflight: build.mutation<PreflightReply, FormData>({
      query: (body) => ({ url: '/app/presentations/preflight', method: 'POST', body }),
    }),
    /** One row's slides drawn on the server before the batch (wizard step 3). */
    previewRow: build.mutation<RowPreviewResponse, RowPreviewRequest & { templateId: number }>({
      query: ({ templateId, ...body }) => ({
        url: `/app/templates/${templateId}/row_preview`,
        method: 'POST',
        body,
      }),
    }),
    /** Adds the sample template to the user's templates. */
    addSampleTemplate: build.mutation<TemplateListItem, void>({
      query: () => ({ url: '/app/samples/template', method: 'POST' }),
      invalidatesTags: ['Template'],
    }),
    /** The sample CSV's text, for the wizard's "Use sample data". */
    getSampleCsv: build.query<string, void>({
      query: () => ({ url: '/app/samples/csv', responseHandler: 'text' }),
    }),
  }),
});

export const {
  useGetPresentationsQuery,
  useGetPresentationQuery,
  useCancelPresentationMutation,
  useDeletePresentationDecksMutation,
  useDeletePresentationMutation,
  useGetWizardQuery,
  useLazyGetWizardQuery,
  useBulkCreateMutation,
  useCreateDatasetMutation,
  useRunAgainMutation,
  useDeleteDatasetMutation,
  usePreflightMutation,
  usePreviewRowMutation,
  useAddSampleTemplateMutation,
  useLazyGetSampleCsvQuery,
} = presentationsApi;
