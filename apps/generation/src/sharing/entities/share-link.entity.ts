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

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
