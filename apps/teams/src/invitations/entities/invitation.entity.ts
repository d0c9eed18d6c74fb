import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TeamRole } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/**
 * An e-mail invited to a team; it stays pending until its invitee accepts or declines it (or it expires or is
 * revoked), whether or not the address has an account. Only the token's SHA-256 is kept.
 */
@Entity({ schema: serviceSchema('teams'), name: 'invitations' })
export class Invitation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: TeamRole;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'invited_by', type: 'uuid' })
  invitedBy!: string;

  /** Bumped on every (re)send, so mail idempotency ids differ per send. */
  @Column({ name: 'send_count', type: 'integer', default: 1 })
  sendCount!: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'declined_at', type: 'timestamptz', nullable: true })
  declinedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
