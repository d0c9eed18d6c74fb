import { IsIn, IsOptional, Matches } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
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

    @Variable({
      description:
        'PostgreSQL connections one process keeps open at most (1-200); size max_connections for it times the replicas of every service.',
    })
    @ToInteger()
    @IsIntInRange(1, 200)
    DATABASE_POOL_SIZE = 10;

    @Variable({
      description:
        "The sessions' application_name in pg_stat_activity (1-63 printable ASCII characters). Unset: deckmill-<service>, after the targets the process runs.",
    })
    @IsOptional()
    @Matches(/^[\x20-\x7e]{1,63}$/, { message: 'must be 1 to 63 printable ASCII characters' })
    DATABASE_APPLICATION_NAME?: string;
  }
  return DatabaseVariables;
}
