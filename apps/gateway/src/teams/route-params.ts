import { ApiError } from '@deckmill/server-kit';

/** The longest `{id}` a team route accepts (short_ids are 10 characters); anything longer names nothing. */
const MAX_TEAM_REF = 32;
const MAX_TOKEN = 200;

/** A team's `{id}` from the path, passed on as is (short_id or numeric id); 404 when it cannot be one. */
export function teamRef(raw: string): string {
  if (raw.length === 0 || raw.length > MAX_TEAM_REF) throw ApiError.notFound();
  return raw;
}

/** A numeric id from the path (members, invitations); anything else names nothing, so 404. */
export function numericId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw ApiError.notFound();
  return id;
}

/**
 * An invitation as its invitee names it: an id from their received list (digits only; a 43-character token
 * never is), or the token from the mail link. One that cannot be either is simply not found.
 */
export function invitationRef(raw: string): { invitationId: number } | { token: string } {
  if (/^\d{1,10}$/.test(raw)) return { invitationId: numericId(raw) };
  if (raw.length === 0 || raw.length > MAX_TOKEN) throw ApiError.notFound();
  return { token: raw };
}

/** An invitation link's token from the path; one that cannot be a token names nothing. */
export function invitationToken(raw: string): string {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) throw invalidInvitationLink();
  return raw;
}

/** The teams service's words for a link that names no pending invitation. */
function invalidInvitationLink(): ApiError {
  return ApiError.notFound(
    'This invitation link is no longer valid. It may have expired or been withdrawn; ask a team admin to send a new one.',
  );
}
