import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';
import type { PreviewStatus, TemplatePlaceholder, TemplateStructure } from '@deckmill/bus-contracts';

@Entity({ schema: serviceSchema('templates'), name: 'templates' })
export class Template {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  /** The team it is shared with; null while private. */
  @Column({ name: 'team_id', type: 'integer', nullable: true })
  teamId!: number | null;

  /** Every object of the template (source and previews) lives under this prefix, `templates/<uuid>/`. */
  @Column({ name: 'storage_prefix', type: 'varchar', length: 100 })
  storagePrefix!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ name: 'size_bytes', type: 'bigint', transformer: { to: (v: number) => v, from: Number } })
  sizeBytes!: number;

  @Column({ name: 'slide_count', type: 'integer' })
  slideCount!: number;

  /** Each placeholder once, in order of first appearance, with where it occurs. */
  @Column({ type: 'jsonb' })
  placeholders!: TemplatePlaceholder[];

  /** Tags with their filters and the sections with what is inside them, as the engine inspected them. */
  @Column({ type: 'jsonb', default: () => `'{"tags":[],"sections":[]}'::jsonb` })
  structure!: TemplateStructure;

  /** Completed batches made from it (API: `presentations_count`). */
  @Column({ name: 'presentations_count', type: 'integer', default: 0 })
  presentationsCount!: number;

  /** Decks those batches made, one per row: what the UI counts as presentations (API: `decks_count`). */
  @Column({ name: 'decks_count', type: 'integer', default: 0 })
  decksCount!: number;

  @Column({ name: 'preview_status', type: 'varchar', length: 16 })
  previewStatus!: PreviewStatus;

  @Column({ name: 'preview_count', type: 'integer', default: 0 })
  previewCount!: number;

  /** API v1's Idempotency-Key of the upload that made it (24 hours), with its request's fingerprint. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'request_fingerprint', type: 'varchar', length: 64, nullable: true })
  requestFingerprint!: string | null;

  /** What the keyed upload's answer said was removed, answered again to a retry. */
  @Column({ name: 'removed_content_notices', type: 'jsonb', nullable: true })
  removedContentNotices!: string[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
