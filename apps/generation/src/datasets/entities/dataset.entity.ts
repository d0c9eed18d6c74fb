import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DatasetFormat } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/**
 * A data file uploaded once and read once. Its parsed rows are in object storage (`contentsKey`, sealed); what
 * the person is shown about it (columns, first rows, warnings) is `summary`, sealed here since it holds values.
 */
@Entity({ schema: serviceSchema('generation'), name: 'datasets' })
export class Dataset {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'varchar', length: 8 })
  format!: DatasetFormat;

  @Column({ type: 'varchar', length: 8 })
  kind!: 'table' | 'records';

  @Column({ name: 'row_count', type: 'integer' })
  rowCount!: number;

  @Column({ name: 'contents_key', type: 'text' })
  contentsKey!: string;

  @Column({ type: 'text' })
  summary!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
