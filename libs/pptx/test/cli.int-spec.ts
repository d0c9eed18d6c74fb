import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { utils, write } from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { fixtureNames, FIXTURE_DIR, injectPlaceholders, readFixture } from './support/fixtures';
import { drawingText } from './support/xml-checks';

const BIN = path.resolve(__dirname, '../../../tools/bin/deckmill.cjs');
const run = promisify(execFile);

interface CliResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A generous bound, never a wait: a run that converts with LibreOffice shares CI's two cores with other suites. */
const CLI_TIMEOUT_MS = 150_000;

async function deckmill(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { timeout: CLI_TIMEOUT_MS });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const work = { dir: '' };

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-cli-'));
  const injected = injectPlaceholders(readFixture('automizer-TextReplace.pptx'));
  await writeFile(path.join(work.dir, 'template.pptx'), injected.bytes);
  await writeFile(
    path.join(work.dir, 'rows.csv'),
    '\uFEFFreplace;by;Tag0;client\r\nHello;World;First;Acme\r\n"Multi\nline";x;Second;Acme\r\n',
  );
  await writeFile(path.join(work.dir, 'map.json'), JSON.stringify({ replacement: 'client', tag0: 'Tag0' }));
  await writeFile(path.join(work.dir, 'client-map.json'), JSON.stringify({ replacement: 'client' }));
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

describe('deckmill inspect', () => {
  it('lists placeholders and where they occur, as text and JSON', async () => {
    const template = path.join(
      FIXTURE_DIR,
      fixtureNames().find((name) => name.includes('TextReplace.')) ?? '',
    );
    const text = await deckmill('inspect', template);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('5 placeholder(s) in 2 slide(s)');
    expect(text.stdout).toMatch(/bullet1\s+slide 2 \(slide\)/);
    const json = await deckmill('inspect', template, '--json');
    const parsed = JSON.parse(json.stdout) as { slideCount: number; placeholders: Array<{ name: string }> };
    expect(parsed.slideCount).toBe(2);
    expect(parsed.placeholders.map((placeholder) => placeholder.name)).toEqual([
      'replace',
      'by',
      'replacement',
      'bullet1',
      'bullet2',
    ]);
  });

  it('fails with status 1 and a readable message on a file that is not a presentation', async () => {
    const result = await deckmill('inspect', path.join(work.dir, 'rows.csv'));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('deckmill: This file is not a PowerPoint presentation (.pptx).\n');
  });
});

