import { describe, expect, it } from 'vitest';
import { RAW_VALUES_FIELD } from '@deckmill/csv/data';
import type { DataPreview } from './dataPreview';
import { previewRows } from './rowPreviewValues';

const CSV: DataPreview = {
  format: 'csv',
  headers: ['Company', 'Region', 'Item'],
  rows: [],
  totalRows: 3,
  records: [
    { Company: 'Acme', Region: 'North', Item: 'Tea' },
    { Company: 'Acme', Region: 'North', Item: 'Cake' },
    { Company: 'Globex', Region: 'South', Item: 'Jam' },
  ],
};

describe('previewRows', () => {
  it('maps each CSV row as bulk_create does, leaving out placeholders not mapped yet', () => {
    const rows = previewRows(CSV, {
      mapping: { company: 'Company', title: '' },
      groupBy: null,
      sections: {},
    });
    expect(rows?.count).toBe(3);
    expect(rows?.row(3)).toBeUndefined();
    expect(rows?.row(2)).toEqual({
      label: 'Row 3: Globex',
      values: { company: 'Globex', Region: 'South', Item: 'Jam' },
    });
  });

  it('makes one deck per group, its rows in `rows`', () => {
    const rows = previewRows(CSV, {
      mapping: { company: 'Company', rows: '' },
      groupBy: 'region',
      sections: { rows: { product: 'Item', note: '' } },
    });
    expect([rows?.row(0)?.label, rows?.row(1)?.label]).toEqual(['Group 1: North', 'Group 2: South']);
    expect(rows?.count).toBe(2);
    expect(rows?.row(0)?.values).toEqual({
      company: 'Acme',
      Region: 'North',
      Item: 'Tea',
      rows: [
        { Company: 'Acme', Region: 'North', Item: 'Tea', product: 'Tea' },
        { Company: 'Acme', Region: 'North', Item: 'Cake', product: 'Cake' },
      ],
    });
  });

  it("keeps a workbook row's raw values beside its text, mapped as the text is, in rows and groups", () => {
    const sheet: DataPreview = {
      format: 'csv',
      headers: ['Company', 'Price'],
      rows: [],
      totalRows: 2,
      records: [
        { Company: 'Acme', Price: '€1,080.00' },
        { Company: 'Acme', Price: 'n/a' },
      ],
      rawValues: [{ Price: '1080' }, undefined],
    };
    const single = previewRows(sheet, { mapping: { price: 'Price' }, groupBy: null, sections: {} });
    expect(single?.row(0)?.values).toEqual({
      Company: 'Acme',
      price: '€1,080.00',
      [RAW_VALUES_FIELD]: { price: '1080' },
    });
    expect(single?.row(1)?.values).toEqual({ Company: 'Acme', price: 'n/a' });
    const grouped = previewRows(sheet, { mapping: {}, groupBy: 'Company', sections: {} });
    expect(grouped?.row(0)?.values).toEqual({
      Company: 'Acme',
      Price: '€1,080.00',
      [RAW_VALUES_FIELD]: { Price: '1080' },
      rows: [
        { Company: 'Acme', Price: '€1,080.00', [RAW_VALUES_FIELD]: { Price: '1080' } },
        { Company: 'Acme', Price: 'n/a' },
      ],
    });
  });

  it('sends a JSON object whole, nested lists included', () => {
    const item = { name: 'Acme', lines: [{ sku: 'X1' }] };
    const json: DataPreview = {
      format: 'json',
      headers: ['name', 'lines'],
      rows: [],
      totalRows: 1,
      records: [{ name: 'Acme' }],
      items: [item],
    };
    const rows = previewRows(json, { mapping: {}, groupBy: null, sections: { lines: { code: 'sku' } } });
    expect(rows?.count).toBe(1);
    expect(rows?.row(0)).toEqual({
      label: 'Object 1: Acme',
      values: { name: 'Acme', lines: [{ sku: 'X1', code: 'X1' }] },
    });
  });

  it('answers null when the rows cannot be grouped by that column', () => {
    expect(previewRows(CSV, { mapping: {}, groupBy: 'Missing', sections: {} })).toBeNull();
  });
});
