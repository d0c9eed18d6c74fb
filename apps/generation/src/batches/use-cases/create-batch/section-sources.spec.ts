import { parseCsv } from '@deckmill/csv';
import { groupSources, jsonSources } from './deck-sources';
import { applySectionMapping, jsonItemKeys } from './section-sources';

describe('applySectionMapping', () => {
  it("fills each grouped row's field from its mapped column, the row's other columns kept", () => {
    const table = parseCsv('Region,Product,Amount\nNorth,Tea,1\nSouth,Coffee,2\nNorth,Cake,3\n');
    const [north] = applySectionMapping(groupSources(table, 'Region', { region: 'Region' }), {
      rows: { item: 'Product' },
    });
    expect(north?.data['rows']).toEqual([
      { Region: 'North', Product: 'Tea', Amount: '1', item: 'Tea' },
      { Region: 'North', Product: 'Cake', Amount: '3', item: 'Cake' },
    ]);
    expect(north?.data['region']).toBe('North');
  });

  it("maps a JSON list's items by key (any case), nested values kept, a missing key empty", () => {
    const sources = jsonSources([
      {
        customer: 'Acme',
        Lines: [{ Title: 'Tea', price: { net: 1 } }, { price: 2 }, 'not an object'],
      },
    ]);
    const [deck] = applySectionMapping(sources, { lines: { product: 'title', cost: 'PRICE' } });
    expect(deck?.data).toEqual({
      customer: 'Acme',
      Lines: [
        { Title: 'Tea', price: { net: 1 }, product: 'Tea', cost: { net: 1 } },
        { price: 2, product: '', cost: 2 },
        'not an object',
      ],
    });
    expect(deck?.fields).toEqual({ customer: 'Acme' });
  });

  it('lets a mapped field win over a key of its own name and follows a dotted section path', () => {
    const sources = jsonSources([{ order: { lines: [{ name: 'old', label: 'new' }] } }]);
    const [deck] = applySectionMapping(sources, { 'order.lines': { name: 'label' } });
    expect(deck?.data).toEqual({ order: { lines: [{ label: 'new', name: 'new' }] } });
  });

  it('leaves decks without the section, and an empty mapping, unchanged', () => {
    const sources = jsonSources([{ title: 'no list' }]);
    expect(applySectionMapping(sources, { lines: { product: 'title' } })).toEqual(sources);
    expect(applySectionMapping(sources, { lines: {} })).toEqual(sources);
  });
});

describe('jsonItemKeys', () => {
  it("gathers the keys of every deck's items in order of first appearance, once each", () => {
    const sources = jsonSources([
      { lines: [{ product: 'Tea' }, { Product: 'Cake', price: 1 }] },
      { lines: { note: 'one object' } },
      { lines: 'text' },
    ]);
    expect(jsonItemKeys(sources, 'Lines')).toEqual(['product', 'price', 'note']);
  });

  it('answers null when no deck holds a list or object there', () => {
    expect(jsonItemKeys(jsonSources([{ lines: 'text' }]), 'lines')).toBeNull();
  });
});

describe('applySectionMapping with hostile names', () => {
  it('keeps a field named __proto__ an own key instead of changing the prototype', () => {
    const sources = jsonSources([{ lines: [{ title: 'Tea' }] }]);
    const [deck] = applySectionMapping(sources, JSON.parse('{"lines":{"__proto__":"title"}}'));
    const [item] = deck?.data['lines'] as Record<string, unknown>[];
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(Object.keys(item ?? {})).toEqual(['title', '__proto__']);
  });
});
