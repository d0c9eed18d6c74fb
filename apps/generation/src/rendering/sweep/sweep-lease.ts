import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { quoteIdent, selectRows, serviceSchema } from '@deckmill/database';

const table = `${quoteIdent(serviceSchema('generation'))}."sweep_leases"`;

/**
 * Leadership of a periodic sweep among the generation processes: the first to claim the lease holds it until
 * it stops renewing (it died, or lost the database) and the lease expires; then any other may claim it.
 */
@Injectable()
export class SweepLease {
  /** This process, as the lease names its holder. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims or renews the lease `name` for `ttlMs`; true when this process holds it now. */
  async claim(name: string, ttlMs: number): Promise<boolean> {
    const rows = await selectRows<{ holder: string }>(
      this.dataSource,
      `INSERT INTO ${table} ("name", "holder", "expires_at")
       VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT ("name") DO UPDATE SET "holder" = EXCLUDED."holder", "expires_at" = EXCLUDED."expires_at"
         WHERE ${table}."expires_at" < now() OR ${table}."holder" = EXCLUDED."holder"
       RETURNING "holder"`,
      [name, this.holder, ttlMs / 1000],
    );
    return rows[0]?.holder === this.holder;
  }

  /** Gives the lease up if this process holds it. */
  async release(name: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${table} WHERE "name" = $1 AND "holder" = $2`, [
      name,
      this.holder,
    ]);
  }
}
