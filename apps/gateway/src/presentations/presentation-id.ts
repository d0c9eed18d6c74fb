import { ApiError } from '@deckmill/server-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A presentation id from the path; anything that is not one is a 404, like someone else's presentation. */
export function presentationId(raw: string): string {
  if (!UUID.test(raw)) throw ApiError.notFound('Presentation not found.');
  return raw.toLowerCase();
}

/** A positive page or row number from the query or path; `fallback` when absent, 404 when malformed. */
export function positiveInteger(raw: string | undefined, fallback?: number): number {
  if ((raw === undefined || raw === '') && fallback !== undefined) return fallback;
  if (raw === undefined || !/^\d{1,7}$/.test(raw) || Number(raw) === 0) throw ApiError.notFound();
  return Number(raw);
}
