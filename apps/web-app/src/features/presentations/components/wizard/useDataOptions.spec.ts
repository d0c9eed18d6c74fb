import { describe, expect, it } from 'vitest';
import { applyDataOptions, mappableColumns } from './useDataOptions';

function form(): FormData {
  const data = new FormData();
  data.set('presentation[csv_file]', new File(['x'], 'data.csv'));
  data.set('presentation[data_mapping]', '{}');
  return data;
}

describe('data options', () => {
  const mapping = { region: 'Region', rows: '' };

  it('maps everything for rows, everything but rows for groups, nothing for JSON', () => {
    expect(mappableColumns(mapping, 'csv', null)).toEqual(mapping);
    expect(mappableColumns(mapping, 'csv', 'Region')).toEqual({ region: 'Region' });
    expect(mappableColumns(mapping, 'json', null)).toEqual({});
  });

  it('sends group_by, the locale and the mapping without rows for a grouped CSV', () => {
    const sent = applyDataOptions(form(), { groupBy: 'Region', locale: 'de-DE' }, 'csv', mapping);
    expect(sent.get('presentation[group_by]')).toBe('Region');
    expect(sent.get('presentation[locale]')).toBe('de-DE');
    expect(sent.get('presentation[data_mapping]')).toBe('{"region":"Region"}');
  });

  it('sends the output as one formats field per format, PowerPoint by default', () => {
    const plain = applyDataOptions(form(), { groupBy: null, locale: 'en-US' }, 'csv', mapping);
    expect(plain.getAll('presentation[formats]')).toEqual(['pptx']);
    const both = applyDataOptions(form(), { groupBy: null, locale: 'en-US', output: 'both' }, 'csv', mapping);
    expect(both.getAll('presentation[formats]')).toEqual(['pptx', 'pdf']);
    const pdf = applyDataOptions(form(), { groupBy: null, locale: 'en-US', output: 'pdf' }, 'csv', mapping);
    expect(pdf.getAll('presentation[formats]')).toEqual(['pdf']);
  });

  it('sends a JSON file as data_file without a mapping or grouping', () => {
    const sent = applyDataOptions(form(), { groupBy: 'Region', locale: 'en-US' }, 'json', mapping);
    expect(sent.has('presentation[csv_file]')).toBe(false);
    expect(sent.get('presentation[data_file]')).toBeInstanceOf(File);
    expect(sent.has('presentation[data_mapping]')).toBe(false);
    expect(sent.has('presentation[group_by]')).toBe(false);
  });
});
