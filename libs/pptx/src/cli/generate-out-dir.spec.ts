import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { injectPlaceholders, readFixture } from '../../test/support/fixtures';
import { DEFAULT_LIMITS } from '../limits';
import { readZip } from '../template-zip';
import { generateCommand } from './generate-command';

const work = { dir: '' };
const quiet = { isTTY: false } as NodeJS.WriteStream;
const ROWS = 23;

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-out-dir-'));
  await writeFile(
    path.join(work.dir, 't.pptx'),
    injectPlaceholders(readFixture('automizer-TextReplace.pptx')).bytes,
  );
  const rows = Array.from({ length: ROWS }, (_, i) => `Company ${i + 1}`);
  await writeFile(path.join(work.dir, 'rows.csv'), ['company', ...rows].join('\n'));
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

const options = (outDir: string) => ({
  template: path.join(work.dir, 't.pptx'),
  csv: path.join(work.dir, 'rows.csv'),
  outDir,
  name: '{{company}}.pptx',
  watermark: false,
});

describe('generateCommand --out-dir', () => {
  it('writes every deck whole', async () => {
    const outDir = path.join(work.dir, 'all');
    const summary = await generateCommand(options(outDir), quiet);
    expect(summary.rows).toBe(ROWS);
    const files = (await readdir(outDir)).sort();
    expect(files).toHaveLength(ROWS);
    for (const file of files) {
      const entries = readZip(await readFile(path.join(outDir, file)), DEFAULT_LIMITS);
      expect(entries.map((entry) => entry.name)).toContain('ppt/presentation.xml');
    }
  });

  it('fails with the write error, having written the decks before it and none after', async () => {
    const outDir = path.join(work.dir, 'blocked');
    // A directory where the fifth deck's file goes: its write fails (EISDIR).
    await mkdir(path.join(outDir, 'Company 5.pptx'), { recursive: true });
    await expect(generateCommand(options(outDir), quiet)).rejects.toMatchObject({ code: 'EISDIR' });
    const files = await readdir(outDir);
    expect(files).toContain('Company 4.pptx');
    expect(files).not.toContain('Company 6.pptx');
  });
});
