import { CsvError } from './csv-error';
import { parseCsv, rowRecord } from './parse-csv';

function failure(action: () => unknown): CsvError {
  try {
    action();
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('expected a CsvError');
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseCsv', () => {
  it('reads a header row and data rows', () => {
    const table = parseCsv('name,email\nAda,ada@example.com\nGrace,grace@example.com\n');
    expect(table.headers).toEqual(['name', 'email']);
    expect(table.rows).toEqual([
      ['Ada', 'ada@example.com'],
      ['Grace', 'grace@example.com'],
    ]);
    expect(table.rowLines).toEqual([2, 3]);
    expect(rowRecord(table, 1)).toEqual({ name: 'Grace', email: 'grace@example.com' });
  });

  it('accepts UTF-8 bytes with or without a BOM', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('név,város\nÁrpád,東京\n')]);
    expect(parseCsv(withBom).headers).toEqual(['név', 'város']);
    expect(parseCsv(bytes('név\nÁrpád')).rows).toEqual([['Árpád']]);
  });

  it.each([
    [',', 'a,b\n1,2'],
    [';', 'a;b\n1,5;2'],
    ['\t', 'a\tb\n1;5\t2'],
  ])('detects the %j delimiter from the header row', (delimiter, text) => {
    const table = parseCsv(text);
    expect(table.delimiter).toBe(delimiter);
    expect(table.rows[0]).toHaveLength(2);
  });

  it('reads quoted fields with delimiters, escaped quotes and line breaks', () => {
    const table = parseCsv('a,b,c\r\n"x, y","say ""hi""","line 1\r\nline 2"\r\n5" screen,,last\r\n');
    expect(table.rows).toEqual([
      ['x, y', 'say "hi"', 'line 1\r\nline 2'],
      ['5" screen', '', 'last'],
    ]);
    expect(table.rowLines).toEqual([2, 4]);
  });

  it('trims headers and skips blank lines', () => {
    expect(parseCsv('\n first , second \n\n1,2\n\n').headers).toEqual(['first', 'second']);
  });

  it('reports ragged rows with their line number', () => {
    const error = failure(() => parseCsv('a,b\n1,2\n"multi\nline",2,3\n'));
    expect([error.code, error.line]).toEqual(['ragged_row', 3]);
    expect(error.message).toBe('Line 3: This row has 3 fields but the header row has 2.');
  });

  it.each([
    ['empty headers', 'a,,c\n1,2,3', 'empty_header', 1],
    ['duplicate headers (ignoring case)', 'Name,email,NAME\n1,2,3', 'duplicate_header', 1],
    ['an unterminated quote', 'a,b\n1,"open\n2,3', 'unterminated_quote', 2],
    ['text after a closing quote', 'a,b\n"x"y,2', 'invalid_quote', 2],
  ])('rejects %s', (_label, text, code, line) => {
    const error = failure(() => parseCsv(text));
    expect([error.code, error.line]).toEqual([code, line]);
  });

  it('rejects an empty file and a file without data rows', () => {
    expect(failure(() => parseCsv('')).code).toBe('empty');
    expect(failure(() => parseCsv('a,b\n')).code).toBe('no_rows');
  });

  it('rejects invalid UTF-8 in a file chosen as UTF-8 with the line of the first bad byte', () => {
    const latin1 = new Uint8Array([...bytes('name\nok\nM'), 0xfc, ...bytes('ller\n')]);
    const error = failure(() => parseCsv(latin1, { encoding: 'utf-8' }));
    expect([error.code, error.line]).toEqual(['invalid_encoding', 3]);
    expect(error.message).toContain('choose that encoding');
    const surrogate = new Uint8Array([0x61, 0xed, 0xa0, 0x80]);
    expect(failure(() => parseCsv(surrogate, { encoding: 'utf-8' })).code).toBe('invalid_encoding');
  });

  it('allows at most 10,000 data rows', () => {
    const rows = (count: number) => `n\n${Array.from({ length: count }, (_, index) => index).join('\n')}`;
    expect(parseCsv(rows(10_000)).rows).toHaveLength(10_000);
    const error = failure(() => parseCsv(rows(10_001)));
    expect([error.code, error.line]).toEqual(['too_many_rows', 10_002]);
  });
});
