import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ShareLinkAccess, ShareLinkGate } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/** A batch's defaults for its links, as chosen at creation: a batch without a row here has no links. */
@Entity({ schema: serviceSchema('generation'), name: 'share_settings' })
export class ShareSettings {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @Column({ type: 'varchar', length: 16 })
  access!: ShareLinkAccess;

  @Column({ type: 'varchar', length: 16 })
  gate!: ShareLinkGate;

  /** The data column whose address a viewer must type (`email_match`), or whose address the CSV lists. */
  @Column({ name: 'gate_column', type: 'varchar', length: 255, nullable: true })
  gateColumn!: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** Living links: the column naming a row across the line's runs; null: links keep their own deck. */
  @Column({ name: 'key_column', type: 'varchar', length: 255, nullable: true })
  keyColumn!: string | null;

  /** Draw each deck's slides once it is made, not on the first view. */
  @Column({ name: 'draw_ahead', type: 'boolean', default: false })
  drawAhead!: boolean;
}
