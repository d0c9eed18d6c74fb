import { isTruthy, resolvePath, sectionItems } from './scope';

describe('scope', () => {
  it('resolves case-insensitive dotted paths, innermost frame first, then outer frames', () => {
    const deck = { Customer: { Name: 'Acme' }, team: 'Sales' };
    const item = { team: 'Ops' };
    expect(resolvePath([deck], ['customer', 'name'])).toBe('Acme');
    expect(resolvePath([deck, item], ['team'])).toBe('Ops');
    expect(resolvePath([deck, item], ['customer', 'name'])).toBe('Acme');
    expect(resolvePath([deck, 'x'], [])).toBe('x');
  });

  it('prefers a CSV column literally named with a dot', () => {
    expect(resolvePath([{ 'customer.name': 'Flat' }], ['customer', 'name'])).toBe('Flat');
  });

  it('treats empty, 0, false and no as falsy', () => {
    for (const value of ['', '0', 'false', 'No', 0, false, null, undefined, [], {}])
      expect(isTruthy(value)).toBe(false);
    for (const value of ['yes', '1', 'x', 1, true, [0], { a: 1 }]) expect(isTruthy(value)).toBe(true);
  });

  it('repeats a list per item, a truthy value once, an inverted section once when falsy', () => {
    expect(sectionItems(['a', 'b'], false)).toEqual(['a', 'b']);
    expect(sectionItems('yes', false)).toEqual(['yes']);
    expect(sectionItems('no', false)).toEqual([]);
    expect(sectionItems([], true)).toEqual([undefined]);
    expect(sectionItems(['a'], true)).toEqual([]);
  });
});
