import { itemKindOf, labelOf } from './preflight-command';

describe('preflight command labels', () => {
  it('names a group by its value of the group_by column, a row by its first column', () => {
    const fields = { company: 'Acme', Region: ' South ' };
    expect(labelOf(fields, 'region')).toBe('South');
    expect(labelOf(fields)).toBe('Acme');
  });

  it('says what the decks are: rows, groups or objects', () => {
    expect(itemKindOf({ groupBy: 'region' })).toBe('group');
    expect(itemKindOf({ json: 'a.json' })).toBe('object');
    expect(itemKindOf({})).toBe('row');
  });
});
