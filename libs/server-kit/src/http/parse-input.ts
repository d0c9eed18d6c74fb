import { errorBodyFromZod } from '@deckmill/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Validates a request body (or query) with a shared zod schema. Errors are keyed `prefix.field`, the spec's
 * keys (sign-up uses `user`, team create uses `team`), and the first message is repeated as `error`.
 */
export function parseInput<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  options: { prefix?: string } = {},
): z.output<TSchema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ApiError(422, errorBodyFromZod(result.error.issues, options.prefix));
}
