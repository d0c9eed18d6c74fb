/** How a route names a team: `{id}` is the numeric id when it is all digits, the short_id otherwise. */
export type TeamRef = { kind: 'id'; id: number } | { kind: 'shortId'; shortId: string };

const MAX_ID = 2_147_483_647;

export function parseTeamRef(raw: string): TeamRef | null {
  if (/^\d+$/.test(raw)) {
    const id = raw.length <= 10 ? Number(raw) : 0;
    return id >= 1 && id <= MAX_ID ? { kind: 'id', id } : null;
  }
  return /^[A-Za-z0-9_-]{1,16}$/.test(raw) ? { kind: 'shortId', shortId: raw } : null;
}
