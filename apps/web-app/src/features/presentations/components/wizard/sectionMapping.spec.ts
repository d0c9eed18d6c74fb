import { describe, expect, it } from 'vitest';
import type { TemplateSection, TemplateStructure } from '@deckmill/api-contracts';
import type { DataPreview } from './dataPreview';
import { mappableSections, sectionMapping, unmappedSectionFields } from './sectionMapping';

function section(name: string, fields: string[], extra: Partial<TemplateSection> = {}): TemplateSection {
  return {
    name,
    inverted: false,
    kind: 'table-rows',
    slide: 1,
    tags: fields.map((path) => ({ path, filters: [] })),
    sections: [],
    ...extra,
  };
}

const CSV: DataPreview = {
  format: 'csv',
  headers: ['Region', 'Product', 'Amount'],
  rows: [['North', 'Tea', '12']],
  totalRows: 1,
  records: [{ Region: 'North', Product: 'Tea', Amount: '12' }],
};
const JSON_DATA: DataPreview = {
  format: 'json',
  headers: ['region', 'lines'],
  rows: [['North', '2 items']],
  totalRows: 1,
  lists: [{ name: 'lines', keys: ['product', 'price'], firstItem: ['Tea', '2'] }],
  records: [{ region: 'North' }],
};

describe('mappableSections', () => {
  const structure: TemplateStructure = {
    tags: [{ path: 'region', filters: [] }],
    sections: [
      section('rows', ['item', 'amount']),
      section('Rows', ['Item', 'note']),
      section('rows', ['hidden'], { inverted: true }),
    ],
  };

  it("maps a grouped CSV's rows over its columns, each field once, row 1 for the hint", () => {
    expect(mappableSections(structure, CSV, 'Region')).toEqual([
      {
        name: 'rows',
        opener: '{{#rows}}',
        fields: ['item', 'amount', 'note'],
        keys: ['Region', 'Product', 'Amount'],
        firstItem: ['North', 'Tea', '12'],
      },
    ]);
  });

  it('maps nothing for a CSV made one deck per row', () => {
    expect(mappableSections(structure, CSV, null)).toEqual([]);
  });

  it("maps a JSON list's items over their keys and leaves a field only the deck has to be read by name", () => {
    const slide: TemplateStructure = {
      tags: [],
      sections: [
        section('lines', ['name', 'region', 'price'], { kind: 'slide' }),
        section('notes', ['text']),
      ],
    };
    expect(mappableSections(slide, JSON_DATA, null)).toEqual([
      {
        name: 'lines',
        opener: '{{:lines}}',
        fields: ['name', 'price'],
        keys: ['product', 'price'],
        firstItem: ['Tea', '2'],
      },
    ]);
  });
});

describe('mappableSections, fields that must keep reading by name', () => {
  const data: DataPreview = {
    ...JSON_DATA,
    headers: ['region', 'total', 'lines'],
    lists: [{ name: 'lines', keys: ['product', 'subtotal'], firstItem: ['Tea', '2'] }],
  };

  it("maps a chart's fields over its list's keys, opened as the template writes it", () => {
    const chart: TemplateStructure = {
      tags: [],
      sections: [section('lines', ['product', 'price'], { kind: 'chart' })],
    };
    expect(mappableSections(chart, JSON_DATA, null)[0]?.opener).toBe('{{chart:lines}}');
  });

  it('does not ask for a dotted field: one key cannot stand for a nested value', () => {
    const structure: TemplateStructure = {
      tags: [],
      sections: [section('lines', ['product.name', 'product'])],
    };
    expect(mappableSections(structure, data, null)[0]?.fields).toEqual(['product']);
  });

  it("does not put the deck's own field on an item key that merely contains its name", () => {
    const structure: TemplateStructure = { tags: [], sections: [section('lines', ['product', 'total'])] };
    const sections = mappableSections(structure, data, null);
    expect(sections[0]?.fields).toEqual(['product']);
    expect(sectionMapping(sections, {})).toEqual({ lines: { product: 'product' } });
  });
});

describe('sectionMapping', () => {
  const sections = mappableSections(
    { tags: [], sections: [section('rows', ['product', 'cost'])] },
    CSV,
    'Region',
  );

  it('auto-maps by the shared rule and leaves what no column matches unmapped', () => {
    const mapping = sectionMapping(sections, {});
    expect(mapping).toEqual({ rows: { product: 'Product', cost: '' } });
    expect(unmappedSectionFields(mapping)).toEqual(['rows > cost']);
  });

  it("keeps the user's choices while they are columns of the data", () => {
    expect(sectionMapping(sections, { rows: { cost: 'Amount', product: '' } })).toEqual({
      rows: { product: '', cost: 'Amount' },
    });
    expect(sectionMapping(sections, { rows: { product: 'Gone' } })).toEqual({
      rows: { product: 'Product', cost: '' },
    });
  });
});
