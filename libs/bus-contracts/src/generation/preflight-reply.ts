import { z } from 'zod';
import { PREFLIGHT_ITEM_KINDS, PreflightFindingSchema } from '../shared/api-vocabulary';

/** Generation's preflight report in its own words; the gateway answers it in the API's keys. */
export const BatchPreflightSchema = z.object({
  rowsChecked: z.number().int().nonnegative(),
  rowsTotal: z.number().int().nonnegative(),
  rowsNeedingAttention: z.number().int().nonnegative(),
  rowsNotListed: z.number().int().nonnegative(),
  imagesNotChecked: z.number().int().nonnegative(),
  picturesChecked: z.boolean(),
  itemKind: z.enum(PREFLIGHT_ITEM_KINDS),
  templateFindings: z.array(PreflightFindingSchema),
  rows: z.array(
    z.object({
      row: z.number().int().positive(),
      label: z.string(),
      findings: z.array(PreflightFindingSchema),
      findingsNotListed: z.number().int().nonnegative(),
    }),
  ),
});
export type BatchPreflight = z.infer<typeof BatchPreflightSchema>;
