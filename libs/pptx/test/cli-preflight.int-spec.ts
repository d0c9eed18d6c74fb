import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { solidPng } from '@deckmill/testing';
import { buildZip } from './support/build-zip';
import { readFixture } from './support/fixtures';
import { addShapes, editDeck, replaceText, textBox } from './support/inject-text';

const BIN = path.resolve(__dirname, '../../../tools/bin/deckmill.cjs');
const run = promisify(execFile);

async function deckmill(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { timeout: 60_000 });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const work = { dir: '' };
const at = (...parts: string[]) => path.join(work.dir, ...parts);

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-cli-preflight-'));
  const template = editDeck(readFixture('automizer-SlideWithImages.pptx'), {
    'ppt/slides/slide1.xml': (xml) =>
      addShapes(
        textBox(900, 'Company', ['{{company}}']),
        textBox(901, 'City', ['{{city}}'], 100000),
      )(replaceText('descr="picture"', 'descr="{{%logo}}"')(xml)),
  });
  await writeFile(at('template.pptx'), template);
  await writeFile(at('pictures.zip'), buildZip([{ name: 'acme.png', data: solidPng(4, 4, [255, 0, 0]) }]));
  await writeFile(
    at('rows.csv'),
    'company,city,logo\nAcme,Paris,acme.png\nBeta,,acme.png\nGamma,Rome,gamma.png\n',
  );
  await writeFile(at('good.csv'), 'company,city,logo\nAcme,Paris,acme.png\n');
  await writeFile(at('data.json'), JSON.stringify([{ company: 'Acme', logo: 'acme.png' }]));
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

describe('deckmill preflight', () => {
  it('lists each row that needs attention with its reasons, writes nothing and exits 3', async () => {
    const result = await deckmill(
      'preflight',
      at('template.pptx'),
      at('rows.csv'),
      '--images',
      at('pictures.zip'),
    );
    expect(result.status).toBe(3);
    expect(result.stdout).toContain('Checked 3 row(s): 2 need attention.');
    expect(result.stdout).toContain('Row 2 (Beta):\n  [empty value] Slide 1: the value for "city" is empty');
    expect(result.stdout).toMatch(/Row 3 \(Gamma\):\n {2}\[picture\] Image "logo": .*gamma\.png/);
    expect(result.stdout).not.toContain('Row 1 ');
    expect((await readdir(work.dir)).sort()).toEqual(
      ['good.csv', 'data.json', 'pictures.zip', 'rows.csv', 'template.pptx'].sort(),
    );
  });

  it('says all rows look good and exits 0 when none needs attention', async () => {
    const result = await deckmill(
      'preflight',
      at('template.pptx'),
      at('good.csv'),
      '--images',
      at('pictures.zip'),
    );
    expect([result.status, result.stdout]).toEqual([0, 'All 1 row(s) look good.\n']);
  });

  it('prints the API’s JSON with --json, reporting a field no object has once for the template', async () => {
    const result = await deckmill(
      'preflight',
      at('template.pptx'),
      at('data.json'),
      '--images',
      at('pictures.zip'),
      '--json',
    );
    expect(result.status).toBe(3);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ rows_checked: 1, rows_total: 1, rows_needing_attention: 0, rows: [] });
    expect(report.template_findings).toEqual([
      expect.objectContaining({ kind: 'unknown_tag', field: 'city', slide: 1 }),
    ]);
  });

  it('answers a bad command line with status 2 and a missing file with status 1', async () => {
    expect((await deckmill('preflight', at('template.pptx'))).status).toBe(2);
    expect((await deckmill('preflight', at('template.pptx'), at('absent.csv'))).status).toBe(1);
  });
});
