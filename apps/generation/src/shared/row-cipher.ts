import { FieldCipher } from '@deckmill/database';
import type { DataRecord } from '@deckmill/csv/data';

/** The texts of a row's mail kept in `row_deliveries`, which come from the row's values. */
export interface RowMailTexts {
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly detail: string | null;
}

/**
 * The users' row data is sealed before it reaches PostgreSQL: each row's values in `batch_rows` and
 * its mail's recipient, subject, body and skip reason in `row_deliveries`. Each value is bound to its batch,
 * row and column. Values stored before encryption are read as they are (see docs/security.md).
 */
export class RowCipher {
  constructor(private readonly cipher: FieldCipher) {}

  sealValues(batchId: string, rowNumber: number, values: DataRecord): string {
    return this.cipher.sealJson(values, context('values', batchId, rowNumber));
  }

  openValues(batchId: string, rowNumber: number, stored: DataRecord | string): DataRecord {
    return this.cipher.openJson(stored, context('values', batchId, rowNumber));
  }

  sealMail(batchId: string, rowNumber: number, mail: RowMailTexts): RowMailTexts {
    const seal = (column: keyof RowMailTexts, text: string) =>
      this.sealMailText(column, batchId, rowNumber, text);
    return {
      recipient: seal('recipient', mail.recipient),
      subject: seal('subject', mail.subject),
      body: seal('body', mail.body),
      detail: mail.detail === null ? null : seal('detail', mail.detail),
    };
  }

  sealMailText(column: keyof RowMailTexts, batchId: string, rowNumber: number, text: string): string {
    return this.cipher.seal(text, context(column, batchId, rowNumber));
  }

  /** A sealed text, or one stored in clear (before encryption, or the product's own skip reasons). */
  openMailText(column: keyof RowMailTexts, batchId: string, rowNumber: number, stored: string): string {
    return this.cipher.openText(stored, context(column, batchId, rowNumber));
  }
}

function context(column: string, batchId: string, rowNumber: number): string {
  return `generation.row.${column}:${batchId}:${rowNumber}`;
}
