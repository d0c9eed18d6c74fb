import { randomUUID } from 'node:crypto';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { defineServiceDatabase, openDatabase, quoteIdent, runServiceMigrations, serviceSchema } from '../src';

const URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const service = defineServiceDatabase('migrunner', { entities: [], migrations: [] });
const schema = quoteIdent(service.schema);
const legacySchema = quoteIdent(serviceSchema('platform'));

class CreateNotes1795000000001 implements MigrationInterface {
  name = 'CreateNotes1795000000001';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE ${schema}."notes" ("id" serial PRIMARY KEY)`);
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."notes"`);
  }
}

class IndexNotesConcurrently1795000000002 implements MigrationInterface {
  name = 'IndexNotesConcurrently1795000000002';
  transaction = false as const;
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX CONCURRENTLY "notes_id_idx" ON ${schema}."notes" ("id")`);
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."notes_id_idx"`);
  }
}

const withMigrations = (...migrations: (new () => MigrationInterface)[]) => ({ ...service, migrations });

/** libs/database's runner (service-migrations.ts) over the machine's PostgreSQL, in this worker's schemas. */
describe('runServiceMigrations', () => {
  let admin: DataSource;

  beforeAll(async () => {
    admin = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 2 },
      services: [],
      migrate: false,
    });
  });

  beforeEach(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS ${legacySchema} CASCADE`);
  });

  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS ${legacySchema} CASCADE`);
    await admin.destroy();
  });

  const recorded = async () =>
    (
      (await admin.query(`SELECT "name" FROM ${schema}."migrations" ORDER BY "id"`)) as { name: string }[]
    ).map((row) => row.name);

  it('creates the schema and its table under the lock: two runs side by side apply each migration once', async () => {
    const second = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 1 },
      services: [],
      migrate: false,
    });
    try {
      const runs = await Promise.all([
        runServiceMigrations(admin, [withMigrations(CreateNotes1795000000001)]),
        runServiceMigrations(second, [withMigrations(CreateNotes1795000000001)]),
      ]);
      expect(runs.flat()).toEqual(['CreateNotes1795000000001']);
      expect(await recorded()).toEqual(['CreateNotes1795000000001']);
    } finally {
      await second.destroy();
    }
  });

  it('refuses a migration that asks to run outside a transaction, before running any', async () => {
    await expect(
      runServiceMigrations(admin, [
        withMigrations(CreateNotes1795000000001, IndexNotesConcurrently1795000000002),
      ]),
    ).rejects.toThrow(/IndexNotesConcurrently1795000000002 sets "transaction = false"/);
    expect(await recorded()).toEqual([]);
  });

  describe('taking over platform.migrations under a role of its own', () => {
    const role = `deckmill_migtest_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let asRole: DataSource;

    beforeAll(async () => {
      await admin.query(`CREATE ROLE ${quoteIdent(role)} NOLOGIN`);
      await admin.query(
        `GRANT CREATE ON DATABASE ${quoteIdent(await databaseName(admin))} TO ${quoteIdent(role)}`,
      );
      asRole = await openDatabase({
        connection: { kind: 'url', url: URL, poolSize: 1 },
        services: [],
        migrate: false,
      });
    });

    beforeEach(async () => {
      // One pooled session, switched to the role: every statement of the run is the role's.
      await asRole.query(`SET ROLE ${quoteIdent(role)}`);
    });

    afterAll(async () => {
      await asRole.destroy();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(
        `REVOKE ALL ON DATABASE ${quoteIdent(await databaseName(admin))} FROM ${quoteIdent(role)}`,
      );
      await admin.query(`DROP OWNED BY ${quoteIdent(role)}`);
      await admin.query(`DROP ROLE ${quoteIdent(role)}`);
    });

    /** The old layout's table, owned by the role that migrated everything (here the test's superuser). */
    async function legacyRecords(): Promise<void> {
      await admin.query(`CREATE SCHEMA ${legacySchema}`);
      await admin.query(
        `CREATE TABLE ${legacySchema}."migrations" ("id" SERIAL PRIMARY KEY, "timestamp" bigint NOT NULL, "name" varchar NOT NULL)`,
      );
      await admin.query(
        `INSERT INTO ${legacySchema}."migrations" ("timestamp", "name") VALUES (1795000000001, 'CreateNotes1795000000001')`,
      );
    }

    it('is refused with what to do when the role may not read or delete there, and nothing half-done', async () => {
      await legacyRecords();
      await expect(runServiceMigrations(asRole, [withMigrations(CreateNotes1795000000001)])).rejects.toThrow(
        `role "${role}" lacks USAGE on its schema, SELECT, DELETE on it. Run "--target=all --migrate" once with the role that owns`,
      );
      await admin.query(`GRANT USAGE ON SCHEMA ${legacySchema} TO ${quoteIdent(role)}`);
      await admin.query(`GRANT SELECT ON ${legacySchema}."migrations" TO ${quoteIdent(role)}`);
      await expect(runServiceMigrations(asRole, [withMigrations(CreateNotes1795000000001)])).rejects.toThrow(
        `lacks DELETE on it`,
      );
      expect(await recorded()).toEqual([]);
    });

    it('takes the records over with the grants, and leaves the table it does not own to its owner', async () => {
      await legacyRecords();
      await admin.query(`GRANT USAGE ON SCHEMA ${legacySchema} TO ${quoteIdent(role)}`);
      await admin.query(`GRANT SELECT, DELETE ON ${legacySchema}."migrations" TO ${quoteIdent(role)}`);
      // The record is taken over, so the migration does not run again (it would fail: no notes table here).
      expect(await runServiceMigrations(asRole, [withMigrations(CreateNotes1795000000001)])).toEqual([]);
      expect(await recorded()).toEqual(['CreateNotes1795000000001']);
      expect(await admin.query(`SELECT count(*)::int AS n FROM ${legacySchema}."migrations"`)).toEqual([
        { n: 0 },
      ]);
    });
  });
});

async function databaseName(dataSource: DataSource): Promise<string> {
  const [row] = (await dataSource.query('SELECT current_database() AS name')) as { name: string }[];
  if (!row) throw new Error('no database');
  return row.name;
}
