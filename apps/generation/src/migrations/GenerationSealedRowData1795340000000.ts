import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * Rows' values and their mails' texts are sealed by the application (RowCipher) before they are
 * stored. A sealed recipient is longer than an address's 320 characters, so the column becomes text. Rows
 * stored before stay as they are and are read as they are (a migration has no key to seal them with); they go
 * with their batches.
 */
export class GenerationSealedRowData1795340000000 implements MigrationInterface {
  name = 'GenerationSealedRowData1795340000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."row_deliveries" ALTER COLUMN "recipient" TYPE text`);
    await runner.query(
      `COMMENT ON COLUMN ${schema}."batch_rows"."values" IS 'The deck''s data record, sealed (AES-256-GCM, ROW_ENCRYPTION_KEYS) as a JSON string; an object when stored before encryption'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `COMMENT ON COLUMN ${schema}."batch_rows"."values" IS 'The deck''s data record (nested objects and lists)'`,
    );
    // Sealed recipients do not fit the old width: they are emptied (the mails are history by then).
    await runner.query(
      `UPDATE ${schema}."row_deliveries" SET "recipient" = '' WHERE length("recipient") > 320`,
    );
    await runner.query(`ALTER TABLE ${schema}."row_deliveries" ALTER COLUMN "recipient" TYPE varchar(320)`);
  }
}
