import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  openDatabase,
  openTestDatabase,
  runSql,
  selectRows,
  serviceTables,
  startEmbeddedPostgres,
  truncateServiceTables,
} from '../src';
import { parseFlatTextArray } from '../src/text-arrays';
import {
  COMPLETE_MARKER,
  copyClusterTemplate,
  ensureClusterTemplate,
} from '../src/embedded/cluster-template';
import { Widget, widgetDatabase } from './widget.fixture';

describe('database on the PostgreSQL server', () => {
  it('migrates into a schema of this worker only and never synchronizes', async () => {
    const dataSource = await openTestDatabase([widgetDatabase]);
    try {
      expect(widgetDatabase.schema).toBe(`${process.env['DECKMILL_SCHEMA_PREFIX']}dbtest`);
      await dataSource.getRepository(Widget).save({ name: 'first' });
      const tables: { table_schema: string }[] = await dataSource.query(
        `SELECT table_schema FROM information_schema.tables WHERE table_name = 'widgets' AND table_schema = $1`,
        [widgetDatabase.schema],
      );
      expect(tables).toHaveLength(1);
      expect(dataSource.options.synchronize).toBe(false);

      await truncateServiceTables(dataSource, [widgetDatabase]);
      expect(await dataSource.getRepository(Widget).count()).toBe(0);
    } finally {
      await dataSource.destroy();
    }
  });

  it('answers typed rows and counts for hand-written SQL, bare UPDATE and DELETE included', async () => {
    const dataSource = await openTestDatabase([widgetDatabase]);
    const { widgets } = serviceTables('dbtest', ['widgets']);
    try {
      const inserted = await runSql<{ id: number }>(
        dataSource,
        `INSERT INTO ${widgets} ("name") VALUES ($1), ($2) RETURNING "id"`,
        ['a', 'b'],
      );
      expect(inserted.rows).toHaveLength(2);
      expect(inserted.affected).toBe(2);

      const renamed = await runSql<{ name: string }>(
        dataSource,
        `UPDATE ${widgets} SET "name" = "name" || '!' WHERE "name" = $1 RETURNING "name"`,
        ['a'],
      );
      expect(renamed).toEqual({ rows: [{ name: 'a!' }], affected: 1 });

      const kept = await dataSource.transaction(async (manager) => {
        const deleted = await runSql(manager, `DELETE FROM ${widgets} WHERE "name" = $1`, ['b']);
        expect(deleted).toEqual({ rows: [], affected: 1 });
        return selectRows<{ name: string }>(manager, `SELECT "name" FROM ${widgets} ORDER BY "id"`);
      });
      expect(kept).toEqual([{ name: 'a!' }]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('reads text[] and varchar[] as PostgreSQL writes them, through the flat parser', async () => {
    const dataSource = await openTestDatabase([widgetDatabase]);
    try {
      const pieces = ['a', 'Zé', '漢', '😀', ' ', '"', '\\', ',', '{', '}', 'NULL', 'null', '\n', 'x y', ''];
      const arrays: Array<Array<string | null>> = [[], [''], [null], ['NULL'], ['pptx', 'pdf']];
      for (let index = 0; index < 300; index++) {
        arrays.push(
          Array.from({ length: 1 + (index % 6) }, (_, at) =>
            (index + at) % 11 === 0
              ? null
              : // Cut by code points: half an emoji is no text PostgreSQL stores.
                [...pieces.slice((index * 7 + at) % pieces.length).join('')]
                  .slice(0, 1 + ((index + at) % 9))
                  .join(''),
          ),
        );
      }
      const rows = await selectRows<{
        text: Array<string | null>;
        varchar: Array<string | null>;
        literal: string;
      }>(
        dataSource,
        `SELECT a::text[] AS "text", a::varchar[] AS "varchar", a::text AS "literal"
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(v, n),
              LATERAL (SELECT ARRAY(SELECT x FROM jsonb_array_elements_text(e.v) WITH ORDINALITY AS t(x, i)
                                    ORDER BY i)) AS l(a)
         ORDER BY n`,
        [JSON.stringify(arrays)],
      );
      expect(rows.map((row) => row.text)).toEqual(arrays);
      expect(rows.map((row) => row.varchar)).toEqual(arrays);
      // The flat parser itself read every literal PostgreSQL wrote (none was left to pg's).
      expect(rows.map((row) => parseFlatTextArray(row.literal))).toEqual(arrays);
    } finally {
      await dataSource.destroy();
    }
  });

  it('logs a failed query without its parameters (hashes and addresses never reach the log)', async () => {
    const dataSource = await openTestDatabase([widgetDatabase]);
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const spies = [
      jest.spyOn(process.stdout, 'write').mockImplementation(capture),
      jest.spyOn(process.stderr, 'write').mockImplementation(capture),
      ...(['log', 'info', 'warn', 'error'] as const).map((level) =>
        jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void capture(args.join(' '))),
      ),
    ];
    try {
      const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$secret-hash-value';
      await expect(
        dataSource.query('SELECT * FROM no_such_table_at_all WHERE hash = $1', [secret]),
      ).rejects.toThrow();
      expect(written.join('\n')).toContain('no_such_table_at_all');
      expect(written.join('\n')).not.toContain('secret-hash-value');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      await dataSource.destroy();
    }
  });
});

describe('embedded database (PGlite over the wire protocol)', () => {
  it('serves TypeORM through pg and keeps data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-pglite-'));
    try {
      const first = await startEmbeddedPostgres(dir);
      let dataSource = await openDatabase({
        connection: { kind: 'socket', ...first.connection },
        services: [widgetDatabase],
        migrate: true,
      });
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(Widget).save({ name: 'kept' });
      });
      await dataSource.destroy();
      await first.stop();

      const second = await startEmbeddedPostgres(dir);
      dataSource = await openDatabase({
        connection: { kind: 'socket', ...second.connection },
        services: [widgetDatabase],
        migrate: true,
      });
      const rows = await dataSource.getRepository(Widget).find();
      expect(rows.map((r) => r.name)).toEqual(['kept']);
      await dataSource.destroy();
      await second.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves Windows' way too: pg reaches the server only through its stream, never by host", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-pglite-'));
    // Linux has no named pipes: the pipe's stand-in is a socket file that pg could not find by host alone.
    const pipePath = path.join(dir, 'pipe');
    try {
      const embedded = await startEmbeddedPostgres(dir, { platform: 'win32', pipePath });
      try {
        expect(embedded.connection.host).toBe(pipePath);
        expect(fs.statSync(pipePath).isSocket()).toBe(true);
        expect(fs.existsSync(path.join(dir, 'run', '.s.PGSQL.5432'))).toBe(false);
        const dataSource = await openDatabase({
          connection: { kind: 'socket', ...embedded.connection },
          services: [widgetDatabase],
          migrate: true,
        });
        try {
          await dataSource.getRepository(Widget).save({ name: 'piped' });
          const rows = await dataSource.getRepository(Widget).find();
          expect(rows.map((r) => r.name)).toEqual(['piped']);
        } finally {
          await dataSource.destroy();
        }
      } finally {
        await embedded.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts a new data directory from the cluster template, with small shared buffers', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-cluster-cache-'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-pglite-'));
    try {
      const template = await ensureClusterTemplate(cacheDir);
      const created = fs.statSync(template).mtimeMs;
      // A second call reuses the tarball instead of running initdb again.
      expect(await ensureClusterTemplate(cacheDir)).toBe(template);
      expect(fs.statSync(template).mtimeMs).toBe(created);
      expect(fs.readdirSync(cacheDir)).toEqual([path.basename(template)]);
      // The template is this user's alone: PGlite's world-writable files are restricted to the owner.
      expect(fs.statSync(path.join(template, 'PG_VERSION')).mode & 0o077).toBe(0);
      expect(fs.statSync(template).mode & 0o077).toBe(0);

      const embedded = await startEmbeddedPostgres(dir);
      const dataSource = await openDatabase({
        connection: { kind: 'socket', ...embedded.connection },
        services: [widgetDatabase],
        migrate: true,
      });
      try {
        const [{ shared_buffers: sharedBuffers }] = await dataSource.query('SHOW shared_buffers');
        expect(sharedBuffers).toBe('16MB');
        expect(fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))).toBe(true);
      } finally {
        await dataSource.destroy();
        await embedded.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('rebuilds a template that lost files, and refuses a cache directory others can write to', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-cluster-cache-'));
    try {
      const template = await ensureClusterTemplate(cacheDir);
      // A temporary-file cleaner took some of it: the completion marker is what counts.
      fs.rmSync(path.join(template, 'base'), { recursive: true });
      fs.rmSync(path.join(template, COMPLETE_MARKER));
      fs.mkdirSync(path.join(cacheDir, 'pglite-old.123.partial'));
      fs.utimesSync(path.join(cacheDir, 'pglite-old.123.partial'), new Date(0), new Date(0));
      expect(await ensureClusterTemplate(cacheDir)).toBe(template);
      expect(fs.existsSync(path.join(template, 'base'))).toBe(true);
      expect(fs.readdirSync(cacheDir)).toEqual([path.basename(template)]);

      // A copy takes regular files only, never a link planted in the template, nor the marker.
      fs.symlinkSync('/etc/passwd', path.join(template, 'planted'));
      const copy = path.join(cacheDir, 'copy');
      copyClusterTemplate(template, copy);
      expect(fs.existsSync(path.join(copy, 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(copy, 'planted'))).toBe(false);
      expect(fs.existsSync(path.join(copy, COMPLETE_MARKER))).toBe(false);

      fs.chmodSync(cacheDir, 0o777);
      await expect(ensureClusterTemplate(cacheDir)).rejects.toThrow('writable by no one else');
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
