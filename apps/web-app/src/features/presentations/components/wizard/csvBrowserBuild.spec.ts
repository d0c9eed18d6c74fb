import { afterEach, describe, expect, it, vi } from 'vitest';

// The preview reads the file with @deckmill/csv, which runs csv-parse. A browser has no global Buffer: csv-parse's
// browser build (the Vite alias in tools/vite/aliases.ts) brings its own, its Node build fails as it loads.
describe('@deckmill/csv in the browser', () => {
  const { Buffer } = globalThis;

  afterEach(() => {
    globalThis.Buffer = Buffer;
    vi.resetModules();
  });

  it('reads CSV without Node globals', async () => {
    const bytes = new TextEncoder().encode(
      '\uFEFFName;Note\r\n"Ann";"says ""hi""\r\nagain"\r\n\r\nBob;5" screen\r\n',
    );
    // @ts-expect-error -- taken away for this test only, as a browser has none
    delete globalThis.Buffer;
    vi.resetModules();
    // Loaded afresh after Buffer is gone (a static import would have loaded it before); importActual rather than
    // import(), which the module-boundaries rule reads as lazy-loading the library everywhere.
    const { CsvError, parseCsv } = await vi.importActual<typeof import('@deckmill/csv')>('@deckmill/csv');
    expect(parseCsv(bytes)).toEqual({
      delimiter: ';',
      encoding: { name: 'utf-8', evidence: 'bom' },
      headers: ['Name', 'Note'],
      rows: [
        ['Ann', 'says "hi"\r\nagain'],
        ['Bob', '5" screen'],
      ],
      rowLines: [2, 5],
    });
    const unclosed = new TextEncoder().encode('a,b\n1,"open\n');
    expect(() => parseCsv(unclosed)).toThrow(
      new CsvError('unterminated_quote', 'A quoted field is never closed.', 2),
    );
  });
});
