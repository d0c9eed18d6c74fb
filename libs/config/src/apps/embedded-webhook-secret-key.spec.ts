import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveEmbeddedWebhookSecretKey, WEBHOOK_SECRET_KEY_FILE } from './embedded-webhook-secret-key';

describe('resolveEmbeddedWebhookSecretKey', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'deckmill-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('uses WEBHOOK_SECRET_KEY when it is set, without writing anything', () => {
    const key = 'k'.repeat(32);
    const dataDir = join(root, 'data');

    expect(resolveEmbeddedWebhookSecretKey({ WEBHOOK_SECRET_KEY: key, DATA_DIR: dataDir })).toBe(key);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('creates a key once, keeps it private in DATA_DIR and reuses it after a restart', () => {
    const dataDir = join(root, 'data');

    const first = resolveEmbeddedWebhookSecretKey({ DATA_DIR: dataDir });
    const second = resolveEmbeddedWebhookSecretKey({ DATA_DIR: dataDir });

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = join(dataDir, WEBHOOK_SECRET_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
