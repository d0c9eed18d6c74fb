import { NameSearchQuerySchema } from '@deckmill/api-contracts';
import { parseInput } from '@deckmill/server-kit';

/**
 * The `?search=` of the app's template and presentation lists as their services take it: trimmed, left out
 * when blank, a 422 on `search` when longer than MAX_NAME_SEARCH_LENGTH.
 */
export function nameSearchOf(raw: string | undefined): { search?: string } {
  const { search } = parseInput(NameSearchQuerySchema, { search: raw });
  return search ? { search } : {};
}
