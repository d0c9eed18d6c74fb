import { quoteIdent, serviceTables } from './schema';

describe('serviceTables', () => {
  const prefix = process.env['DECKMILL_SCHEMA_PREFIX'] ?? '';

  it("quotes each table inside the service's schema, prefix included", () => {
    const tables = serviceTables('generation', ['batches', 'batch_rows']);
    expect(tables).toEqual({
      batches: `"${prefix}generation"."batches"`,
      batch_rows: `"${prefix}generation"."batch_rows"`,
    });
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => serviceTables('Generation-2', ['batches'])).toThrow('Invalid schema name');
  });
});

describe('quoteIdent', () => {
  it('doubles quotes inside the name', () => {
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });
});
