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

const URL_TLS_MODES: Readonly<Record<string, DatabaseSslMode>> = {
  disable: 'disable',
  allow: 'disable',
  prefer: 'require',
  require: 'require',
  'no-verify': 'require',
  'verify-ca': 'verify-full',
  'verify-full': 'verify-full',
};
const STRENGTH: Readonly<Record<DatabaseSslMode, number>> = { disable: 0, require: 1, 'verify-full': 2 };

/** What the URL's own TLS parameters ask for (sslmode, or ssl=true), or undefined when they say nothing. */
export function urlTlsMode(url: string): DatabaseSslMode | undefined {
  const parameters = new URL(url).searchParams;
  const sslmode = parameters.get('sslmode');
  if (sslmode !== null) {
    const mode = URL_TLS_MODES[sslmode.toLowerCase()];
    if (!mode)
      throw new Error(
        `DATABASE_URL has sslmode=${sslmode}; use DATABASE_SSL instead (docs/configuration.md).`,
      );
    return mode;
  }
  const ssl = parameters.get('ssl');
  if (ssl === null) return undefined;
  return ['1', 'true', 'require'].includes(ssl.toLowerCase()) ? 'require' : 'disable';
}

/**
 * The TLS a URL connection uses: DATABASE_SSL, raised to what the URL's own sslmode asks for. A deployment whose
 * DATABASE_URL says sslmode=require (from before DATABASE_SSL existed) must never fall back to plaintext because
 * the parameter is taken out of the URL; the URL's sslrootcert stands in for DATABASE_SSL_CA.
 */
export function effectiveTls(url: string, tls: DatabaseTls): DatabaseTls {
  const fromUrl = urlTlsMode(url);
  const mode = fromUrl && STRENGTH[fromUrl] > STRENGTH[tls.mode] ? fromUrl : tls.mode;
  const caFile = tls.caFile ?? new URL(url).searchParams.get('sslrootcert') ?? undefined;
  return mode === 'verify-full' && caFile ? { mode, caFile } : { mode };
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
