import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ViewerDeviceClass } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/**
 * One viewing of a link's deck (docs/sharing.md, "Analytics"): first-party data only. Read and written in
 * hand-written SQL (share-link-view.repository.ts); the entity names the table's columns.
 */
@Entity({ schema: serviceSchema('generation'), name: 'share_link_views' })
export class ShareLinkViewRecord {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'link_id', type: 'uuid' })
  linkId!: string;

  @Column({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  /** The batch's owner, for their dashboard's recent opens. */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  /** SHA-256 (hex) of the viewer cookie's random id: the same browser, never who it is. */
  @Column({ name: 'viewer_hash', type: 'char', length: 64 })
  viewerHash!: string;

  /** Which distinct viewer of the link (1 first). */
  @Column({ name: 'viewer_number', type: 'integer' })
  viewerNumber!: number;

  /** The address of the gate pass the view came through, sealed as the pass's; null without a gate. */
  @Column({ name: 'email_sealed', type: 'text', nullable: true })
  emailSealed!: string | null;

  @Column({ type: 'varchar', length: 16 })
  device!: ViewerDeviceClass;

  /** The client address truncated by the gateway (IPv4 /24, IPv6 /48). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  network!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  @Column({ name: 'slide_seconds', type: 'real', array: true })
  slideSeconds!: number[];

  /** The sum of `slideSeconds`, kept for the lists' totals. */
  @Column({ type: 'real' })
  seconds!: number;

  @Column({ name: 'furthest_slide', type: 'integer' })
  furthestSlide!: number;

  @Column({ name: 'slide_count', type: 'integer' })
  slideCount!: number;

  @Column({ type: 'integer' })
  downloads!: number;
}
