import { RAW_VALUES_FIELD } from '@deckmill/csv/data';
import { evaluateValue, isTruthy, resolvePath, sectionItems } from './scope';
import { parseTag, type ValueExpression } from './tag-expression';

function value(tag: string): ValueExpression {
  const { expression } = parseTag(tag);
  if (expression?.kind !== 'value') throw new Error(`not a value tag: ${tag}`);
  return expression;
}

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

  it('formats a workbook cell by its raw value, and shows its text everywhere else', () => {
    const deck = {
      Price: '€1,080.00',
      Until: '01/31/2027',
      Seats: '25',
      [RAW_VALUES_FIELD]: { Price: '1080', Until: '2027-01-31' },
    };
    const shown = (tag: string) => evaluateValue(value(tag), [deck], 'de-DE');
    expect(shown('Price | currency:EUR')).toBe('1.080,00\u00a0€');
    expect(shown('price | fit | number:1')).toBe('1.080,0');
    expect(shown('Until | date:"d MMMM yyyy"')).toBe('31 Januar 2027');
    // Text filters take the text as shown; a field with no raw value is formatted from its text.
    expect(shown('Price | upper')).toBe('€1,080.00');
    expect(shown('Seats | number:1')).toBe('25,0');
    // An item of a section answers with its own raw values, not the deck's.
    const item = { Price: '€5.00', [RAW_VALUES_FIELD]: { Price: '5' } };
    expect(evaluateValue(value('Price | number:2'), [deck, item], 'en-US')).toBe('5.00');
    // A filter that can not read the value is given the text: a date's number, a price's date.
    expect(shown('Until | number')).toBe('01/31/2027');
    expect(shown('Price | date:"yyyy"')).toBe('€1,080.00');
    // A value the filter formats to itself is still the value, not the text.
    const five = { Price: '€5.00', [RAW_VALUES_FIELD]: { Price: '5' } };
    expect(evaluateValue(value('Price | number'), [five], 'en-US')).toBe('5');
    // A JSON record's nested value is typed already: no raw lookup through a path.
    expect(evaluateValue(value('a.b | number'), [{ a: { b: 7 } }], 'en-US')).toBe('7');
  });
});
