export { serviceSchema, serviceTables, quoteIdent } from './schema';
export { runSql, selectRows, type SqlExecutor, type SqlParameter, type SqlResult } from './sql/sql';
export { defineServiceDatabase, type ServiceDatabase } from './service-database';
export { openDatabase, type DatabaseConnection, type OpenDatabaseOptions } from './data-source';
export { runServiceMigrations } from './service-migrations';
export { isInsideTransaction, runInTransactionScope } from './transactions/transaction-scope';
export {
  TransactionTimeLimitError,
  watchDatabaseState,
  type DatabaseState,
} from './transactions/database-activity';
export { isDatabaseAway } from './database-failures';
export { checkDatabase } from './database-health';
export { pgSslOption, type DatabaseTls, type DatabaseSslMode } from './database-tls';
export { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres';
export { DataDirInUseError, dataDirHolder } from './embedded/data-dir-lock';
export { liftoffFlags } from './embedded/liftoff';
export { sharedDataSourceModule } from './nest/shared-data-source.module';
export { openTestDatabase, truncateServiceTables } from './testing/test-database';
export { fakeSqlExecutor } from './testing/fake-sql';
export { FieldCipher, FieldDecryptionError } from './field-encryption/field-cipher';
export { parseKeyRing, type KeyRing } from './field-encryption/key-ring';
