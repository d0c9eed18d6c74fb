import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { openTestDatabase, selectRows, sharedDataSourceModule } from '../src';
import { twinService } from './twin-entities.fixture';

const first = twinService('dbtwin_one', 1700000000001);
const second = twinService('dbtwin_two', 1700000000002);

/** One Nest application holding the services' modules, as embedded mode holds them all, over one DataSource. */
function embeddedApp(
  open: () => Promise<DataSource>,
  modules: readonly Type[] = [first.module, second.module],
): Promise<INestApplicationContext> {
  const root: DynamicModule = {
    module: class TwinRootModule {},
    imports: [sharedDataSourceModule(open), ...modules],
  };
  return NestFactory.createApplicationContext(root, { logger: false, abortOnError: false });
}

describe('TypeOrmModule over the DataSource the composition root opens', () => {
  it("injects each service its own entity's repository when two services name an entity class alike", async () => {
    const app = await embeddedApp(() => openTestDatabase([first.database, second.database]));
    try {
      const one = app.get(first.shelf);
      const two = app.get(second.shelf);
      expect(first.gadget.name).toBe(second.gadget.name);
      expect(one.gadgets.metadata.target).toBe(first.gadget);
      expect(two.gadgets.metadata.target).toBe(second.gadget);

      await one.gadgets.save({ label: 'kept by one' });
      await two.gadgets.save([{ label: 'kept by two' }, { label: 'also by two' }]);
      const dataSource = app.get<DataSource>(getDataSourceToken());
      const labels = async (schema: string) =>
        (
          await selectRows<{ label: string }>(
            dataSource,
            `SELECT "label" FROM "${schema}"."gadgets" ORDER BY "id"`,
          )
        ).map((row) => row.label);
      expect(await labels(first.database.schema)).toEqual(['kept by one']);
      expect(await labels(second.database.schema)).toEqual(['kept by two', 'also by two']);
    } finally {
      await app.close();
    }
  });

  it('takes the already-opened DataSource as it is and destroys it exactly once on shutdown', async () => {
    let opened: DataSource | undefined;
    const open = jest.fn(async () => {
      opened = await openTestDatabase([first.database]);
      return opened;
    });
    const app = await embeddedApp(open, [first.module]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(app.get<DataSource>(getDataSourceToken())).toBe(opened);
    const destroy = jest.spyOn(opened as DataSource, 'destroy');

    await app.close();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(opened?.isInitialized).toBe(false);
  });

  it('fails the boot at once when the database cannot be opened, without retrying', async () => {
    const open = jest.fn(() => Promise.reject(new Error('database unreachable')));
    const started = Date.now();
    await expect(embeddedApp(open)).rejects.toThrow('database unreachable');
    expect(open).toHaveBeenCalledTimes(1);
    // The library's default is ten attempts three seconds apart.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
