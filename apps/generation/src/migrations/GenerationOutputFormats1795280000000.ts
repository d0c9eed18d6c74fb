import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A batch comes out as .pptx, PDF or both. A row that wants a PDF waits in `converting` between its
 * deck being stored and its PDF (or the conversion's failure) arriving; batches stored before are pptx only.
 */
export class GenerationOutputFormats1795280000000 implements MigrationInterface {
  name = 'GenerationOutputFormats1795280000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        ADD COLUMN "formats" text[] NOT NULL DEFAULT '{pptx}'
          CHECK (cardinality("formats") BETWEEN 1 AND 2 AND "formats" <@ ARRAY['pptx', 'pdf']::text[])`);
    await runner.query(`
      ALTER TABLE ${schema}."batch_rows"
        ADD COLUMN "pdf_key" varchar(1024),
        ADD COLUMN "pdf_size_bytes" integer,
        ADD COLUMN "font_substitutions" text[] NOT NULL DEFAULT '{}',
        DROP CONSTRAINT "batch_rows_status_check",
        ADD CONSTRAINT "batch_rows_status_check" CHECK ("status" IN ('pending', 'converting', 'done', 'failed'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batch_rows"
        DROP CONSTRAINT "batch_rows_status_check",
        DROP COLUMN "font_substitutions", DROP COLUMN "pdf_size_bytes", DROP COLUMN "pdf_key"`);
    await runner.query(
      `ALTER TABLE ${schema}."batch_rows" ADD CONSTRAINT "batch_rows_status_check"
         CHECK ("status" IN ('pending', 'done', 'failed'))`,
    );
    await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "formats"`);
  }
}
