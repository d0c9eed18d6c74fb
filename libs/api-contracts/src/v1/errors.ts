import { z } from 'zod';

/** API v1's one error body (docs/api-v1.md lists the codes). */
export const V1ErrorBodySchema = z
  .object({
    error: z.object({
      /** Stable and machine-readable: `not_found`, `validation_failed`, `api_key_required`, ... */
      code: z.string(),
      message: z.string(),
      /** For `validation_failed`: the invalid fields (dotted paths into the body) and what is wrong. */
      fields: z.record(z.string(), z.array(z.string())).optional(),
      /** Also in the `X-Request-Id` header; quote it when reporting a problem. */
      request_id: z.string(),
    }),
  })
  .meta({ id: 'Error' });
export type V1ErrorBody = z.infer<typeof V1ErrorBodySchema>;

/** One page of a list: `next_cursor` goes in `starting_after` for the next page (null at the end). */
export function v1ListSchema<TItem extends z.ZodType>(item: TItem, id: string) {
  return z
    .object({ data: z.array(item), has_more: z.boolean(), next_cursor: z.string().nullable() })
    .meta({ id });
}

/** `?limit=` (1 to 100, default 20) and `?starting_after=` (an id from the previous page). */
export const V1ListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(100, 'limit must be a whole number from 1 to 100.')
    .default(20),
  starting_after: z.string().min(1).optional(),
});
export type V1ListQuery = z.infer<typeof V1ListQuerySchema>;
