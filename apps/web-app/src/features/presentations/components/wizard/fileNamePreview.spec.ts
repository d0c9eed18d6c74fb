import { describe, expect, it } from 'vitest';
import { firstFileNames } from './fileNamePreview';
import type { TablePreview } from './tablePreview';

const preview: TablePreview = {
  headers: ['Company', 'Region'],
  rows: [],
  totalRows: 4,
  records: [
    { Company: 'Acme', Region: 'North' },
    { Company: 'Globex', Region: 'South' },
    { Company: 'ACME', Region: 'North' },
    { Company: 'Initech', Region: 'East' },
  ],
};

describe('firstFileNames', () => {
  it('names the first three decks as the server will, duplicates numbered', () => {
    expect(firstFileNames(preview, null, '{{Company}}.pptx', 'Offer')).toEqual([
      'Acme.pptx',
      'Globex.pptx',
      'ACME (2).pptx',
    ]);
    expect(firstFileNames(preview, null, '{{template}} - {{row}}.pptx', 'Offer')).toEqual([
      'Offer - 1.pptx',
      'Offer - 2.pptx',
      'Offer - 3.pptx',
    ]);
  });

  it('names a grouped batch’s decks from each group’s first row', () => {
    expect(firstFileNames(preview, 'Region', '{{Region}} - {{Company}}.pptx', 'Offer')).toEqual([
      'North - Acme.pptx',
      'South - Globex.pptx',
      'East - Initech.pptx',
    ]);
  });
});
