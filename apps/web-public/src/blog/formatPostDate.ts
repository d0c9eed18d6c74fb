import { formatDate } from '@deckmill/ui';

/** '2026-10-02' -> 'October 2, 2026', the same on the server and in every visitor's time zone. */
export function formatPostDate(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00Z`, { style: 'long', timeZone: 'UTC' });
}
