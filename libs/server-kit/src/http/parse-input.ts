import { messagesFromZod } from '@deckmill/bus-contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { controlCharacterErrors, pathsWithForbiddenCharacters } from './text-input';

/**
 * Validates a request body (or query) with a shared zod schema. Errors are keyed `prefix.field`, the request's
 * keys (sign-up uses `user`, team create uses `team`), and the first message is repeated as `error`.
 * Every string is checked first for control characters (NUL, escape, DEL) and unpaired surrogates, which no
 * text field accepts and which PostgreSQL refuses: one rule here instead of one per schema.
 */
export function parseInput<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  options: { prefix?: string } = {},
): z.output<TSchema> {
  const forbidden = pathsWithForbiddenCharacters(input, 'text');
  if (forbidden.length > 0) throw new ApiError(422, controlCharacterErrors(forbidden, options.prefix));
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ApiError(422, messagesFromZod(result.error.issues, options.prefix));
}
