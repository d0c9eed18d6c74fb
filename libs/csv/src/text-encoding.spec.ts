import { CsvError } from './csv-error';
import { parseCsv, parseCsvStream } from './parse-csv';
import { DETECT_BYTES, detectEncoding } from './text-encoding';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Windows-1252 as Excel on Windows saves "CSV": the characters used here are all in its table. */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { '€': 0x80, '’': 0x92, '–': 0x96 };
  return Uint8Array.from([...text].map((char) => high[char] ?? char.charCodeAt(0)));
}

function utf16(text: string, littleEndian: boolean, bom = true): Uint8Array {
  const units = [...(bom ? [0xfeff] : []), ...Array.from(text, (_c, i) => text.charCodeAt(i))];
  const bytes = new Uint8Array(2 * units.length);
  units.forEach((unit, index) => new DataView(bytes.buffer).setUint16(2 * index, unit, littleEndian));
  return bytes;
}

async function* inPieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

const OFFER = 'Name;Company;Price\nRenée Müller;Café Olé;€1.080,00\nJosé Núñez;L’Atelier – Paris;€99\n';

describe('data file encodings', () => {
  it('reads a Windows-1252 export (Excel "CSV" on Windows) and says it guessed, with a line that shows it', () => {
    const table = parseCsv(windows1252(OFFER));
    expect(table.rows).toEqual([
      ['Renée Müller', 'Café Olé', '€1.080,00'],
      ['José Núñez', 'L’Atelier – Paris', '€99'],
    ]);
    expect(table.delimiter).toBe(';');
    expect(table.encoding).toEqual({
      name: 'windows-1252',
      evidence: 'guessed',
      sample: 'Renée Müller;Café Olé;€1.080,00',
    });
  });

  it('reads ISO-8859-1 when chosen: 0x80-0x9F are its control codes, not Windows-1252 punctuation', () => {
    const bytes = windows1252('Name\nCafé €\n');
    expect(parseCsv(bytes).rows).toEqual([['Café €']]);
    const latin1 = parseCsv(bytes, { encoding: 'iso-8859-1' });
    expect(latin1.rows).toEqual([['Café \u0080']]);
    expect(latin1.encoding.evidence).toBe('chosen');
  });

  it.each([
    ['little-endian with BOM', utf16(OFFER, true), 'utf-16le', 'bom'],
    ['big-endian with BOM', utf16(OFFER, false), 'utf-16be', 'bom'],
    ['little-endian without BOM', utf16(OFFER, true, false), 'utf-16le', 'guessed'],
    ['big-endian without BOM', utf16(OFFER, false, false), 'utf-16be', 'guessed'],
  ])(
    'reads UTF-16 %s (Excel "Unicode text"), whole and in 3-byte pieces',
    async (_label, bytes, name, evidence) => {
      const whole = parseCsv(bytes);
      expect(whole.headers).toEqual(['Name', 'Company', 'Price']);
      expect(whole.rows[1]).toEqual(['José Núñez', 'L’Atelier – Paris', '€99']);
      expect(whole.encoding).toMatchObject({ name, evidence });
      expect(await parseCsvStream(inPieces(bytes, 3))).toEqual(whole);
    },
  );

  it('tells UTF-8 by its bytes, with or without a BOM, and pure ASCII is UTF-8', () => {
    expect(parseCsv(utf8(OFFER)).encoding).toMatchObject({ name: 'utf-8', evidence: 'valid-utf-8' });
    expect(parseCsv(utf8(`\ufeff${OFFER}`)).encoding).toMatchObject({ name: 'utf-8', evidence: 'bom' });
    expect(parseCsv(utf8('a,b\n1,2\n')).encoding).toEqual({ name: 'utf-8', evidence: 'valid-utf-8' });
    // A character cut at the end of the bytes read so far is not a reason to doubt UTF-8.
    expect(detectEncoding(utf8('Name\nZoë').subarray(0, 8), false).name).toBe('utf-8');
    expect(detectEncoding(utf8('Name\nZoë').subarray(0, 8), true).name).toBe('windows-1252');
  });

  it('names the line of a Windows-1252 byte found past the first 64 KB, and reads the file once it is chosen', async () => {
    const ascii = `Name,Note\n${'Ann,plain text here\n'.repeat(Math.ceil(DETECT_BYTES / 20))}`;
    const lines = ascii.split('\n').length;
    const bytes = new Uint8Array([...utf8(ascii), ...windows1252('Zoë,late\n')]);
    for (const read of [async () => parseCsv(bytes), () => parseCsvStream(inPieces(bytes, 4096))]) {
      const error = await read().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CsvError);
      expect([(error as CsvError).code, (error as CsvError).line]).toEqual(['invalid_encoding', lines]);
    }
    const chosen = parseCsv(bytes, { encoding: 'windows-1252' });
    expect(chosen.rows.at(-1)).toEqual(['Zoë', 'late']);
    expect(chosen.encoding).toEqual({ name: 'windows-1252', evidence: 'chosen', sample: undefined });
  });

  it('finds the pipe as a separator', () => {
    const table = parseCsv(utf8('Name|Company\nAda|Analytical, Ltd\n'));
    expect([table.delimiter, table.rows]).toEqual(['|', [['Ada', 'Analytical, Ltd']]]);
  });

  it('refuses a workbook or other binary file sent as CSV instead of reading junk columns', () => {
    const refused = (bytes: Uint8Array) => {
      try {
        parseCsv(bytes);
      } catch (error) {
        if (error instanceof CsvError) return [error.code, error.message];
      }
      return undefined;
    };
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]);
    expect(refused(xlsx)).toEqual([
      'not_text',
      'This file is a spreadsheet workbook, not CSV text. Save the sheet as "CSV UTF-8" and upload that file.',
    ]);
    expect(refused(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a, 0x00, 0xff, 0x01]))?.[0]).toBe('not_text');
  });

  it('takes a Windows-1252 accent at the end of the bytes read so far for what it is, not a cut UTF-8 character', () => {
    expect(detectEncoding(windows1252('Name\nCafé,'), false).name).toBe('windows-1252');
    expect(detectEncoding(windows1252('Name\nCafé'), false).name).toBe('utf-8');
  });
});
