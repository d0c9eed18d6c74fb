import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { solidPng } from '@deckmill/testing';
import { buildZip } from './support/build-zip';
import { injectPlaceholders, readFixture } from './support/fixtures';

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
const at = (...parts: string[]) => path.join(work.dir, ...parts);

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-cli-images-'));
  await writeFile(at('template.pptx'), injectPlaceholders(readFixture('automizer-TextReplace.pptx')).bytes);
  await writeFile(at('rows.csv'), 'replace,logo\nHello,logos/acme.png\n');
  await mkdir(at('pictures', 'logos'), { recursive: true });
  await writeFile(at('pictures', 'logos', 'acme.png'), solidPng(4, 4, [255, 0, 0]));
  await writeFile(
    at('pictures.zip'),
    buildZip([{ name: 'logos/acme.png', data: solidPng(4, 4, [255, 0, 0]) }]),
  );
  await writeFile(at('slip.zip'), buildZip([{ name: '../../evil.png', data: 'x' }]));
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

function generate(outDir: string, ...extra: string[]): Promise<CliResult> {
  return deckmill(
    'generate',
    '--template',
    at('template.pptx'),
    '--csv',
    at('rows.csv'),
    '--out-dir',
    at(outDir),
    ...extra,
  );
}

describe('deckmill generate --images', () => {
  it('takes a folder or a .zip of pictures and repeatable --allow-host entries', async () => {
    const fromFolder = await generate(
      'from-folder',
      '--images',
      at('pictures'),
      '--allow-host',
      'localhost:8443',
    );
    const fromZip = await generate(
      'from-zip',
      '--images',
      at('pictures.zip'),
      '--allow-host',
      'a',
      '--allow-host',
      '[::1]:9',
    );
    expect([fromFolder.status, fromZip.status]).toEqual([0, 0]);
    expect(fromFolder.stdout).toMatch(/^Generated 1 deck\(s\)/);
    expect(await readdir(at('from-zip'))).toEqual(['deck-1.pptx']);
  });

  it('fails with status 1 and a clear message when the pictures cannot be used', async () => {
    const missing = await generate('never', '--images', at('nowhere'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`deckmill: --images: "${at('nowhere')}" does not exist.\n`);
    const slip = await generate('never', '--images', at('slip.zip'));
    expect(slip.status).toBe(1);
    expect(slip.stderr).toBe(
      'deckmill: The images archive contains an entry with an unsafe path ("../../evil.png").\n',
    );
  });

  it('fails with status 2 on an --allow-host that is not host[:port]', async () => {
    const result = await generate('never', '--allow-host', 'https://intranet/');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--allow-host "https://intranet/" is not host or host:port.');
  });
});
