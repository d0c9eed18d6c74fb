import { api } from '@deckmill/web-data';
import type { AdminCancelledBatch, AdminResumedBatch, AdminStuckBatchList } from '../../../shared/adminTypes';
import { ADMIN_LISTS, ADMIN_STATS } from '../../../shared/adminTags';
import { listSearch } from '../../../shared/listQuery';

export interface StuckBatchesQuery {
  page: number;
  minutes: number;
}

export const stuckBatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStuckBatches: build.query<AdminStuckBatchList, StuckBatchesQuery>({
      query: ({ page, minutes }) => `/admin/batches/stuck${listSearch({ page, minutes })}`,
      providesTags: [ADMIN_LISTS],
    }),
    resumeStuckBatch: build.mutation<AdminResumedBatch, string>({
      query: (id) => ({ url: `/admin/batches/${encodeURIComponent(id)}/resume`, method: 'POST' }),
      invalidatesTags: [ADMIN_LISTS],
    }),
    cancelStuckBatch: build.mutation<AdminCancelledBatch, string>({
      query: (id) => ({ url: `/admin/batches/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: [ADMIN_LISTS, ADMIN_STATS],
    }),
  }),
});

export const { useGetStuckBatchesQuery, useResumeStuckBatchMutation, useCancelStuckBatchMutation } =
  stuckBatchesApi;
