import { describe, expect, it } from 'vitest';
import { mappableColumns } from './dataOptions';

describe('data options', () => {
  const mapping = { region: 'Region', rows: '' };

  it('maps everything for rows, everything but rows for groups, nothing for JSON', () => {
    expect(mappableColumns(mapping, 'csv', null)).toEqual(mapping);
    expect(mappableColumns(mapping, 'csv', 'Region')).toEqual({ region: 'Region' });
    expect(mappableColumns(mapping, 'json', null)).toEqual({});
  });
});
