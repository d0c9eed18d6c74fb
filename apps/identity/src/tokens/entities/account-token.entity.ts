import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

export type AccountTokenPurpose = 'confirm-email' | 'reset-password' | 'unlock-account';

/** A single-use secret sent by email (confirmation, password reset, unlock). Only its hash is kept. */
@Entity({ schema: serviceSchema('identity'), name: 'account_tokens' })
export class AccountToken {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  purpose!: AccountTokenPurpose;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** The address a confirmation link confirms (the new one after an email change). */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
