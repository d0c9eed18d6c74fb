import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/**
 * An endpoint a user registered for their own batches (`ownerUserId`) or, as a team admin, for the batches of
 * the templates shared with a team (`ownerTeamId`); exactly one is set. Its secret is stored only encrypted.
 */
@Entity({ schema: serviceSchema('webhooks'), name: 'endpoints' })
export class WebhookEndpoint {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId!: string | null;

  @Column({ name: 'owner_team_id', type: 'integer', nullable: true })
  ownerTeamId!: number | null;

  @Column({ type: 'text' })
  endpoint!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'event_types', type: 'text', array: true })
  eventTypes!: string[];

  @Column({ name: 'secret_ciphertext', type: 'text' })
  secretCiphertext!: string;

  /** API v1's Idempotency-Key of the request that registered it (24 hours), with its fingerprint. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  /** Who sent the key: keys are per user, and a team's endpoint has no owning user. */
  @Column({ name: 'idempotency_user_id', type: 'uuid', nullable: true })
  idempotencyUserId!: string | null;

  @Column({ name: 'request_fingerprint', type: 'varchar', length: 64, nullable: true })
  requestFingerprint!: string | null;

  /** The Idempotency-Key of the last rotate_secret, who sent it and when (a retry answers that secret). */
  @Column({ name: 'rotation_key', type: 'varchar', length: 255, nullable: true })
  rotationKey!: string | null;

  @Column({ name: 'rotation_user_id', type: 'uuid', nullable: true })
  rotationUserId!: string | null;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set while the owner has switched the endpoint off: nothing is delivered to it. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;
}
