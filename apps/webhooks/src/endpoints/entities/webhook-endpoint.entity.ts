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

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set while the owner has switched the endpoint off: nothing is delivered to it. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;
}
