import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

async function deckmill(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { timeout: 60_000 });
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

  it('writes each deck’s PDF beside it with --format both, made by the machine’s LibreOffice', async () => {
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
  }, 120_000);

  it.each([
    ['a ragged CSV', 'a,b\n1\n', 1, 'deckmill: Line 2: This row has 1 fields but the header row has 2.\n'],
    [
      'a CSV that is not UTF-8',
      Buffer.from([0x61, 0x0a, 0xfc, 0x0a]),
      1,
      'deckmill: Line 2: The file is not valid UTF-8',
    ],
  ])('fails with status 1 on %s', async (_label, csv, status, message) => {
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
    );
    expect(result.status).toBe(status);
    expect(result.stderr).toContain(message);
  });

  it('fails with status 2 and the usage on a bad command line', async () => {
    const result = await deckmill('generate', '--csv', 'rows.csv');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Give exactly one of --out <file.zip> or --out-dir <dir>.');
    expect(result.stderr).toContain('Usage:');
  });
});
