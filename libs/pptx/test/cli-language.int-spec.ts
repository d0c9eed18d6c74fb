import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { readFixture } from './support/fixtures';
import { addShapes, editDeck, textBox } from './support/inject-text';
import { drawingText } from './support/xml-checks';

// The CLI with the template language: grouped CSV, JSON data, a locale, and inspect's structure.
const BIN = path.resolve(__dirname, '../../../tools/bin/deckmill.cjs');
const run = promisify(execFile);
const work = { dir: '' };

async function deckmill(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      timeout: 60_000,
      cwd: work.dir,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function slideTexts(dir: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const file of (await readdir(dir)).sort()) {
    const parts = unzipSync(await readFile(path.join(dir, file)));
    texts[file] = drawingText(strFromU8(parts['ppt/slides/slide1.xml']));
  }
  return texts;
}

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-cli-language-'));
  const template = editDeck(readFixture('python-pptx-sld-notes.pptx'), {
    'ppt/slides/slide1.xml': addShapes(
      textBox(90, 'Order', [
        'Order for {{company | upper}}',
        '{{#rows}}',
        '{{product}}: {{amount | currency:EUR}}',
        '{{/rows}}',
      ]),
    ),
  });
  await writeFile(path.join(work.dir, 'template.pptx'), template);
  await writeFile(
    path.join(work.dir, 'rows.csv'),
    'company,product,amount\nAcme,Tea,3.5\nBeta,Cake,1234.5\nAcme,Jam,2\n',
  );
  await writeFile(
    path.join(work.dir, 'data.json'),
    JSON.stringify([{ company: 'Gamma', rows: [{ product: 'Pie', amount: 10 }] }]),
  );
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

describe('deckmill generate with the template language', () => {
  it('makes one deck per value of a column, listing the group rows, in the locale', async () => {
    const result = await deckmill(
      'generate',
      '--template',
      'template.pptx',
      '--csv',
      'rows.csv',
      '--group-by',
      'Company',
      '--locale',
      'de-DE',
      '--out-dir',
      'grouped',
      '--name',
      '{{company}}.pptx',
    );
    expect(result.stderr).not.toContain('deckmill:');
    expect(result.stdout).toMatch(/^Generated 2 deck\(s\)/);
    expect(await slideTexts(path.join(work.dir, 'grouped'))).toEqual({
      'Acme.pptx': 'Order for ACME\nTea: 3,50\u00a0€\nJam: 2,00\u00a0€\n',
      'Beta.pptx': 'Order for BETA\nCake: 1.234,50\u00a0€\n',
    });
  });

  it('makes one deck per object of a JSON array', async () => {
    const result = await deckmill(
      'generate',
      '--template',
      'template.pptx',
      '--json',
      'data.json',
      '--out-dir',
      'json',
    );
    expect(result.status).toBe(0);
    expect(await slideTexts(path.join(work.dir, 'json'))).toEqual({
      'deck-1.pptx': 'Order for GAMMA\nPie: €10.00\n',
    });
  });

  it('refuses conflicting data options and bad JSON with clear messages', async () => {
    const both = await deckmill(
      'generate',
      '--template',
      'template.pptx',
      '--csv',
      'rows.csv',
      '--json',
      'data.json',
      '--out-dir',
      'x',
    );
    expect(both.status).toBe(2);
    expect(both.stderr).toContain(
      'Give exactly one of --data <rows.csv|.xlsx|.json>, --csv <rows.csv> or --json <data.json>.',
    );
    await writeFile(path.join(work.dir, 'bad.json'), '{"a":1}');
    const bad = await deckmill(
      'generate',
      '--template',
      'template.pptx',
      '--json',
      'bad.json',
      '--out-dir',
      'x',
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe(
      'deckmill: The JSON file must be a list of objects, one per presentation: [{ "name": "Ann" }, { "name": "Bob" }].\n',
    );
  });
});

describe('deckmill inspect with the template language', () => {
  it('reports tags with filters and sections with their kind, as JSON and text', async () => {
    const json = await deckmill('inspect', 'template.pptx', '--json');
    const parsed = JSON.parse(json.stdout) as { structure: unknown; placeholders: Array<{ name: string }> };
    expect(parsed.placeholders.map((placeholder) => placeholder.name)).toEqual(['company', 'rows']);
    expect(parsed.structure).toEqual({
      tags: [{ path: 'company', filters: ['upper'] }],
      sections: [
        {
          name: 'rows',
          inverted: false,
          kind: 'paragraphs',
          slide: 1,
          tags: [
            { path: 'product', filters: [] },
            { path: 'amount', filters: ['currency:EUR'] },
          ],
          sections: [],
        },
      ],
    });
    const text = await deckmill('inspect', 'template.pptx');
    expect(text.stdout).toContain(
      'Sections:\n  {{#rows}}  (slide 1, paragraphs): product, amount | currency:EUR\n',
    );
  });

  it('fails with status 1 naming the slide and shape of a misused tag', async () => {
    const broken = editDeck(readFixture('python-pptx-sld-notes.pptx'), {
      'ppt/slides/slide2.xml': addShapes(textBox(90, 'Broken', ['{{#open}} never closed'])),
    });
    await writeFile(path.join(work.dir, 'broken.pptx'), broken);
    const result = await deckmill('inspect', 'broken.pptx');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'deckmill: Slide 2, shape "Broken": the section "open" is opened but never closed (in "{{#open}} never closed").\n',
    );
  });
});
