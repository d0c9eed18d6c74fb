import { DataError } from './data-record';
import { parseJsonData } from './parse-json-data';

function errorOf(text: string, limits = {}): DataError {
  try {
    parseJsonData(text, limits);
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

describe('parseJsonData', () => {
  it('reads an array of objects with nested objects and lists', () => {
    const text =
      '\uFEFF[{"region":"North","customer":{"name":"Acme"},"items":[{"product":"Tea","price":3}]}]';
    expect(parseJsonData(text)).toEqual([
      { region: 'North', customer: { name: 'Acme' }, items: [{ product: 'Tea', price: 3 }] },
    ]);
  });

  it('names the line and column of a syntax error', () => {
    const error = errorOf('[\n  {"a": 1},\n  {"a": 2,}\n]');
    expect(error.code).toBe('invalid_json');
    expect(error.message).toMatch(/^Line 3, column \d+: the file is not valid JSON/);
  });

  it('refuses a file that is not a list', () => {
    expect(errorOf('{"a": 1}').code).toBe('not_a_list');
    expect(errorOf('[]').message).toBe('The JSON file holds no items.');
  });

  it('names the item and its line when an item is not an object', () => {
    const error = errorOf('[\n{"a":1},\n"text"\n]');
    expect(error.message).toBe(
      'Item 2 (line 3) is a string; every item must be an object such as { "name": "Ann" }.',
    );
  });

  it('bounds the number of decks', () => {
    expect(errorOf('[{},{},{}]', { maxRecords: 2 }).message).toBe(
      'The JSON file has 3 items; at most 2 presentations can be made at once.',
    );
  });

  it('bounds every nested list with its JSON path', () => {
    const error = errorOf('[{"a":1},\n {"order lines":[1,2,3]}]', { maxListItems: 2 });
    expect(error.code).toBe('too_many');
    expect(error.message).toBe(
      'Item 2 (line 2): the list $[1]["order lines"] has 3 items; a list may hold at most 2.',
    );
  });

  it('bounds the depth', () => {
    const error = errorOf('[{"a":{"b":{"c":[1]}}}]', { maxDepth: 2 });
    expect(error.message).toBe('Item 1 (line 1): $[0].a.b is nested more than 2 levels deep.');
  });

  it('bounds every text value with its JSON path', () => {
    const error = errorOf(`[{"a":1},\n {"lines":[{"note":"${'x'.repeat(10_001)}"}]}]`);
    expect(error.code).toBe('too_long');
    expect(error.message).toBe(
      'Item 2 (line 2): $[1].lines[0].note is 10,001 characters long; at most 10,000 fit on a slide.',
    );
    expect(errorOf('[{"a":"abc"}]', { maxValueChars: 2 }).message).toBe(
      'Item 1 (line 1): $[0].a is 3 characters long; at most 2 fit on a slide.',
    );
  });

  it("refuses the key a workbook's raw values travel under, at any depth and in any case", () => {
    const error = errorOf('[{"price":"€5"},\n {"lines":[{"#RAW ":{"price":"5000"}}]}]');
    expect(error.code).toBe('reserved_key');
    expect(error.message).toBe(
      'Item 2 (line 2): $[1].lines[0]["#RAW "] is a key Deckmill keeps for itself; rename it.',
    );
  });
});
