import { DataError } from './data-record';
import { groupRows } from './group-rows';

const rows = [
  { Region: 'North', product: 'Tea', price: '3' },
  { Region: 'South', product: 'Coffee', price: '4' },
  { Region: 'North', product: 'Cake', price: '5' },
];

describe('groupRows', () => {
  it('makes one record per value in order of first appearance, fields from the first row', () => {
    const groups = groupRows(rows, 'Region');
    expect(groups.map((group) => [group['Region'], group['product']])).toEqual([
      ['North', 'Tea'],
      ['South', 'Coffee'],
    ]);
  });

  it('lists every row of the group, all columns, in their order', () => {
    const [north] = groupRows(rows, 'Region');
    expect(north['rows']).toEqual([rows[0], rows[2]]);
  });

  it('matches the column case-insensitively, ignoring surrounding spaces', () => {
    expect(groupRows(rows, ' region ')).toHaveLength(2);
  });

  it('refuses a column the CSV does not have', () => {
    expect(() => groupRows(rows, 'country')).toThrow(
      new DataError('no_column', 'The CSV file has no column named "country".'),
    );
  });

  it('groups values that differ only by surrounding spaces, but not values that differ in case', () => {
    const groups = groupRows(
      [{ r: 'North' }, { r: 'north ' }, { r: ' North ' }, { r: 'north' }, { r: ' ' }, { r: '' }],
      'r',
    );
    expect(groups.map((group) => [group['r'], (group['rows'] as unknown[]).length])).toEqual([
      ['North', 2],
      ['north ', 2],
      [' ', 2],
    ]);
  });

  it('keeps rows with an empty value together as one group', () => {
    const groups = groupRows([{ a: '' }, { a: 'x' }, { a: '' }], 'a');
    expect(groups.map((group) => (group['rows'] as unknown[]).length)).toEqual([2, 1]);
  });

  it('refuses a group longer than a list may be, naming the row, the value and the column', () => {
    const rows = [{ r: 'South' }, ...Array.from({ length: 4 }, () => ({ r: 'North' }))];
    expect(groupRows(rows, 'R', { maxListItems: 4 })).toHaveLength(2);
    const error = (() => {
      try {
        groupRows([...rows, { r: ' North' }], 'R', { maxListItems: 4 });
      } catch (thrown) {
        return thrown as DataError;
      }
      throw new Error('no error');
    })();
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('too_many');
    expect(error.message).toBe(
      'Data row 6: the group "North" of column "r" has more than 4 rows; a group may hold at most 4. ' +
        'Split the file, or group by a column with more values.',
    );
  });
});
