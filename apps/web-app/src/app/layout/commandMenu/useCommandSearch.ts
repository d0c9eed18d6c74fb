import type { PresentationListItem, TemplateListItem } from '@deckmill/api-contracts';
import { useFindPresentationsQuery, useFindTemplatesQuery } from './commandSearchApi';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing must pause before the menu asks the server: a search per word, not per key. */
export const SEARCH_DELAY_MS = 250;

export interface CommandSearch {
  templates: readonly TemplateListItem[];
  presentations: readonly PresentationListItem[];
  /** Something is typed whose answers have not all arrived (the pause included). */
  searching: boolean;
  /** A search failed: "no matches" would not be true. */
  failed: boolean;
}

/**
 * The user's templates and presentations whose names hold what is typed, asked of the server once typing
 * pauses. While the next answer is on its way the last one stays: the menu's ranking narrows it to what is
 * typed now, so results never blink out between keys.
 */
export function useCommandSearch(query: string): CommandSearch {
  const typed = query.trim();
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const skip = search === '';
  const templates = useFindTemplatesQuery(search, { skip });
  const presentations = useFindPresentationsQuery(search, { skip });
  return {
    templates: templates.data?.templates ?? [],
    presentations: presentations.data?.presentations ?? [],
    searching: typed !== '' && (typed !== search || templates.isFetching || presentations.isFetching),
    failed: typed !== '' && (templates.isError || presentations.isError),
  };
}
