import type { DataRecord } from './data-record';
import { groupDeckRecords, groupRecord, mappedRecord, withSectionMapping } from './deck-record';
import { DataError } from './data-record';
import { RAW_VALUES_FIELD, rawValuesOf } from './raw-values';

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

describe('raw values beside the text (a workbook row)', () => {
  const raw = { Total: '1080', Due: '2027-01-31' };

  it('maps them as the text is mapped: a placeholder takes its column raw value, other columns keep theirs', () => {
    const record = mappedRecord(
      { Total: '€1,080.00', Due: '31/01/2027', Name: 'Ada' },
      { price: 'Total' },
      raw,
    );
    expect(record).toEqual({
      Due: '31/01/2027',
      Name: 'Ada',
      Total: '€1,080.00',
      price: '€1,080.00',
      [RAW_VALUES_FIELD]: { Due: '2027-01-31', Total: '1080', price: '1080' },
    });
    // A row with none, and a row with a column of the field's own name, carry none.
    expect(mappedRecord({ Name: 'Ada' }, {}, {})).toEqual({ Name: 'Ada' });
    expect(mappedRecord({ [RAW_VALUES_FIELD]: 'x' }, {}, raw)).toEqual({ [RAW_VALUES_FIELD]: 'x' });
  });

  it('keeps each grouped row its own, and renames them with a section mapping', () => {
    const rows = [
      { Region: 'North', Total: '€1,080.00' },
      { Region: 'North', Total: '€5.00' },
    ];
    const group = groupRecord(rows, { area: 'Region' }, [{ Total: '1080' }, { Total: '5' }]);
    expect(rawValuesOf(group)).toEqual({ Total: '1080' });
    const mapped = withSectionMapping(group, { rows: { amount: 'Total' } });
    const items = mapped.rows as DataRecord[];
    expect(items.map((item) => [item.amount, rawValuesOf(item)])).toEqual([
      ['€1,080.00', { Total: '1080', amount: '1080' }],
      ['€5.00', { Total: '5', amount: '5' }],
    ]);
  });
});

describe('group deck records', () => {
  const records = [
    { Region: 'North', Price: '€1,080.00' },
    { Region: 'South', Price: '€90.00' },
    { Region: 'North', Price: '€20.00' },
  ];
  const raw = [{ Price: '1080' }, undefined, { Price: '20' }];

  it('makes one deck per value, each row keeping its own raw values and the first row mapped', () => {
    const groups = groupDeckRecords(records, raw, 'region', { Amount: 'Price' });
    expect(groups.map((group) => group.rows.map((row) => row.Price))).toEqual([
      ['€1,080.00', '€20.00'],
      ['€90.00'],
    ]);
    const north = groups[0]?.data ?? {};
    expect(north.Amount).toBe('€1,080.00');
    expect(rawValuesOf(north)).toEqual({ Amount: '1080', Price: '1080' });
    const rows = north.rows as DataRecord[];
    expect(rows.map((row) => rawValuesOf(row))).toEqual([{ Price: '1080' }, { Price: '20' }]);
    expect(rawValuesOf(groups[1]?.data ?? {})).toBeUndefined();
  });

  it("answers groupRows' error for a column the rows lack", () => {
    expect(() => groupDeckRecords(records, raw, 'Country', {})).toThrow(DataError);
  });
});
