import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';

/** DATABASE_SSL: how the connection to PostgreSQL is protected in transit. */
export type DatabaseSslMode = 'disable' | 'require' | 'verify-full';

export interface DatabaseTls {
  readonly mode: DatabaseSslMode;
  /** PEM file of the CA for verify-full (DATABASE_SSL_CA); default: Node's CAs. */
  readonly caFile?: string;
}

/** What node-postgres is given as `ssl`. */
export function pgSslOption(tls: DatabaseTls | undefined): false | ConnectionOptions {
  if (!tls || tls.mode === 'disable') return false;
  // require: encrypted, as libpq's sslmode=require, without checking who answers.
  if (tls.mode === 'require') return { rejectUnauthorized: false };
  return { rejectUnauthorized: true, ...(tls.caFile ? { ca: readFileSync(tls.caFile, 'utf8') } : {}) };
}

const URL_TLS_PARAMETERS = ['ssl', 'sslmode', 'sslcert', 'sslkey', 'sslrootcert', 'uselibpqcompat'];

/**
 * node-postgres lets TLS parameters in the URL override the `ssl` option; DATABASE_SSL is the one setting, so
 * they are taken out of the URL.
 */
export function withoutUrlTlsParameters(url: string): string {
  const parsed = new URL(url);
  for (const name of URL_TLS_PARAMETERS) parsed.searchParams.delete(name);
  return parsed.toString();
}

/** A failed TLS connection names the setting behind it, so an operator knows what to change. */
export function explainTlsFailure(error: unknown, tls: DatabaseTls | undefined): unknown {
  if (!tls || tls.mode === 'disable' || !(error instanceof Error)) return error;
  return new Error(
    `Could not connect to PostgreSQL with DATABASE_SSL=${tls.mode}: ${error.message}. ` +
      'Enable TLS on the server, or check DATABASE_SSL and DATABASE_SSL_CA (docs/configuration.md).',
    { cause: error },
  );
}
