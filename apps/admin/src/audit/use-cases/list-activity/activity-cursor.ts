import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** Where a page ended: the last entry's time and id (newest first, so the next page is older than both). */
export interface ActivityCursor {
  readonly occurredAt: string;
  readonly id: string;
}

/** Entry ids are UUIDs; anything else would reach PostgreSQL as a uuid and fail there (a 500, not a 422). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: ActivityCursor): string {
  return Buffer.from(JSON.stringify([cursor.occurredAt, cursor.id]), 'utf8').toString('base64url');
}

export function decodeCursor(text: string): ActivityCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [occurredAt, id] = value as unknown[];
      if (
        typeof occurredAt === 'string' &&
        typeof id === 'string' &&
        UUID.test(id) &&
        !Number.isNaN(Date.parse(occurredAt))
      ) {
        return { occurredAt, id };
      }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new DomainException(DomainErrors.invalid('invalid_cursor', 'cursor', 'The cursor is not valid.'));
}
