import { groupRecord, mappedRecord, withSectionMapping } from './deck-record';

describe('a deck record from a row', () => {
  it('gives each placeholder its mapped column and keeps the other columns under their own names', () => {
    const row = { Company: 'Acme', name: 'column called name', City: 'Oslo' };
    expect(mappedRecord(row, { name: 'Company', missing: 'Nope' })).toEqual({
      name: 'Acme',
      City: 'Oslo',
      Company: 'Acme',
      missing: '',
    });
  });

  it("puts a group's rows in `rows`, the deck's own fields from its first row", () => {
    const rows = [
      { Region: 'North', Item: 'A' },
      { Region: 'North', Item: 'B' },
    ];
    expect(groupRecord(rows, { region: 'Region' })).toEqual({
      // The placeholder takes the place of the column its name matches (case aside).
      region: 'North',
      Item: 'A',
      rows,
    });
  });

  it("maps the fields of a section's items, a missing key giving an empty value", () => {
    const record = { order: { lines: [{ sku: 'X1', qty: 2 }, { sku: 'Y2' }] } };
    expect(withSectionMapping(record, { 'order.lines': { code: 'SKU', amount: 'qty' } })).toEqual({
      order: {
        lines: [
          { sku: 'X1', qty: 2, code: 'X1', amount: 2 },
          { sku: 'Y2', code: 'Y2', amount: '' },
        ],
      },
    });
    expect(withSectionMapping(record, { other: { a: 'b' } })).toEqual(record);
  });
});
