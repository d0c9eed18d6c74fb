import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keptEnvironment, runConfined, TOOL_NICENESS } from './run-confined';

describe('keptEnvironment', () => {
  it("keeps the locale and PATH and nothing else of the server's environment (no credentials, no proxies)", () => {
    expect(
      keptEnvironment({
        PATH: '/usr/bin',
        LANG: 'C.UTF-8',
        DATABASE_URL: 'postgres://deckmill:secret@db/deckmill',
        S3_SECRET_KEY: 'secret',
        HTTPS_PROXY: 'http://corporate:3128',
        no_proxy: '169.254.169.254,minio',
      }),
    ).toEqual({ PATH: '/usr/bin', LANG: 'C.UTF-8' });
  });
});

describe('runConfined', () => {
  it("runs the tool below the server's own CPU priority", async () => {
    const workDir = await mkdtemp(path.join(tmpdir(), 'run-confined-'));
    try {
      const own = Number((await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ')[16]);
      await runConfined({
        workDir,
        command: 'sh',
        args: ['-c', 'nice > "$HOME/niceness"'],
        env: keptEnvironment(process.env),
        timeoutMs: 10_000,
        sandbox: { kind: 'none', memoryTool: 'ulimit' },
      });
      const niceness = Number(await readFile(path.join(workDir, 'niceness'), 'utf8'));
      expect(niceness).toBe(Math.min(own + TOOL_NICENESS, 19));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
