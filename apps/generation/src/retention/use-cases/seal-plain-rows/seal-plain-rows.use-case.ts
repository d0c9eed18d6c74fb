import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { BatchRepository } from '../../../batches';
import { generationTables } from '../../../generation.tables';
import { RowCipher } from '../../../shared';

const { row_deliveries: deliveries } = generationTables;

/** Rows re-sealed per statement round: small transactions, bounded memory. */
export const SEAL_PAGE_SIZE = 200;

/** A sealed text starts `dm1:` (FieldCipher); anything else was stored before encryption. */
const PLAIN = `NOT LIKE 'dm1:%'`;

interface PlainMail {
  batchId: string;
  rowNumber: number;
  recipient: string;
  subject: string;
  body: string;
  detail: string | null;
}

/**
 * Rows stored before encryption (their values a JSON object, their mail's texts in clear) are sealed
 * where they are, page by page, at start-up (the migration had no key). Idempotent and safe with replicas:
 * every update re-checks that the row is still plain. Old plaintext may linger in PostgreSQL's dead tuples and
 * write-ahead log until vacuum and checkpoints recycle them (docs/security.md).
 */
@Injectable()
export class SealPlainRowsUseCase {
  private readonly logger = new Logger(SealPlainRowsUseCase.name);

  constructor(
    private readonly batches: BatchRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: RowCipher,
  ) {}

  async execute(): Promise<{ values: number; mails: number }> {
    const values = await this.pages(() => this.sealValuesPage());
    const mails = await this.pages(() => this.sealMailsPage());
    if (values + mails > 0)
      this.logger.log(`Sealed ${values} rows' values and ${mails} mails stored in clear`);
    return { values, mails };
  }

  /** Runs pages until one is short, or one changes nothing (another replica got there first). */
  private async pages(page: () => Promise<{ found: number; sealed: number }>): Promise<number> {
    let total = 0;
    for (;;) {
      const { found, sealed } = await page();
      total += sealed;
      if (found < SEAL_PAGE_SIZE || sealed === 0) return total;
    }
  }

  private async sealValuesPage(): Promise<{ found: number; sealed: number }> {
    const plain = await this.batches.plainValues(SEAL_PAGE_SIZE);
    let sealed = 0;
    for (const row of plain) {
      const values = this.cipher.sealValues(row.batchId, row.rowNumber, row.values);
      sealed += await this.batches.sealValues(row.batchId, row.rowNumber, values);
    }
    return { found: plain.length, sealed };
  }

  private async sealMailsPage(): Promise<{ found: number; sealed: number }> {
    const plain = await selectRows<PlainMail>(
      this.dataSource,
      `SELECT "batch_id" AS "batchId", "row_number" AS "rowNumber", "recipient", "subject", "body", "detail"
         FROM ${deliveries}
        WHERE "recipient" ${PLAIN} OR "subject" ${PLAIN} OR "body" ${PLAIN} LIMIT $1`,
      [SEAL_PAGE_SIZE],
    );
    let sealed = 0;
    for (const mail of plain) {
      const seal = (column: 'recipient' | 'subject' | 'body' | 'detail', text: string) =>
        text.startsWith('dm1:') ? text : this.cipher.sealMailText(column, mail.batchId, mail.rowNumber, text);
      // The detail is replaced only if unchanged: a settlement landing meanwhile keeps its own (sealed) reason.
      const result = await runSql(
        this.dataSource,
        `UPDATE ${deliveries}
            SET "recipient" = $3, "subject" = $4, "body" = $5,
                "detail" = CASE WHEN "detail" IS NOT DISTINCT FROM $7 THEN $6 ELSE "detail" END
          WHERE "batch_id" = $1 AND "row_number" = $2
            AND ("recipient" ${PLAIN} OR "subject" ${PLAIN} OR "body" ${PLAIN})`,
        [
          mail.batchId,
          mail.rowNumber,
          seal('recipient', mail.recipient),
          seal('subject', mail.subject),
          seal('body', mail.body),
          mail.detail === null ? null : seal('detail', mail.detail),
          mail.detail,
        ],
      );
      sealed += result.affected;
    }
    return { found: plain.length, sealed };
  }
}
