import { parseTeamRef } from './team-ref';

describe('parseTeamRef', () => {
  it('reads digits as the numeric id and anything URL-safe as a short_id', () => {
    expect(parseTeamRef('42')).toEqual({ kind: 'id', id: 42 });
    expect(parseTeamRef('aB3_x-9Qz1')).toEqual({ kind: 'shortId', shortId: 'aB3_x-9Qz1' });
  });

  it('names nothing for ids out of range or odd characters', () => {
    expect(parseTeamRef('0')).toBeNull();
    expect(parseTeamRef('99999999999')).toBeNull();
    expect(parseTeamRef('a/b')).toBeNull();
    expect(parseTeamRef('')).toBeNull();
  });
});
