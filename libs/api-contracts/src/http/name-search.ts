import { z } from 'zod';

/** The longest search the app's lists take: more than anyone types into a search box, short of a name's 255. */
export const MAX_NAME_SEARCH_LENGTH = 100;

/**
 * `?search=` of `GET /api/app/templates` and `GET /api/app/presentations`: part of a name, in any case. Blank
 * is no search; longer than MAX_NAME_SEARCH_LENGTH is a 422 on `search`.
 */
export const NameSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_NAME_SEARCH_LENGTH, `Search is too long (at most ${MAX_NAME_SEARCH_LENGTH} characters).`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
