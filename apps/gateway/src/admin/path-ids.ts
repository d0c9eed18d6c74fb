import { ApiError } from '@deckmill/server-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user or presentation id from the path; anything but a UUID names nothing, so 404. */
export function uuidParam(raw: string): string {
  if (!UUID.test(raw)) throw ApiError.notFound();
  return raw.toLowerCase();
}

/** A template id from the path; anything but a positive integer is a 404. */
export function integerParam(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw ApiError.notFound();
  return id;
}
