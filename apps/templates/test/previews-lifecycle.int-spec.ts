import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertToPdfOffline, detectSandbox, type SandboxSupport } from '@deckmill/office';
import { DEFAULT_RENDERER_OPTIONS } from '../src/previews/slide-renderer';
import { PLACEHOLDER_DECK, fixture } from './support/decks';
import { compilePreviewRunner, processesMentioning, waitFor } from './support/processes';

const KINDS = ['bwrap', 'unshare', 'none'] as const;

/** A stand-in for soffice that hangs, with a child of its own (as LibreOffice's launcher has). */
const HANGING_SOFFICE = `#!/bin/sh
cp /bin/sleep "$HOME/hanging-child"
"$HOME/hanging-child" 300 &
wait
`;

describe('LibreOffice processes never outlive their deadline or the server', () => {
  let workDir: string;
  let supports: SandboxSupport[];

  beforeAll(async () => {
    // Every confinement this host offers, the fallbacks included.
    supports = [];
    for (const kind of KINDS) {
      const support = await detectSandbox(kind);
      if (support.kind === kind) supports.push(support);
    }
    expect(supports.map((support) => support.kind)).toContain('none');
  });

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-previews-lifecycle-'));
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('kills soffice and its children at the deadline, in every kind of sandbox', async () => {
    const fake = path.join(workDir, 'soffice');
    await writeFile(fake, HANGING_SOFFICE);
    await chmod(fake, 0o755);
    for (const sandbox of supports) {
      await expect(
        convertToPdfOffline({
          soffice: fake,
          workDir,
          deckPath: path.join(workDir, 'deck.pptx'),
          outDir: workDir,
          profileDir: path.join(workDir, 'profile'),
          timeoutMs: 1500,
          sandbox,
        }),
      ).rejects.toThrow(/took longer than 1500 ms/);
      expect(await waitFor(() => processesMentioning(workDir).length === 0, 5000)).toBe(true);
    }
  });

  it('leaves no soffice behind when the Node process that started it is killed (SIGKILL)', async () => {
    const runner = path.join(workDir, 'runner');
    await compilePreviewRunner(runner);
    for (const sandbox of supports) {
      const serveDir = await mkdtemp(path.join(workDir, `${sandbox.kind}-`));
      // Listening for a client, soffice runs until it is killed: a stand-in for a conversion that hangs.
      const script = `
        const { runConfined } = require(${JSON.stringify(path.join(runner, 'run-confined.js'))});
        runConfined(${JSON.stringify({
          workDir: serveDir,
          command: DEFAULT_RENDERER_OPTIONS.soffice,
          args: [
            `-env:UserInstallation=file://${serveDir}/profile`,
            '--headless',
            '--norestore',
            '--nolockcheck',
            `--accept=pipe,name=deckmill-${path.basename(serveDir)};urp;`,
          ],
          env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', SAL_USE_VCLPLUGIN: 'svp' },
          timeoutMs: 120_000,
          sandbox,
        })}).catch(() => undefined);
      `;
      const parent = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
      const sofficeRunning = () =>
        processesMentioning(serveDir).some((line) => /oosplash|soffice\.bin/.test(line));
      expect(await waitFor(sofficeRunning, 30_000)).toBe(true);
      parent.kill('SIGKILL');
      expect(await waitFor(() => processesMentioning(serveDir).length === 0, 10_000)).toBe(true);
    }
  });

  it('holds LibreOffice to its memory ceiling', async () => {
    await writeFile(path.join(workDir, 'deck.pptx'), fixture(PLACEHOLDER_DECK));
    const conversion = {
      soffice: DEFAULT_RENDERER_OPTIONS.soffice,
      workDir,
      deckPath: path.join(workDir, 'deck.pptx'),
      outDir: workDir,
      profileDir: path.join(workDir, 'profile'),
      timeoutMs: 120_000,
      sandbox: await detectSandbox(),
    };
    await expect(convertToPdfOffline({ ...conversion, memoryLimitBytes: 200 * 1024 * 1024 })).rejects.toThrow(
      /ended with/,
    );
    expect(await readdir(workDir)).not.toContain('deck.pdf');
    await convertToPdfOffline(conversion);
    expect(await readdir(workDir)).toContain('deck.pdf');
  });
});
