import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** A signed-in browser. Only the SHA-256 of the cookie's token is kept. */
@Entity({ schema: serviceSchema('identity'), name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'remember_me', type: 'boolean' })
  rememberMe!: boolean;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  /** Remembered sessions end at a fixed time; browser sessions have none and end when idle. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
