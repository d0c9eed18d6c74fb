import { parseCsv } from '@deckmill/csv';
import { batchRows, firstDecks } from './batch-rows';
import { groupSources, jsonSources, rowSources } from './deck-sources';

const table = parseCsv('Name,Company,Region\nAnn,Acme,North\nBob,Acme,South\nCid,Beta,North\n');

describe('batchRows', () => {
  it('applies the mapping (and keeps the other columns for tags in sections) and a unique name to every row', () => {
    const rows = batchRows(rowSources(table, { person: 'Name' }), {
      pattern: '{{company}}.pptx',
      template: 'T',
    });
    expect(rows.slice(0, 2)).toEqual([
      {
        row: 1,
        values: { Name: 'Ann', Company: 'Acme', Region: 'North', person: 'Ann' },
        fileName: 'Acme.pptx',
      },
      {
        row: 2,
        values: { Name: 'Bob', Company: 'Acme', Region: 'South', person: 'Bob' },
        fileName: 'Acme (2).pptx',
      },
    ]);
  });

  it('makes one deck per group: mapped fields of the first row and every row of the group in rows', () => {
    const sources = groupSources(table, 'region', { area: 'Region', lead: 'Name' });
    const rows = batchRows(sources, { pattern: '{{region}} - {{row}}.pptx', template: 'T' });
    expect(rows).toEqual([
      {
        row: 1,
        values: {
          Name: 'Ann',
          Company: 'Acme',
          Region: 'North',
          area: 'North',
          lead: 'Ann',
          rows: [
            { Name: 'Ann', Company: 'Acme', Region: 'North' },
            { Name: 'Cid', Company: 'Beta', Region: 'North' },
          ],
        },
        fileName: 'North - 1.pptx',
      },
      {
        row: 2,
        values: {
          Name: 'Bob',
          Company: 'Acme',
          Region: 'South',
          area: 'South',
          lead: 'Bob',
          rows: [{ Name: 'Bob', Company: 'Acme', Region: 'South' }],
        },
        fileName: 'South - 2.pptx',
      },
    ]);
  });

  it('keeps a JSON object whole and names the file from its top-level scalars only', () => {
    const items = [{ customer: 'Acme', year: 2026, lines: [{ product: 'Tea' }], address: { city: 'Oslo' } }];
    const rows = batchRows(jsonSources(items), {
      pattern: '{{customer}} {{year}} {{address}}.pptx',
      template: 'T',
    });
    expect(rows).toEqual([{ row: 1, values: items[0], fileName: 'Acme 2026.pptx' }]);
  });
});

describe('firstDecks', () => {
  const decks = rowSources(parseCsv('Name\nAnn\nBob\nCid\n'), { name: 'Name' });

  it('keeps only the first N decks, in order', () => {
    expect(firstDecks(decks, 2).map((deck) => deck.data['name'])).toEqual(['Ann', 'Bob']);
  });

  it('keeps every deck without a limit or with one past the end', () => {
    expect(firstDecks(decks, null)).toHaveLength(3);
    expect(firstDecks(decks, undefined)).toHaveLength(3);
    expect(firstDecks(decks, 10)).toHaveLength(3);
  });
});
