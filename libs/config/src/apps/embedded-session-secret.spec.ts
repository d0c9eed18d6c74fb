import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveEmbeddedSessionSecret, SESSION_SECRET_FILE } from './embedded-session-secret';

describe('resolveEmbeddedSessionSecret', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'deckmill-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('uses SESSION_SECRET when it is set, without writing anything', () => {
    const secret = 'y'.repeat(32);
    const dataDir = join(root, 'data');

    expect(resolveEmbeddedSessionSecret({ SESSION_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('creates a secret once, keeps it private in DATA_DIR and reuses it after a restart', () => {
    const dataDir = join(root, 'data');

    const first = resolveEmbeddedSessionSecret({ DATA_DIR: dataDir });
    const second = resolveEmbeddedSessionSecret({ DATA_DIR: dataDir });

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
