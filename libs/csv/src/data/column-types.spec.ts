import { recordColumns, tableColumns } from './column-types';

describe('tableColumns', () => {
  it('gives each column the type all its non-empty values share', () => {
    const columns = tableColumns(
      ['Company', 'Price', 'Due', 'Contact', 'Renewed', 'Notes'],
      [
        ['Acme', '€1,080.00', '31/01/2027', 'ana@acme.test', 'yes', ''],
        ['Globex', '1.080,50', '2027-02-28', 'bo@globex.test', 'No', ''],
        ['Initech', '12 %', '', '', 'TRUE', ''],
      ],
    );
    expect(columns).toEqual([
      { name: 'Company', type: 'text' },
      { name: 'Price', type: 'number' },
      { name: 'Due', type: 'date' },
      { name: 'Contact', type: 'email' },
      { name: 'Renewed', type: 'boolean' },
      { name: 'Notes', type: 'empty' },
    ]);
  });

  it('falls back to text when the values disagree', () => {
    expect(tableColumns(['Mixed'], [['12'], ['twelve']])).toEqual([{ name: 'Mixed', type: 'text' }]);
    expect(tableColumns(['Id'], [['12'], ['2027-01-01']])).toEqual([{ name: 'Id', type: 'text' }]);
  });

  it('does not take a bare dash, a symbol or a phone-like text for a number', () => {
    expect(tableColumns(['A'], [['-'], ['€']])).toEqual([{ name: 'A', type: 'text' }]);
    expect(tableColumns(['Phone'], [['+44 20 7946 0958 ext 12']])).toEqual([{ name: 'Phone', type: 'text' }]);
  });
});

describe('recordColumns', () => {
  it('lists top-level keys in the order first met with their JSON types', () => {
    expect(
      recordColumns([
        { name: 'Acme', total: 12.5, lines: [{ item: 'A' }] },
        { name: 'Globex', total: 3, active: true, address: { city: 'Lyon' } },
      ]),
    ).toEqual([
      { name: 'name', type: 'text' },
      { name: 'total', type: 'number' },
      { name: 'lines', type: 'list' },
      { name: 'active', type: 'boolean' },
      { name: 'address', type: 'object' },
    ]);
  });
});
