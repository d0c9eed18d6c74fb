import type { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * `TypeOrmModule.forRootAsync` over a DataSource the composition root opens itself (embedded mode shares one
 * PGlite connection between every service, migrated before anything injects it). The library initializes
 * nothing and retries nothing: a database that cannot be opened fails the boot at once instead of after ten
 * attempts three seconds apart. On application shutdown the library destroys the DataSource if no one closed
 * it before (the composition root does, ahead of stopping the embedded database).
 */
export function sharedDataSourceModule(openDataSource: () => Promise<DataSource>): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => ({ retryAttempts: 1, toRetry: () => false }),
    dataSourceFactory: () => openDataSource(),
  });
}
