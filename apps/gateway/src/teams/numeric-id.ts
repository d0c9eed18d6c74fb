import { ApiError } from '@deckmill/server-kit';

/** A numeric id from the path (members, invitations); anything else names nothing, so 404. */
export function numericId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw ApiError.notFound();
  return id;
}
