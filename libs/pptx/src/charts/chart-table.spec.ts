import { buildChartTable, fieldKey } from './chart-table';

describe('buildChartTable', () => {
  it('labels items by `category` and matches series to fields ignoring case, spaces and underscores', () => {
    const notes: string[] = [];
    const table = buildChartTable(
      'sales',
      [
        { Revenue: 10, category: 'Jan', NET_profit: '2.5' },
        { Revenue: '12', category: 'Feb', NET_profit: -1 },
      ],
      ['revenue', 'Net profit'],
      false,
      notes,
    );
    expect(table).toEqual({
      labelField: 'category',
      xField: 'category',
      labels: ['Jan', 'Feb'],
      xValues: [],
      series: [
        [10, 12],
        [2.5, -1],
      ],
    });
    expect(notes).toEqual([]);
    expect(fieldKey('Net profit')).toBe(fieldKey('net_profit'));
  });

  it('labels by the first field without a `category`', () => {
    const table = buildChartTable('s', [{ month: 'Jan', a: 1 }], ['a'], false, []);
    expect([table.labelField, table.labels]).toEqual(['month', ['Jan']]);
  });

  it('leaves values that are no numbers empty and notes each, up to a few per chart', () => {
    const notes: string[] = [];
    const items = [
      { category: 'a', revenue: 1 },
      { category: 'b', revenue: '' },
      { category: 'c', revenue: 'n/a' },
    ];
    const table = buildChartTable('sales', items, ['Revenue'], false, notes);
    expect(table.series).toEqual([[1, null, null]]);
    expect(notes).toEqual([
      'Chart "sales": "n/a" in item 3\'s "revenue" is not a number; the point was left empty.',
    ]);
    const many: string[] = [];
    buildChartTable(
      's',
      Array.from({ length: 8 }, () => ({ category: 'x', v: 'bad' })),
      ['v'],
      false,
      many,
    );
    expect(many).toHaveLength(6);
    expect(many[5]).toBe('Chart "s": 3 more values are not numbers; their points were left empty.');
  });

  it('notes fields without a series and series without a field (kept, empty)', () => {
    const notes: string[] = [];
    const table = buildChartTable(
      'sales',
      [{ category: 'a', revenue: 1, margin: 3 }],
      ['Revenue', 'Cost'],
      false,
      notes,
    );
    expect(table.series).toEqual([[1], null]);
    expect(notes).toEqual([
      'Chart "sales": no field matches the series "Cost"; it was left empty.',
      'Chart "sales": no series matches the field "margin".',
    ]);
  });

  it('plots scatter series against `x`, else against the labels read as numbers, else 1, 2, 3', () => {
    const withX = buildChartTable(
      'p',
      [
        { x: '2', y: 5 },
        { x: 4, y: 6 },
      ],
      ['Y'],
      true,
      [],
    );
    expect([withX.xField, withX.xValues]).toEqual(['x', [2, 4]]);
    expect(withX.series).toEqual([[5, 6]]);
    const byLabel = buildChartTable(
      'p',
      [
        { year: 2020, y: 5 },
        { year: 'later', y: 6 },
      ],
      ['y'],
      true,
      [],
    );
    expect(byLabel.xValues).toEqual([2020, 2]);
  });

  it('reads an empty list as no categories', () => {
    expect(buildChartTable('s', [], ['a'], false, [])).toEqual({
      labelField: 'category',
      xField: 'category',
      labels: [],
      xValues: [],
      series: [[]],
    });
  });
});
