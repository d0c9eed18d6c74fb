import { z } from 'zod';
import {
  PaginationSchema,
  PresentationDetailSchema,
  PresentationListItemSchema,
  PresentationRowSchema,
} from '@deckmill/api-contracts';

/**
 * Generation's answers about batches: ids and domain data, no URLs. The gateway adds where the files are
 * served (`apps/gateway/src/presentations/presentation-views.ts`). The fields still share the API's names
 * (transitional, see shared/api-vocabulary.ts).
 */
export const BatchListItemSchema = PresentationListItemSchema.omit({ download_url: true });
export type BatchListItem = z.infer<typeof BatchListItemSchema>;

export const BatchRowSchema = PresentationRowSchema.omit({ download_url: true });
export type BatchRow = z.infer<typeof BatchRowSchema>;

export const BatchListPageSchema = z.object({
  presentations: z.array(BatchListItemSchema),
  pagination: PaginationSchema,
});
export type BatchListPage = z.infer<typeof BatchListPageSchema>;

export const BatchDetailSchema = PresentationDetailSchema.omit({ download_url: true, rows: true }).extend({
  rows: z.array(BatchRowSchema),
});
export type BatchDetail = z.infer<typeof BatchDetailSchema>;
