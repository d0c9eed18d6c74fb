import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveEmbeddedSessionSecret, SESSION_SECRET_FILE } from './embedded-session-secret';
import { resolveEmbeddedWebhookSecretKey, WEBHOOK_SECRET_KEY_FILE } from './embedded-webhook-secret-key';

const secrets = [
  {
    name: 'SESSION_SECRET',
    file: SESSION_SECRET_FILE,
    resolve: (value: string | undefined, dataDir: string) =>
      resolveEmbeddedSessionSecret({ SESSION_SECRET: value, DATA_DIR: dataDir }),
  },
  {
    name: 'WEBHOOK_SECRET_KEY',
    file: WEBHOOK_SECRET_KEY_FILE,
    resolve: (value: string | undefined, dataDir: string) =>
      resolveEmbeddedWebhookSecretKey({ WEBHOOK_SECRET_KEY: value, DATA_DIR: dataDir }),
  },
];

describe.each(secrets)('the embedded $name', ({ name, file, resolve }) => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'deckmill-config-'));
    dataDir = join(root, 'data');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it(`is ${name} when it is set, and nothing is written`, () => {
    const value = 'y'.repeat(32);
    expect(resolve(value, dataDir)).toBe(value);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('is created once, kept private in DATA_DIR and reused after a restart', () => {
    const first = resolve(undefined, dataDir);
    const second = resolve(undefined, dataDir);

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dataDir, file), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, file)).mode & 0o777).toBe(0o600);
  });

  it('replaces a kept one too short to be used', () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, file), 'short\n', { mode: 0o600 });

    const replaced = resolve(undefined, dataDir);

    expect(replaced).not.toBe('short');
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, file), 'utf8').trim()).toBe(replaced);
  });
});
