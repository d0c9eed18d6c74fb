import { remoteCommand } from './remote-command';

/** Collects what the command writes. */
function sink() {
  let text = '';
  return {
    write: (chunk: string | Uint8Array) => {
      text += String(chunk);
      return true;
    },
    get text() {
      return text;
    },
  };
}

async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const saved = { url: process.env['DECKMILL_URL'], key: process.env['DECKMILL_API_KEY'] };
  process.env['DECKMILL_URL'] = env['DECKMILL_URL'];
  process.env['DECKMILL_API_KEY'] = env['DECKMILL_API_KEY'];
  if (env['DECKMILL_URL'] === undefined) delete process.env['DECKMILL_URL'];
  if (env['DECKMILL_API_KEY'] === undefined) delete process.env['DECKMILL_API_KEY'];
  const stdout = sink();
  const stderr = sink();
  try {
    const status = await remoteCommand(args, stdout, stderr);
    return { status, stdout: stdout.text, stderr: stderr.text };
  } finally {
    for (const [name, value] of [
      ['DECKMILL_URL', saved.url],
      ['DECKMILL_API_KEY', saved.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const SERVER = { DECKMILL_URL: 'http://127.0.0.1:9', DECKMILL_API_KEY: 'dm_key' };

describe('deckmill remote: the command line', () => {
  it('prints its usage for --help (0) and for nothing (2)', async () => {
    expect(await run(['--help'])).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('remote batch'),
    });
    expect((await run([])).status).toBe(2);
  });

  it('asks for the server and the key before calling anything (2)', async () => {
    const noUrl = await run(['batch-status', 'b1']);
    expect([noUrl.status, noUrl.stderr]).toEqual([
      2,
      expect.stringContaining('set DECKMILL_URL or pass --url'),
    ]);
    const noKey = await run(['batch-status', 'b1', '--url', 'https://deckmill.example']);
    expect([noKey.status, noKey.stderr]).toEqual([2, expect.stringContaining('set DECKMILL_API_KEY')]);
  });

  it('refuses bad arguments with status 2', async () => {
    for (const args of [
      ['batch', 'forty-two', 'rows.json'],
      ['batch', '42', 'rows.json', '--format', 'docx'],
      ['batch', '42', 'rows.json', '--out', 'decks.zip'],
      ['batch', '42'],
      ['templates', 'remove', 'x'],
      ['batch-status', 'b1', '--colour'],
      ['batch-cancel'],
    ]) {
      const result = await run(args, SERVER);
      expect([args.join(' '), result.status]).toEqual([args.join(' '), 2]);
    }
  });

  it('names a data file that is missing or not JSON (1)', async () => {
    const missing = await run(['batch', '42', '/nonexistent/rows.json'], SERVER);
    expect([missing.status, missing.stderr]).toEqual([1, expect.stringContaining('ENOENT')]);
  });
});
