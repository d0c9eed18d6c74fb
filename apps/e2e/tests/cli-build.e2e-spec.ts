import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fixtureDeck } from '@deckmill/testing';

const ROOT = path.resolve(__dirname, '../../..');
const BIN = path.join(ROOT, 'tools/bin/deckmill.cjs');
const BUNDLE = path.join(ROOT, 'dist/server/cli/deckmill.cjs');
const run = promisify(execFile);

/** A real deck with `{{name}}` in place of one of its runs. */
function template(): Buffer {
  const files = unzipSync(fs.readFileSync(fixtureDeck('python-pptx-tbl-cell.pptx')));
  const slide = 'ppt/slides/slide1.xml';
  files[slide] = strToU8(
    strFromU8(files[slide] as Uint8Array).replace('<a:t>having custom margins</a:t>', '<a:t>{{name}}</a:t>'),
  );
  return Buffer.from(zipSync(files));
}

/**
 * The CLI of the build (run after `npm run build`, as every e2e spec) is one bundled file, which
 * starts without resolving the libraries' compiled modules one by one; `DECKMILL_CLI_BUILD=required` proves
 * the bundle ran (the launcher refuses to compile TypeScript then).
 */
describe('the built `deckmill` CLI', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-cli-build-'));
    await writeFile(path.join(dir, 't.pptx'), template());
    await writeFile(path.join(dir, 'rows.csv'), 'name\nAda Lovelace\nGrace Hopper\n');
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is one file that loads no library module of the repository', async () => {
    const bundle = await readFile(BUNDLE, 'utf8');
    expect(bundle).not.toMatch(/require\(["']@deckmill\//);
    expect(bundle).not.toMatch(/require\(["']\.{1,2}\//);
  });

  it('generates decks from the bundle, never compiling TypeScript', async () => {
    const out = path.join(dir, 'all.zip');
    const env = { ...process.env, DECKMILL_CLI_BUILD: 'required' };
    const args = [
      BIN,
      'generate',
      '--template',
      path.join(dir, 't.pptx'),
      '--csv',
      path.join(dir, 'rows.csv'),
    ];
    const { stdout } = await run(process.execPath, [...args, '--out', out], { env, timeout: 60_000 });
    expect(stdout).toContain('Generated 2 deck(s)');
    const decks = Object.entries(unzipSync(await readFile(out)));
    expect(decks).toHaveLength(2);
    const slides = decks.map(([, bytes]) =>
      strFromU8(unzipSync(bytes)['ppt/slides/slide1.xml'] as Uint8Array),
    );
    expect(slides[0]).toContain('Ada Lovelace');
    expect(slides[1]).toContain('Grace Hopper');
  });
});
