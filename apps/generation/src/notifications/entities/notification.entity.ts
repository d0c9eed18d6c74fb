import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BatchNotificationKind } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/**
 * An in-app notice about a batch: it finished (one per batch and kind), or one of its decks was viewed (one per
 * view, `viewId`; docs/sharing.md, "Notices").
 */
@Entity({ schema: serviceSchema('generation'), name: 'notifications' })
export class Notification {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @Column({ type: 'varchar', length: 32 })
  kind!: BatchNotificationKind;

  /** The view a deck notice is about; null for a batch's own notices. */
  @Column({ name: 'view_id', type: 'uuid', nullable: true })
  viewId!: string | null;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
