import { IsIn, IsOptional } from 'class-validator';
import type { Constructor } from '../mixin';
import { IsPemCertificateFile } from '../validators/is-pem-certificate-file';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

export const DATABASE_SSL_MODES = ['disable', 'require', 'verify-full'] as const;
export type DatabaseSslMode = (typeof DATABASE_SSL_MODES)[number];

/** A service's PostgreSQL database (each service keeps its tables in its own schema). */
export function WithDatabase<TBase extends Constructor>(Base: TBase) {
  class DatabaseVariables extends Base {
    @Variable({
      description: 'PostgreSQL connection URL, e.g. postgres://deckmill:secret@db:5432/deckmill.',
      sensitive: true,
    })
    @IsUrlWithScheme(['postgres', 'postgresql'])
    DATABASE_URL!: string;

    @Variable({
      description:
        "TLS to PostgreSQL: disable, require (encrypted, the server's certificate not checked) or verify-full (encrypted, certificate checked against DATABASE_SSL_CA or the system CAs, host name matched). Applies to the services and their migrations; an sslmode (or ssl=true) in DATABASE_URL can only raise it, never lower it.",
    })
    @IsIn(DATABASE_SSL_MODES)
    DATABASE_SSL: DatabaseSslMode = 'disable';

    @Variable({
      description:
        "PEM file of the CA that signed the PostgreSQL server's certificate, for DATABASE_SSL=verify-full (default: the system CAs).",
    })
    @IsOptional()
    @IsPemCertificateFile()
    DATABASE_SSL_CA?: string;
  }
  return DatabaseVariables;
}
