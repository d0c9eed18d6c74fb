import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CommandTimedOutError,
  DEFAULT_MEMORY_LIMIT_BYTES,
  DEFAULT_WARM_SETTINGS,
  WarmOffice,
  sandboxSupport,
  type OfflineConversion,
} from '../src';
import { eventually, takeCpuTurn } from '@deckmill/testing';

const FIXTURE_DIR = path.resolve(__dirname, '../../../../shared/fixtures/pptx');
const SAMPLE_DECK = path.resolve(
  __dirname,
  '../../../apps/gateway/src/dashboard/samples/sample-template.pptx',
);
const SLOW = 240_000;
const REPO = path.resolve(__dirname, '../../..');

/** soffice.bin processes whose command line names `directory` (an instance's profile lies inside it). */
function officeProcessesUnder(directory: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
        return state !== 'Z' && command.includes('soffice.bin') && command.includes(directory);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('WarmOffice with this machine’s LibreOffice', () => {
  let releaseCpu: (() => Promise<void>) | undefined;
  let root: string;
  let warm: WarmOffice;

  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
  }, 10 * 60_000);
  afterAll(async () => {
    await releaseCpu?.();
  });

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'deckmill-warm-test-'));
    await mkdir(path.join(root, 'instances'));
    warm = new WarmOffice({
      ...DEFAULT_WARM_SETTINGS,
      documentsPerInstance: 10,
      soffice: 'soffice',
      sandbox: 'bwrap',
      memoryLimitBytes: DEFAULT_MEMORY_LIMIT_BYTES,
      workRoot: path.join(root, 'instances'),
      purpose: 'pdf',
    });
  });

  afterEach(async () => {
    await warm.close();
    await rm(root, { recursive: true, force: true });
  });

  async function convert(source: string, name: string, timeoutMs = 120_000): Promise<string> {
    const job = path.join(root, name);
    await mkdir(job);
    const deckPath = path.join(job, 'deck.pptx');
    await copyFile(source, deckPath);
    const conversion: OfflineConversion = {
      soffice: 'soffice',
      workDir: job,
      deckPath,
      outDir: job,
      profileDir: path.join(job, 'profile'),
      timeoutMs,
      sandbox: await sandboxSupport('bwrap'),
    };
    await warm.convert(conversion);
    return path.join(job, 'deck.pdf');
  }

  const text = (pdf: string): string => execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  const pages = (pdf: string): number =>
    Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);

  it(
    'converts real decks one after another on one sandboxed instance: a page per slide, their text, a PNG',
    async () => {
      const sample = await convert(SAMPLE_DECK, 'sample');
      const pidsAfterFirst = warm.pids;
      const shapes = await convert(path.join(FIXTURE_DIR, 'poi-shapes.pptx'), 'shapes');
      const table = await convert(path.join(FIXTURE_DIR, 'poi-table-with-theme.pptx'), 'table');

      expect(warm.started).toBe(1);
      expect(warm.pids).toEqual(pidsAfterFirst);
      expect(pidsAfterFirst).toHaveLength(1);
      expect(pages(sample)).toBe(4);
      expect(text(sample)).toContain('PERSONAL OFFER');
      expect(pages(shapes)).toBe(6);
      expect(text(shapes)).toContain('Learning PPTX');
      expect(pages(table)).toBeGreaterThan(0);

      const png = path.join(root, 'sample', 'first');
      execFileSync('pdftoppm', [
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-scale-to-x',
        '640',
        '-scale-to-y',
        '-1',
        sample,
        png,
      ]);
      const drawn = readdirSync(path.join(root, 'sample')).find((name) => name.endsWith('.png')) ?? '';
      const bytes = await readFile(path.join(root, 'sample', drawn));
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBe(640);
      // The document's copy and its PDF left the instance's directory with the conversion.
      const [instanceDir = ''] = readdirSync(path.join(root, 'instances'));
      expect(readdirSync(path.join(root, 'instances', instanceDir, 'jobs'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'replaces an instance whose LibreOffice was killed, and converts the document on the new one',
    async () => {
      await convert(SAMPLE_DECK, 'first');
      const running = officeProcessesUnder(path.join(root, 'instances'));
      expect(running).toHaveLength(1);
      for (const pid of running) process.kill(pid, 'SIGKILL');

      const pdf = await convert(path.join(FIXTURE_DIR, 'poi-shapes.pptx'), 'after-crash');

      expect(text(pdf)).toContain('Learning PPTX');
      expect(warm.started).toBe(2);
    },
    SLOW,
  );

  it(
    'at the deadline kills the whole sandbox, LibreOffice included, and the next document gets a new one',
    async () => {
      await convert(SAMPLE_DECK, 'warm-up');
      const [instanceDir = ''] = readdirSync(path.join(root, 'instances'));
      expect(officeProcessesUnder(instanceDir)).toHaveLength(1);

      await expect(convert(SAMPLE_DECK, 'too-slow', 1)).rejects.toBeInstanceOf(CommandTimedOutError);

      expect(officeProcessesUnder(path.join(root, 'instances'))).toEqual([]);
      expect(existsSync(path.join(root, 'instances', instanceDir))).toBe(false);
      const pdf = await convert(SAMPLE_DECK, 'after-deadline');
      expect(pages(pdf)).toBe(4);
      expect(warm.started).toBe(2);
    },
    SLOW,
  );

  it(
    'leaves no warm LibreOffice behind when the Node process that started it is killed (SIGKILL)',
    async () => {
      const instances = path.join(root, 'instances');
      const script = path.join(root, 'parent.ts');
      await writeFile(
        script,
        `import { WarmOffice } from ${JSON.stringify(path.join(REPO, 'libs/office/src'))};
        const warm = new WarmOffice(${JSON.stringify({
          ...DEFAULT_WARM_SETTINGS,
          soffice: 'soffice',
          sandbox: 'bwrap',
          memoryLimitBytes: DEFAULT_MEMORY_LIMIT_BYTES,
          workRoot: instances,
          purpose: 'pdf',
        })});
        warm
          .convert(${JSON.stringify({
            soffice: 'soffice',
            workDir: root,
            deckPath: SAMPLE_DECK,
            outDir: root,
            profileDir: path.join(root, 'unused'),
            timeoutMs: 120_000,
            sandbox: { kind: 'bwrap', memoryTool: 'prlimit' },
          })})
          .then(() => console.log('converted'));
        setInterval(() => undefined, 60_000);`,
      );
      const parent = spawn(process.execPath, [path.join(REPO, 'tools/run-ts.mjs'), script], {
        cwd: REPO,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const converted = new Promise<void>((resolve, reject) => {
        parent.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('converted')) resolve();
        });
        parent.on('exit', () => reject(new Error('the parent ended before converting')));
      });
      await converted;
      expect(officeProcessesUnder(instances)).toHaveLength(1);

      parent.kill('SIGKILL');

      // A process's end is no event this test can hear (they are the sandbox's, not its children).
      await eventually(() => officeProcessesUnder(instances).length === 0, 'no LibreOffice left', {
        timeoutMs: 10_000,
      });
    },
    SLOW,
  );
});
