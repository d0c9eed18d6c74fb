import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/**
 * Failed sign-ins of one account from one client address. A lock is held per account and client, so a
 * stranger who guesses wrong ten times locks only their own address out, not the owner.
 */
@Entity({ schema: serviceSchema('identity'), name: 'sign_in_failures' })
export class SignInFailure {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The client IP the gateway saw (req.ip, which honours TRUST_PROXY). */
  @PrimaryColumn({ type: 'text' })
  client!: string;

  @Column({ name: 'failed_count', type: 'integer', default: 0 })
  failedCount!: number;

  @Column({ name: 'locked_at', type: 'timestamptz', nullable: true })
  lockedAt!: Date | null;
}
