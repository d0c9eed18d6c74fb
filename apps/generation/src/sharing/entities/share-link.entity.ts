import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ShareLinkAccess, ShareLinkGate } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/**
 * A personal link to one deck of a batch (docs/sharing.md). The token is found by its SHA-256 only; the sealed
 * copy lets the owner copy the link and export it again (docs/decisions.md).
 */
@Entity({ schema: serviceSchema('generation'), name: 'share_links' })
export class ShareLink {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @Column({ name: 'row_number', type: 'integer' })
  rowNumber!: number;

  /** The SHA-256 (hex) of the token in the URL: how a viewer's request finds the link. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  /** The token sealed under ROW_ENCRYPTION_KEYS, bound to the link. */
  @Column({ name: 'token_sealed', type: 'text' })
  tokenSealed!: string;

  /** The row's address (the batch's gate column), sealed; null without one. */
  @Column({ name: 'email_sealed', type: 'text', nullable: true })
  emailSealed!: string | null;

  @Column({ type: 'varchar', length: 16 })
  access!: ShareLinkAccess;

  @Column({ type: 'varchar', length: 16 })
  gate!: ShareLinkGate;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** Living links: the row's key (the batch's key column), as a keyed hash; null without one. */
  @Column({ name: 'key_hash', type: 'char', length: 64, nullable: true })
  keyHash!: string | null;

  /** Living links: kept on its own deck when the batch runs again. */
  @Column({ type: 'boolean', default: false })
  pinned!: boolean;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When its first view started: set once, so `presentation.deck-opened` is sent once per link. */
  @Column({ name: 'first_opened_at', type: 'timestamptz', nullable: true })
  firstOpenedAt!: Date | null;

  /** Downloads of the deck or its PDF through the link, with or without a view. */
  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount!: number;
}