describe('deckmill generate', () => {
  it('writes one deck per row into a ZIP named by the pattern, with a summary', async () => {
    const out = path.join(work.dir, 'all.zip');
    const result = await deckmill(
      'generate',
      '--template',
      path.join(work.dir, 'template.pptx'),
      '--csv',
      path.join(work.dir, 'rows.csv'),
      '--map',
      path.join(work.dir, 'map.json'),
      '--out',
      out,
      '--name',
      '{{client}} - {{row}}.pptx',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^Generated 2 deck\(s\) in [\d.]+ s\.\nRows with missing values: 2\n {2}row 1: /,
    );
    const decks = unzipSync(await readFile(out));
    expect(Object.keys(decks)).toEqual(['Acme - 1.pptx', 'Acme - 2.pptx']);
    const slide = strFromU8(unzipSync(decks['Acme - 2.pptx'])['ppt/slides/slide1.xml']);
    expect(drawingText(slide)).toContain('Multi\nline');
    expect(drawingText(slide)).toContain('Acme');
  });

  it('reads a Windows-1252 CSV (Excel "CSV" on Windows), says it guessed, and takes --encoding', async () => {
    const latin = Buffer.from('replace;client\r\nRenée Müller;Café Olé\r\n', 'latin1');
    await writeFile(path.join(work.dir, 'excel.csv'), latin);
    const generate = (...extra: string[]) =>
      deckmill(
        'generate',
        ...['--template', path.join(work.dir, 'template.pptx'), '--csv', path.join(work.dir, 'excel.csv')],
        ...[
          '--map',
          path.join(work.dir, 'client-map.json'),
          '--out-dir',
          path.join(work.dir, 'excel'),
          ...extra,
        ],
      );
    const guessed = await generate();
    expect(guessed.status).toBe(0);
    expect(guessed.stderr).toContain(
      'deckmill: read excel.csv as Windows-1252 (Western European) (its line "Renée Müller;Café Olé"); ' +
        'if that looks wrong, give --encoding',
    );
    const deck = unzipSync(await readFile(path.join(work.dir, 'excel', 'deck-1.pptx')));
    const text = drawingText(strFromU8(deck['ppt/slides/slide1.xml']));
    expect(text).toContain('Renée Müller');
    expect(text).toContain('Café Olé');
    const chosen = await generate('--encoding', 'windows-1252');
    expect([chosen.status, chosen.stderr.includes('read excel.csv as')]).toEqual([0, false]);
  });

  it('reads an .xlsx workbook: the sheet chosen, formats as shown, hidden rows left out', async () => {
    const offers = utils.aoa_to_sheet([
      ['replace', 'client'],
      ['Renewal', 1080],
      ['Hidden', 5],
    ]);
    offers['B2'].z = '"€"#,##0.00';
    offers['!rows'] = [undefined, undefined, { hidden: true }] as never;
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Note'], ['not this one']]), 'Notes');
    utils.book_append_sheet(book, offers, 'Offers');
    const bytes = write(book, { type: 'buffer', bookType: 'xlsx', cellStyles: true }) as Buffer;
    await writeFile(path.join(work.dir, 'offers.xlsx'), bytes);
    const result = await deckmill(
      ...['generate', '--template', path.join(work.dir, 'template.pptx')],
      ...['--data', path.join(work.dir, 'offers.xlsx'), '--sheet', 'offers'],
      ...['--map', path.join(work.dir, 'client-map.json'), '--out-dir', path.join(work.dir, 'from-excel')],
    );
    expect({ status: result.status, stderr: result.stderr }).toEqual({
      status: 0,
      stderr: expect.stringContaining(
        'deckmill: read the sheet "Offers" of offers.xlsx. 1 hidden row was left out.',
      ),
    });
    expect(await readdir(path.join(work.dir, 'from-excel'))).toEqual(['deck-1.pptx']);
    const deck = unzipSync(await readFile(path.join(work.dir, 'from-excel', 'deck-1.pptx')));
    expect(drawingText(strFromU8(deck['ppt/slides/slide1.xml']))).toContain('€1,080.00');

    const wrong = await deckmill(
      ...['generate', '--template', path.join(work.dir, 'template.pptx')],
      ...[
        '--data',
        path.join(work.dir, 'offers.xlsx'),
        '--sheet',
        'Q4',
        '--out',
        path.join(work.dir, 'q4.zip'),
      ],
    );
    expect([wrong.status, wrong.stderr]).toEqual([
      1,
      'deckmill: The workbook has no sheet named "Q4". Its sheets: "Notes", "Offers".\n',
    ]);
  }, 120_000);

  it('writes decks into a directory', async () => {
    const outDir = path.join(work.dir, 'decks');
    const result = await deckmill(
      'generate',
      '--template',
      path.join(work.dir, 'template.pptx'),
      '--csv',
      path.join(work.dir, 'rows.csv'),
      '--out-dir',
      outDir,
    );
    expect(result.status).toBe(0);
    expect((await readdir(outDir)).sort()).toEqual(['deck-1.pptx', 'deck-2.pptx']);
  });

  it(
    'writes each deck’s PDF beside it with --format both, made by the machine’s LibreOffice',
    async () => {
      const outDir = path.join(work.dir, 'with-pdfs');
      const result = await deckmill(
        'generate',
        '--template',
        path.join(work.dir, 'template.pptx'),
        '--csv',
        path.join(work.dir, 'rows.csv'),
        '--out-dir',
        outDir,
        '--format',
        'both',
      );
      expect(result.status).toBe(0);
      expect((await readdir(outDir)).sort()).toEqual([
        'deck-1.pdf',
        'deck-1.pptx',
        'deck-2.pdf',
        'deck-2.pptx',
      ]);
      const pdf = await readFile(path.join(outDir, 'deck-1.pdf'));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const unknown = await deckmill('generate', '--format', 'docx');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toContain('Unknown --format "docx" (use pptx, pdf or both).');
    },
    2 * CLI_TIMEOUT_MS,
  );

  it.each([
    [
      'a ragged CSV',
      'a,b\n1\n',
      [],
      1,
      'deckmill: Line 2: This row has 1 fields but the header row has 2.\n',
    ],
    [
      'a CSV said to be UTF-8 that is not',
      Buffer.from([0x61, 0x0a, 0xfc, 0x0a]),
      ['--encoding', 'utf-8'],
      1,
      'deckmill: Line 2: The file is not valid UTF-8',
    ],
    ['an encoding it does not know', 'a\n1\n', ['--encoding', 'ebcdic'], 2, 'Unknown --encoding "ebcdic"'],
  ])('fails on %s', async (_label, csv, extra, status, message) => {
    const file = path.join(work.dir, 'bad.csv');
    await writeFile(file, csv);
    const result = await deckmill(
      'generate',
      '--template',
      path.join(work.dir, 'template.pptx'),
      '--csv',
      file,
      '--out',
      path.join(work.dir, 'x.zip'),
      ...extra,
    );
    expect(result.status).toBe(status);
    expect(result.stderr).toContain(message);
  });

  it.each([
    ['generate', '--help'],
    ['preflight', 'deck.pptx', '-h'],
    ['inspect', '--help'],
  ])('answers %s %s with the usage and status 0', async (...args) => {
    const result = await deckmill(...args);
    expect([result.status, result.stdout]).toEqual([0, expect.stringContaining('Usage:')]);
  });

  it('fails with status 2 and the usage on a bad command line', async () => {
    const result = await deckmill('generate', '--csv', 'rows.csv');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Give exactly one of --out <file.zip> or --out-dir <dir>.');
    expect(result.stderr).toContain('Usage:');
  });
});
