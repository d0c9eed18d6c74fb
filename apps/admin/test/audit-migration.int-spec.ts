import type { DataSource } from 'typeorm';
import { openTestDatabase, quoteIdent, runSql, selectRows, serviceSchema } from '@deckmill/database';
import { adminDatabase, verifyChains } from '../src';

const s = quoteIdent(serviceSchema('admin'));
const OPERATOR = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';

describe('the audit trail migration', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase([adminDatabase]);
    // Back to the old audit_entries table, as a database from before the trail has it.
    await dataSource.undoLastMigration({ transaction: 'each' });
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it("copies operators' actions onto their user's chain in the order they were made, then drops the table", async () => {
    const insert = `INSERT INTO ${s}."audit_entries"
      ("id", "actor_id", "actor_email", "action", "target_id", "target_email", "changes", "created_at")
      VALUES ($1, $2, 'op@example.com', $3, $4, 'ada@example.com', $5::jsonb, $6)`;
    const deleted = 'aaaaaaaa-0000-4000-8000-000000000002';
    const updated = 'aaaaaaaa-0000-4000-8000-000000000001';
    await runSql(dataSource, insert, [
      deleted,
      OPERATOR,
      'user.deleted',
      USER,
      '{}',
      '2026-02-01T10:00:00.000Z',
    ]);
    const changes = JSON.stringify({ name: { from: 'Ada', to: 'Ada L.' } });
    await runSql(dataSource, insert, [
      updated,
      OPERATOR,
      'user.updated',
      USER,
      changes,
      '2026-01-01T10:00:00.000Z',
    ]);

    await dataSource.runMigrations({ transaction: 'each' });

    const rows = await selectRows<{
      id: string;
      seq: string;
      action: string;
      chain: string;
      details: unknown;
    }>(
      dataSource,
      `SELECT "id", "seq", "action", "chain", "details" FROM ${s}."activity_log" ORDER BY "seq"`,
    );
    expect(rows).toEqual([
      {
        id: updated,
        seq: '1',
        action: 'user.updated_by_operator',
        chain: `user:${USER}`,
        details: { changes: { name: { from: 'Ada', to: 'Ada L.' } } },
      },
      {
        id: deleted,
        seq: '2',
        action: 'user.deleted_by_operator',
        chain: `user:${USER}`,
        details: { changes: {} },
      },
    ]);
    expect(await verifyChains(dataSource)).toEqual({ ok: true, chains: 1, entries: 2, firstBroken: null });
    const [table] = await selectRows<{ name: string | null }>(
      dataSource,
      `SELECT to_regclass('${serviceSchema('admin')}.audit_entries')::text AS "name"`,
    );
    expect(table?.name).toBeNull();
  });
});
