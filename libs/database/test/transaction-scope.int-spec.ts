import type { DataSource } from 'typeorm';
import { isInsideTransaction, openDatabase } from '../src';

const URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Every way the services and migrations open a transaction is seen by isInsideTransaction (docs/decisions.md). */
describe('transactions opened through openDatabase', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 2 },
      services: [],
      migrate: false,
    });
  });

  afterAll(() => dataSource.destroy());

  it('are in scope inside dataSource.transaction, and out of it after the commit', async () => {
    const inside = await dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      return isInsideTransaction();
    });
    expect(inside).toBe(true);
    expect(isInsideTransaction()).toBe(false);
  });

  it('are in scope inside a manager transaction, nested ones included, and out of it after a rollback', async () => {
    const seen: boolean[] = [];
    await expect(
      dataSource.manager.transaction(async (manager) => {
        await manager.transaction(async () => {
          seen.push(isInsideTransaction());
        });
        seen.push(isInsideTransaction());
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect([...seen, isInsideTransaction()]).toEqual([true, true, false]);
  });

  it("are in scope from a query runner's startTransaction to its commit", async () => {
    const runner = dataSource.createQueryRunner();
    const seen = [isInsideTransaction()];
    await runner.startTransaction();
    seen.push(isInsideTransaction());
    await runner.query('SELECT 1');
    await runner.commitTransaction();
    seen.push(isInsideTransaction());
    await runner.release();
    expect(seen).toEqual([false, true, false]);
  });

  it('leave plain statements and the pool alone', async () => {
    const seen: boolean[] = [];
    await dataSource.query('SELECT 1');
    seen.push(isInsideTransaction());
    const runner = dataSource.createQueryRunner();
    await runner.query('SELECT 1');
    seen.push(isInsideTransaction());
    await runner.release();
    expect(seen).toEqual([false, false]);
  });
});
