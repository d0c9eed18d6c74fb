import { ApiError } from '@deckmill/server-kit';

/** Template ids are integers; anything else in the URL cannot name a template: 404. */
export function templateId(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) throw ApiError.notFound();
  return Number(text);
}
