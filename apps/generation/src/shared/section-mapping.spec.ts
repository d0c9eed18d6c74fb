import type { TemplateSection } from '@deckmill/bus-contracts';
import { DataMappingError } from './data-mapping';
import { checkSectionMapping, mappableSections, type ItemFields } from './section-mapping';

function section(name: string, fields: string[], inverted = false): TemplateSection {
  return {
    name,
    inverted,
    kind: 'table-rows',
    slide: 1,
    tags: fields.map((path) => ({ path, filters: [] })),
    sections: [],
  };
}

describe('mappableSections', () => {
  it('joins sections of one name, lists each field once and leaves out inverted sections', () => {
    expect(
      mappableSections([
        section('rows', ['item', 'price']),
        section('Rows', ['Item', 'qty']),
        section('rows', ['ignored'], true),
        section('empty', [], true),
      ]),
    ).toEqual([{ name: 'rows', fields: ['item', 'price', 'qty'] }]);
  });

  it('leaves dotted fields out: they read nested values by name', () => {
    expect(mappableSections([section('lines', ['product.name', 'qty'])])).toEqual([
      { name: 'lines', fields: ['qty'] },
    ]);
  });
});

describe('checkSectionMapping', () => {
  const sections = mappableSections([section('rows', ['item', 'amount'])]);
  const grouped: ItemFields = {
    format: 'csv',
    keysOf: (name) => (name === 'rows' ? ['Product', 'Amount'] : null),
  };

  it('answers the template spelling of section and field to the column as spelt in the CSV', () => {
    expect(checkSectionMapping({ ROWS: { Item: 'product', amount: 'Amount' } }, sections, grouped)).toEqual({
      rows: { item: 'Product', amount: 'Amount' },
    });
  });

  it('keeps fields left out of a section to match by name', () => {
    expect(checkSectionMapping({ rows: { item: 'Product' } }, sections, grouped)).toEqual({
      rows: { item: 'Product' },
    });
  });

  it.each([
    ['{"lines":{"item":"Product"}}', 'The template has no section named "lines".'],
    ['{"rows":{"colour":"Product"}}', 'The section "rows" has no field named "colour".'],
    ['{"rows":{"item":"Colour"}}', 'The CSV file has no column named "Colour".'],
    ['{"rows":{"item":"","amount":" "}}', 'Map every field inside "rows" to a column: "item", "amount".'],
  ])('refuses %s', (text, message) => {
    const posted = JSON.parse(text) as Record<string, Record<string, string>>;
    expect(() => checkSectionMapping(posted, sections, grouped)).toThrow(DataMappingError);
    expect(() => checkSectionMapping(posted, sections, grouped)).toThrow(message);
  });

  it('refuses a section with no list behind it, worded for the data format', () => {
    const csv: ItemFields = { format: 'csv', keysOf: () => null };
    expect(() => checkSectionMapping({ rows: { item: 'Product' } }, sections, csv)).toThrow(
      'Only the fields inside {{#rows}} of a grouped CSV can be mapped, not those inside "rows".',
    );
    const json: ItemFields = { format: 'json', keysOf: () => null };
    expect(() => checkSectionMapping({ rows: { item: 'Product' } }, sections, json)).toThrow(
      'The data has no list named "rows".',
    );
  });

  it('names a JSON list item key that does not exist', () => {
    const json: ItemFields = { format: 'json', keysOf: () => ['product'] };
    expect(() => checkSectionMapping({ rows: { item: 'title' } }, sections, json)).toThrow(
      'The items of "rows" have no field named "title".',
    );
  });
});
