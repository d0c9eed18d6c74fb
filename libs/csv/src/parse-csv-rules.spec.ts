import { CsvError } from './csv-error';
import { parseCsv } from './parse-csv';

// The rules csv-parse would apply differently on its own (its defaults, or its line count), held by our layer.
function failure(action: () => unknown): CsvError {
  try {
    action();
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('expected a CsvError');
}

const outcome = (text: string) => [failure(() => parseCsv(text)).code, failure(() => parseCsv(text)).line];

describe('parseCsv on csv-parse', () => {
  describe('quotes inside fields', () => {
    it('keeps a quote inside an unquoted field as typed', () => {
      expect(parseCsv('size,note\n5" screen, "x" y\n').rows).toEqual([['5" screen', ' "x" y']]);
    });

    it('reads quoted fields that start or end with an escaped quote', () => {
      const table = parseCsv('a,b\n"""x""",""""\n"""",""""""\n');
      expect(table.rows).toEqual([
        ['"x"', '"'],
        ['"', '""'],
      ]);
    });

    it.each([
      ['text after the closing quote', 'a,b\n1,"x"y\n', 2],
      ['a space after the closing quote', 'a,b\n1,"x" \n', 2],
      ['an escaped quote then text', 'a,b\n"""x"y,2\n', 2],
      ['on the closing line of a multi-line field', 'a,b\r\n1,"x\r\ny\r\nz"!\r\n', 4],
      ['after a CRLF-wrapped field earlier in the file', 'a,b\r\n"1\r\n2",3\r\n"4"5,6\r\n', 4],
    ])('refuses %s, with its line', (_label, text, line) => {
      const error = failure(() => parseCsv(text));
      expect([error.code, error.line]).toEqual(['invalid_quote', line]);
      expect(error.message).toBe(
        `Line ${line}: Text follows a closing quote; put the whole field in quotes.`,
      );
    });
  });

  describe('line endings', () => {
    it('reads CRLF, CR and LF, mixed in one file, with the lines they end', () => {
      const table = parseCsv('a,b\r\n1,2\r3,4\n5,"6\r\nsix"\r7,8');
      expect(table.rows).toEqual([
        ['1', '2'],
        ['3', '4'],
        ['5', '6\r\nsix'],
        ['7', '8'],
      ]);
      expect(table.rowLines).toEqual([2, 3, 4, 6]);
    });
  });

  describe('blank lines', () => {
    it('skips empty, space-only and "" lines anywhere, keeping the lines of the rows', () => {
      const table = parseCsv('\r\n  \n""\na,b\n\n \t\n1,2\n""\n\r\n3,4\n\n\n');
      expect(table.headers).toEqual(['a', 'b']);
      expect(table.rows).toEqual([
        ['1', '2'],
        ['3', '4'],
      ]);
      expect(table.rowLines).toEqual([7, 10]);
    });

    it('skips many blank lines between rows', () => {
      const blanks = ' \n'.repeat(2_000);
      const table = parseCsv(`a,b\n${blanks}1,2\n${blanks}3,4\n`);
      expect(table.rowLines).toEqual([2_002, 4_003]);
    });

    it('skips lines of any whitespace trim() removes, quoted line breaks included, keeping the lines', () => {
      const table = parseCsv('a,b\n\u00a0\u3000\n1,2\n"\r\n"\n\ufeff\t\n"\u2028 "\n3,4\n');
      expect(table.rows).toEqual([
        ['1', '2'],
        ['3', '4'],
      ]);
      expect(table.rowLines).toEqual([3, 8]);
    });

    it('reads a file of many pieces (csv-parse gets ~256 KB at a time) with the line of every row', () => {
      // Every 7th row holds a quoted line break, every row but each 3rd is followed by a blank line.
      const value = (index: number) =>
        index % 7 === 0 ? `"multi\r\nline ${'x'.repeat(40)}"` : 'x'.repeat(60);
      const rows = Array.from(
        { length: 9_000 },
        (_, index) => `${index},${value(index)}\n${index % 3 ? ' \n' : ''}`,
      );
      const text = `n,v\n${rows.join('')}`;
      expect(text.length).toBeGreaterThan(2 * 256 * 1024);
      let line = 2;
      const lines = rows.map((_, index) => {
        const start = line;
        line += 1 + (index % 7 === 0 ? 1 : 0) + (index % 3 ? 1 : 0);
        return start;
      });
      const table = parseCsv(text);
      expect(table.rows.map(([n]) => n)).toEqual(rows.map((_, index) => String(index)));
      expect(table.rowLines).toEqual(lines);
    });

    it('reads a row of empty fields as a row, not a blank line', () => {
      expect(parseCsv('a,b\n,\n , \n').rows).toEqual([
        ['', ''],
        [' ', ' '],
      ]);
    });

    it('reads a line of tabs in a tab-separated file as fields', () => {
      expect(outcome('a\tb\n1\t2\n\t\t\n')).toEqual(['ragged_row', 3]);
    });
  });

  describe('ragged rows', () => {
    it.each([
      ['too few fields', 'a,b,c\n1,2,3\n4,5\n', 3, 2],
      ['too many fields', 'a,b\n1,2\n3,4,5\n', 3, 3],
      ['one field after blank lines', 'a,b\n\n \n1\n', 4, 1],
      ['after a multi-line field', 'a,b\r\n"1\r\n2",3\r\n4\r\n', 4, 1],
    ])('refuses a row with %s, with its line', (_label, text, line, fields) => {
      const error = failure(() => parseCsv(text));
      expect([error.code, error.line]).toEqual(['ragged_row', line]);
      expect(error.message).toContain(`This row has ${fields} fields`);
    });

    it('refuses a header row after a blank first line when a row does not match it', () => {
      expect(outcome(' \na,b\n1\n')).toEqual(['ragged_row', 3]);
    });
  });

  describe('unclosed quotes', () => {
    it.each([
      ['opening a row', 'a,b\n"1,2\n3,4\n', 2],
      ['in a later field', 'a,b\n1,2\n3,"4\n', 3],
      ['after a CRLF-wrapped field', 'a,b\r\n"1\r\n2",x\r\n3,"4\r\n', 4],
      ['after empty lines', 'a,b\n1,2\n\n\n"3,4', 5],
      ['in the header', 'a,"b\n1,2\n', 1],
    ])('reports the line of the quote %s', (_label, text, line) => {
      const error = failure(() => parseCsv(text));
      expect([error.code, error.line]).toEqual(['unterminated_quote', line]);
      expect(error.message).toBe(`Line ${line}: A quoted field is never closed.`);
    });

    it('reports what comes before the unclosed quote first', () => {
      expect(outcome('a,b\n1\n2,"3\n')).toEqual(['ragged_row', 2]);
      expect(outcome('a,b\n"1"x,"2\n')).toEqual(['invalid_quote', 2]);
      expect(outcome('a,a\n1,"2\n')).toEqual(['duplicate_header', 1]);
    });
  });

  describe('limits', () => {
    it('stops at the row over the limit, blank lines not counted, before reading further', () => {
      const error = failure(() => parseCsv('n\n1\n\n2\n \n3\n"never closed', { maxRows: 2 }));
      expect([error.code, error.line]).toEqual(['too_many_rows', 6]);
      expect(error.message).toBe('Line 6: The file has more than 2 data rows.');
      expect(parseCsv('n\n1\n\n2\n \n', { maxRows: 2 }).rows).toEqual([['1'], ['2']]);
    });
  });

  describe('byte order marks', () => {
    it('drops the BOM of a string, and the doubled BOM some tools write in a file', () => {
      expect(parseCsv('\uFEFFa,b\n1,2').headers).toEqual(['a', 'b']);
      const doubled = new Uint8Array([
        0xef,
        0xbb,
        0xbf,
        0xef,
        0xbb,
        0xbf,
        ...new TextEncoder().encode('"a",b\n1,2'),
      ]);
      expect(parseCsv(doubled).headers).toEqual(['a', 'b']);
    });
  });
});

describe('parseCsv on files made to stall it', () => {
  it('refuses a file of more than 10,000 blank lines at once, naming the line', () => {
    const blanks = '  \n'.repeat(3_000_000);
    const error = failure(() => parseCsv(`name\n${blanks}Ada\n`));
    expect([error.code, error.line]).toEqual(['too_many_blank_lines', 10_002]);
    expect(error.message).toBe('Line 10002: The file has more than 10,000 blank lines.');
  });

  it('still reads a file with some blank lines between rows', () => {
    const table = parseCsv(`name\n${'Ada\n \n""\n'.repeat(500)}`);
    expect(table.rows).toHaveLength(500);
  });

  it('refuses a value no slide can hold, naming its line, row, column and length, at the default limit', () => {
    const long = 'é'.repeat(10_001);
    const error = failure(() => parseCsv(`name,note\nAda,short\n"Bob\nJr",${long}\nCid,x\n`));
    expect([error.code, error.line]).toEqual(['value_too_long', 3]);
    expect(error.message).toBe(
      'Line 3: row 2, column "note": the value is 10,001 characters long; at most 10,000 fit on a slide.',
    );
    expect(parseCsv(`name,note\nAda,${'é'.repeat(10_000)}\n`).rows[0][1]).toHaveLength(10_000);
  });

  it('takes a lower value limit from its options', () => {
    expect(failure(() => parseCsv('name\nAda\nBobby\n', { maxValueChars: 4 })).message).toBe(
      'Line 3: row 2, column "name": the value is 5 characters long; at most 4 fit on a slide.',
    );
  });
});
