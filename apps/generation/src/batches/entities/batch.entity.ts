import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryContent, OutputFormat, PresentationStatus } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/** A presentation (docs/glossary.md): one data file against one template, one deck per row. */
@Entity({ schema: serviceSchema('generation'), name: 'batches' })
export class Batch {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ name: 'template_id', type: 'integer' })
  templateId!: number;

  /** Kept here because the template may be deleted later. */
  @Column({ name: 'template_name', type: 'varchar', length: 255 })
  templateName!: string;

  @Column({ name: 'template_file_key', type: 'varchar', length: 1024 })
  templateFileKey!: string;

  /** Members of this team may see and download the batch too. */
  @Column({ name: 'template_team_id', type: 'integer', nullable: true })
  templateTeamId!: number | null;

  @Column({ name: 'file_name_pattern', type: 'varchar', length: 200 })
  fileNamePattern!: string;

  /** Numbers, currencies and dates are formatted for it (a SUPPORTED_LOCALES tag). */
  @Column({ type: 'varchar', length: 35, default: 'en-US' })
  locale!: string;

  /** What the decks were made from: CSV rows (or groups of them, see groupBy) or a JSON file's objects. */
  @Column({ name: 'data_format', type: 'varchar', length: 8, default: 'csv' })
  dataFormat!: 'csv' | 'json';

  /** The CSV column whose values make one deck each; null for one deck per row. */
  @Column({ name: 'group_by', type: 'varchar', length: 255, nullable: true })
  groupBy!: string | null;

  /** What each row comes out as: pptx, pdf or both. */
  @Column({ type: 'text', array: true, default: () => "'{pptx}'" })
  formats!: OutputFormat[];

  /** The images archive uploaded with the data (rows' `{{%image}}` values may name its files). */
  @Column({ name: 'images_key', type: 'varchar', length: 1024, nullable: true })
  imagesKey!: string | null;

  /** The mappings as posted (JSON text), kept for "Run again"; null for batches made before they were kept. */
  @Column({ name: 'data_mapping', type: 'text', nullable: true })
  dataMapping!: string | null;

  @Column({ name: 'section_mapping', type: 'text', nullable: true })
  sectionMapping!: string | null;

  /** The first batch of the line this one was run again from; null for a first run. */
  @Column({ name: 'run_of', type: 'uuid', nullable: true })
  runOf!: string | null;

  /** The person named it (a run keeps the name); false: the default name, made anew for a run. */
  @Column({ name: 'name_given', type: 'boolean', default: false })
  nameGiven!: boolean;

  /** 1 for a first run, then 2, 3... along its line. */
  @Column({ name: 'run_number', type: 'integer', default: 1 })
  runNumber!: number;

  /** The dataset the batch was made from; null when its data file came with the request. */
  @Column({ name: 'dataset_id', type: 'uuid', nullable: true })
  datasetId!: string | null;

  /** Each row's deck is mailed to the address in this column; null when not mailed. */
  @Column({ name: 'delivery_column', type: 'varchar', length: 255, nullable: true })
  deliveryColumn!: string | null;

  /** Where recipients' answers go (the sender asked for it), or null. */
  @Column({ name: 'delivery_reply_to', type: 'varchar', length: 255, nullable: true })
  deliveryReplyTo!: string | null;

  /** What each mail carries: null or `attachment` the files, `link` the row's personal link, `both` both. */
  @Column({ name: 'delivery_content', type: 'varchar', length: 16, nullable: true })
  deliveryContent!: DeliveryContent | null;

  /** Decided once from the owner's plan when the batch was created. */
  @Column({ type: 'boolean' })
  watermark!: boolean;

  @Column({ type: 'varchar', length: 16 })
  status!: PresentationStatus;

  @Column({ name: 'row_count', type: 'integer' })
  rowCount!: number;

  @Column({ name: 'rows_done', type: 'integer' })
  rowsDone!: number;

  @Column({ name: 'rows_failed', type: 'integer' })
  rowsFailed!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When a row last settled or the batch started: what the operators' stuck-batch list measures. */
  @Column({ name: 'last_progress_at', type: 'timestamptz', default: () => 'now()' })
  lastProgressAt!: Date;

  /** When an operator last resumed it: a Resume within the guard re-sends nothing (docs/admin.md). */
  @Column({ name: 'resumed_at', type: 'timestamptz', nullable: true })
  resumedAt!: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  /** API v1's Idempotency-Key that created it (unique per owner), honoured for 24 hours. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  /** The SHA-256 of that request, so the key's reuse for another request is refused. */
  @Column({ name: 'request_fingerprint', type: 'varchar', length: 64, nullable: true })
  requestFingerprint!: string | null;

  /** Set once the finished batch was announced (event, billing release, mail, notification). */
  @Column({ name: 'announced_at', type: 'timestamptz', nullable: true })
  announcedAt!: Date | null;

  /** Days its decks are kept once finished, decided from the owner's plan at creation. */
  @Column({ name: 'decks_kept_days', type: 'integer', nullable: true })
  decksKeptDays!: number | null;

  /** When the decks expire (set when the finished batch is announced); null while it runs. */
  @Column({ name: 'decks_expire_at', type: 'timestamptz', nullable: true })
  decksExpireAt!: Date | null;

  /** When its decks, PDFs and archives were deleted (the batch and its rows stay); null while kept. */
  @Column({ name: 'decks_deleted_at', type: 'timestamptz', nullable: true })
  decksDeletedAt!: Date | null;

  @Column({ name: 'decks_deleted_reason', type: 'varchar', length: 16, nullable: true })
  decksDeletedReason!: 'requested' | 'expired' | null;
}
