import { parseTeamRef } from './team-ref';
import { generateShortId } from './short-id';

describe('generateShortId', () => {
  it('makes 10 URL-safe characters that route as a short_id, never as a numeric id', () => {
    const ids = Array.from({ length: 500 }, generateShortId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{10}$/);
      expect(parseTeamRef(id)).toEqual({ kind: 'shortId', shortId: id });
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
