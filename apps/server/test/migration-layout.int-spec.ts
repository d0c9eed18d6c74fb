import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { SERVICE_CATALOGUE } from '../src/service-catalogue';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
// Its own schemas: the child processes get a prefix no other suite of this worker uses.
const PREFIX = `${process.env['DECKMILL_SCHEMA_PREFIX']}miglayout_`;

/** How many migrations each service that keeps data has, by its schema. */
const EXPECTED = new Map(
  SERVICE_CATALOGUE.flatMap((entry) =>
    entry.database
      ? [[`${PREFIX}${entry.database.service}`, (entry.database.migrations as unknown[]).length] as const]
      : [],
  ),
);

/** `main.js <targets> --migrate`, the way the Helm Job (one service) or start:stack and compose (all) run it. */
function migrate(target: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'tools/run-ts.mjs'), 'apps/server/src/main.ts', `--target=${target}`, '--migrate'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DECKMILL_MODE: 'distributed',
        DECKMILL_SCHEMA_PREFIX: PREFIX,
        LOG_LEVEL: 'info',
        DATABASE_URL,
        // Validated for every target, never reached by a migration.
        NATS_URL: 'nats://127.0.0.1:4222',
        APP_URL: 'http://localhost:3000',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY: 'unused',
        S3_SECRET_KEY: 'unused',
        SESSION_SECRET: 'migration-layout-test-secret-0123456789',
        WEBHOOK_SECRET_KEY: 'migration-layout-test-webhook-key-0123456789',
        ROW_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * One migration layout: every way of migrating records each service's migrations in its own schema's
 * `migrations` table, so the Helm Job (`--target=identity --migrate`) after start:stack or compose (every
 * target in one run), or the other way round, finds nothing to do; a database the old layout migrated (one
 * `platform.migrations` table for a multi-service run) is taken over.
 */
describe('the migration layout', () => {
  const client = new Client({ connectionString: DATABASE_URL });

  const dropSchemas = async () => {
    const { rows } = await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)`,
      [PREFIX],
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  };

  /** Each schema's recorded migrations (names, with the ids they were recorded under). */
  const records = async () => {
    const { rows } = await client.query<{ schema: string }>(
      `SELECT table_schema AS "schema" FROM information_schema.tables
        WHERE starts_with(table_schema, $1) AND table_name = 'migrations' ORDER BY 1`,
      [PREFIX],
    );
    const bySchema: Record<string, string[]> = {};
    for (const { schema } of rows) {
      const ran = await client.query<{ id: number; name: string }>(
        `SELECT "id", "name" FROM "${schema}"."migrations" ORDER BY "id"`,
      );
      bySchema[schema] = ran.rows.map((row) => `${row.id}:${row.name}`);
    }
    return bySchema;
  };

  const expectOwnTables = (bySchema: Record<string, string[]>) => {
    expect(Object.keys(bySchema).sort()).toEqual([...EXPECTED.keys()].sort());
    for (const [schema, count] of EXPECTED) expect(bySchema[schema]).toHaveLength(count);
  };

  const expectSuccess = (run: { code: number | null; output: string }) => {
    if (run.code !== 0) throw new Error(`migrate failed:\n${run.output}`);
    expect(run.output).toContain('migrations are up to date');
  };

  beforeAll(async () => {
    await client.connect();
    await dropSchemas();
  });

  afterAll(async () => {
    await dropSchemas();
    await client.end();
  });

  it('all targets in one run, then one service alone: nothing left to do', async () => {
    expectSuccess(await migrate('all'));
    const first = await records();
    expectOwnTables(first);

    expectSuccess(await migrate('identity'));
    expect(await records()).toEqual(first);
  }, 120_000);

  it('one service alone first, then all targets in one run: nothing migrated twice', async () => {
    await dropSchemas();
    expectSuccess(await migrate('identity'));
    const identity = `${PREFIX}identity`;
    const alone = (await records())[identity];
    expect(alone).toHaveLength(EXPECTED.get(identity) ?? -1);

    expectSuccess(await migrate('all'));
    const after = await records();
    expectOwnTables(after);
    expect(after[identity]).toEqual(alone);
  }, 120_000);

  it('takes over a database the old layout migrated in one run (one platform.migrations table)', async () => {
    await dropSchemas();
    expectSuccess(await migrate('all'));
    const migrated = await records();
    // Back to the old layout: every record in the platform schema, none in the services' own.
    const legacy = `"${PREFIX}platform"."migrations"`;
    await client.query(`CREATE SCHEMA "${PREFIX}platform"`);
    await client.query(
      `CREATE TABLE ${legacy} ("id" SERIAL PRIMARY KEY, "timestamp" bigint NOT NULL, "name" varchar NOT NULL)`,
    );
    for (const schema of Object.keys(migrated)) {
      await client.query(
        `INSERT INTO ${legacy} ("timestamp", "name") SELECT "timestamp", "name" FROM "${schema}"."migrations"`,
      );
      await client.query(`DROP TABLE "${schema}"."migrations"`);
    }

    // The Helm Job of one service first: before, it re-ran CREATE TABLE "users" and failed.
    expectSuccess(await migrate('identity'));
    expectSuccess(await migrate('all'));
    const names = (bySchema: Record<string, string[]>) =>
      Object.fromEntries(
        Object.entries(bySchema).map(([schema, rows]) => [schema, rows.map((row) => row.split(':')[1])]),
      );
    expect(names(await records())).toEqual(names(migrated));
    const { rows } = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [
      `${PREFIX}platform`,
    ]);
    expect(rows).toHaveLength(0);
  }, 120_000);
});
