import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';
import type { DataRecord } from '@deckmill/csv/data';

/**
 * `converting`: the deck is stored, its PDF is being made (batches that want PDF). `cancelled`: the batch was
 * cancelled before the row was made (never rendered afterwards).
 */
export type BatchRowStatus = 'pending' | 'converting' | 'done' | 'failed' | 'cancelled';

/** One data row of a batch and the deck made from it. Keyed by batch and row, so writes are idempotent. */
@Entity({ schema: serviceSchema('generation'), name: 'batch_rows' })
export class BatchRow {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  /** 1-based data row number. */
  @PrimaryColumn({ name: 'row_number', type: 'integer' })
  rowNumber!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: BatchRowStatus;

  /**
   * The deck's data record: a CSV row's values by placeholder (the mapping applied once at creation), a group
   * with its `rows`, or a JSON object with its nested objects and lists. Stored sealed (a JSON string, see
   * RowCipher); a record from before encryption is the object itself. Read it through RowCipher.openValues.
   */
  @Column({ type: 'jsonb' })
  values!: DataRecord | string;

  /** The deck's name in downloads: the pattern applied, unique within the batch. */
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ name: 'output_key', type: 'varchar', length: 1024, nullable: true })
  outputKey!: string | null;

  @Column({ name: 'size_bytes', type: 'integer', nullable: true })
  sizeBytes!: number | null;

  /** The row's PDF, once converted. */
  @Column({ name: 'pdf_key', type: 'varchar', length: 1024, nullable: true })
  pdfKey!: string | null;

  @Column({ name: 'pdf_size_bytes', type: 'integer', nullable: true })
  pdfSizeBytes!: number | null;

  /** "Calibri → Carlito": families the PDF was drawn with instead of the deck's. */
  @Column({ name: 'font_substitutions', type: 'text', array: true, default: () => "'{}'" })
  fontSubstitutions!: string[];

  /** What the deck made do without: an image not found, a chart field with no series. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  notes!: string[];

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;
}
