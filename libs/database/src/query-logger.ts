import type { Logger } from 'typeorm';
import { isDatabaseAway } from './database-failures';

type Level = 'error' | 'warn' | 'migration';

/** `invalid input syntax for type uuid: "<the value>"`: PostgreSQL quotes the offending input itself. */
function withoutQuotedInput(message: string): string {
  return message.replace(/(for type \w+|value): ".*"$/s, '$1: "[redacted]"');
}

/**
 * TypeORM's console loggers print a failed query with its parameters: password and API-key hashes, e-mail
 * addresses and tokens reached the log. This one prints the SQL text (placeholders only), the SQLSTATE
 * and the message, never a parameter.
 */
export class ParameterFreeLogger implements Logger {
  constructor(
    private readonly levels: readonly Level[],
    private readonly write: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
  ) {}

  logQuery(): void {
    // Successful queries are never logged.
  }

  logQueryError(error: string | Error, query: string, _parameters?: unknown[]): void {
    if (!this.levels.includes('error')) return;
    // The database going away fails every query in flight; the process says so once ("PostgreSQL lost").
    if (isDatabaseAway(error)) return;
    const code = typeof error === 'object' ? (error as Error & { code?: string }).code : undefined;
    const message = withoutQuotedInput(typeof error === 'string' ? error : error.message);
    this.write(`query failed${code ? ` (${code})` : ''}: ${message} -- ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    if (this.levels.includes('warn')) this.write(`query is slow (${time} ms): ${query}`);
  }

  logSchemaBuild(): void {
    // The schema is only ever changed by migrations.
  }

  logMigration(message: string): void {
    if (this.levels.includes('migration')) this.write(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn' && this.levels.includes('warn')) this.write(String(message));
  }
}
