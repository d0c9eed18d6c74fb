import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  openDatabase,
  quoteIdent,
  serviceSchema,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '@deckmill/database';
import { identityDatabase } from '../src/identity.database';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** `npm run admin -- <args>` (the server's admin command) with this environment; resolves with the exit code and everything printed. */
function runAdminCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'tools/run-ts.mjs'), 'apps/server/src/main.ts', 'admin', ...args],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run admin beside a running embedded server', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-admin-cli-'));
    // This test process plays the running server: it holds DATA_DIR's embedded database.
    server = await startEmbeddedPostgres(dataDir);
  });

  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses with what to do instead, and leaves the live socket alone', async () => {
    const socket = path.join(server.connection.host, `.s.PGSQL.${server.connection.port}`);
    expect(existsSync(socket)).toBe(true);
    const result = await runAdminCli(['create', '--email', 'ops@example.test'], {
      DECKMILL_MODE: 'embedded',
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`in use by process ${process.pid}`);
    expect(result.output).toMatch(/Stop the server first.*ADMIN_EMAIL/s);
    expect(existsSync(socket)).toBe(true);
  }, 60_000);
});

describe('npm run admin on a fresh DATA_DIR', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-admin-fresh-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("migrates first, then creates the operator, recording the migrations in identity's schema, where the server looks", async () => {
    const result = await runAdminCli(['create', '--email', 'first-ops@example.test'], {
      DECKMILL_MODE: 'embedded',
      DATA_DIR: dataDir,
    });
    expect(result.output).toContain('Created admin account first-ops@example.test');
    expect(result.code).toBe(0);

    const postgres = await startEmbeddedPostgres(dataDir);
    const dataSource = await openDatabase({
      connection: { kind: 'socket', ...postgres.connection },
      services: [identityDatabase],
      migrate: false,
    });
    try {
      const ran: { name: string }[] = await dataSource.query(
        `SELECT name FROM ${quoteIdent(identityDatabase.schema)}.migrations`,
      );
      expect(ran).toHaveLength((identityDatabase.migrations as unknown[]).length);
      expect(ran.every((row) => /^Identity/.test(row.name))).toBe(true);
      const [platform]: { table: string | null }[] = await dataSource.query(
        `SELECT to_regclass('${serviceSchema('platform')}.migrations')::text AS "table"`,
      );
      expect(platform?.table).toBeNull();
    } finally {
      await dataSource.destroy();
      await postgres.stop();
    }
  }, 120_000);
});
