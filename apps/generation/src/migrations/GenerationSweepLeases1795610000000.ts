import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * One generation process at a time runs the periodic sweep that re-sends lost work. A lease row,
 * claimed by a single statement and renewed by its holder, rather than a session advisory lock: that would
 * pin one of the pool's connections, and embedded mode has one connection for every service.
 */
export class GenerationSweepLeases1795610000000 implements MigrationInterface {
  name = 'GenerationSweepLeases1795610000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."sweep_leases" (
        "name" varchar(64) PRIMARY KEY,
        "holder" varchar(128) NOT NULL,
        "expires_at" timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."sweep_leases"`);
  }
}
