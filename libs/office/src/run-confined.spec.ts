import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keptEnvironment, runConfined, TOOL_NICENESS } from './run-confined';
import { detectSandbox } from './sandbox/sandbox-host';

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
  /** The niceness and, where the kernel groups sessions, the session group's line of this process. */
  const own = async () => ({
    niceness: Number((await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ')[16]),
    group: await readFile('/proc/self/autogroup', 'utf8').catch(() => null),
  });

  /** Runs a shell script confined and answers the files it wrote into its HOME (the work directory). */
  async function confinedScript(
    sandbox: Awaited<ReturnType<typeof detectSandbox>>,
    script: string,
    files: readonly string[],
  ): Promise<Record<string, string>> {
    const workDir = await mkdtemp(path.join(tmpdir(), 'run-confined-'));
    try {
      await runConfined({
        workDir,
        command: 'sh',
        args: ['-c', script],
        env: keptEnvironment(process.env),
        timeoutMs: 10_000,
        sandbox,
      });
      const read = (file: string) => readFile(path.join(workDir, file), 'utf8').catch(() => '');
      return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await read(file)])));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  it.each(['bwrap', 'unshare', 'none'] as const)(
    "runs the tool below the server's CPU priority (%s, or the strongest kind this host allows)",
    async (kind) => {
      const server = await own();
      expect(server.niceness).toBeLessThan(19);
      const written = await confinedScript(
        await detectSandbox(kind),
        'nice > "$HOME/niceness"; cat /proc/self/autogroup > "$HOME/group" 2>/dev/null || :',
        ['niceness', 'group'],
      );
      expect(Number(written['niceness'])).toBe(Math.min(server.niceness + TOOL_NICENESS, 19));
      // With autogrouping, the tool's session group must be lowered too, or its nice ranks only inside it.
      if (server.group !== null) {
        const group = written['group'] ?? '';
        expect(group).toMatch(new RegExp(`nice ${TOOL_NICENESS}\\s*$`));
        expect(group.split(' ')[0]).not.toBe(server.group.split(' ')[0]);
      }
    },
  );

  it.each(['bwrap', 'unshare'] as const)(
    "keeps the %s sandbox in the watchdog's process group, so the deadline's one kill ends all of it",
    async (kind) => {
      const sandbox = await detectSandbox(kind);
      if (sandbox.kind !== kind) return; // this host cannot make that sandbox
      const { stat = '' } = await confinedScript(sandbox, 'cat /proc/self/stat > "$HOME/stat"', ['stat']);
      // Seen from inside a PID namespace, a group or session led from outside it is 0; a sandbox that made
      // a session of its own (bwrap --new-session) sees its own leader there.
      const [, , group, session] = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      expect({ group, session }).toEqual({ group: '0', session: '0' });
    },
  );

  it('lowers the session group of every tool when several start at once (the kernel takes one write per 100 ms)', async () => {
    const server = await own();
    if (server.group === null) return; // no autogrouping on this kernel: nothing to lower
    const sandbox = await detectSandbox('unshare');
    const groups = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const { group = '' } = await confinedScript(sandbox, 'cat /proc/self/autogroup > "$HOME/group"', [
          'group',
        ]);
        return group;
      }),
    );
    for (const group of groups) expect(group).toMatch(new RegExp(`nice ${TOOL_NICENESS}\\s*$`));
  });
});
