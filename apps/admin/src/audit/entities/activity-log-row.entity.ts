import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ActivityAction, ActorKind, ActivityTarget } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/** bigint columns come back as strings from pg; seqs stay far below 2^53. */
const seqTransformer = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * One entry of the audit trail (append-only: nothing updates a row; retention deletes a chain's oldest ones and
 * moves the chain's anchor). Every ActivityEntry field, flattened, plus the chain links and the source key.
 */
@Entity({ schema: serviceSchema('admin'), name: 'activity_log' })
export class ActivityLogRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  chain!: string;

  @Column({ type: 'bigint', transformer: seqTransformer })
  seq!: number;

  @Column({ type: 'text' })
  action!: ActivityAction;

  @Column({ name: 'actor_kind', type: 'text' })
  actorKind!: ActorKind;

  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId!: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail!: string | null;

  @Column({ name: 'actor_api_key_id', type: 'text', nullable: true })
  actorApiKeyId!: string | null;

  @Column({ name: 'target_type', type: 'text' })
  targetType!: ActivityTarget['type'];

  @Column({ name: 'target_id', type: 'text' })
  targetId!: string;

  @Column({ name: 'target_label', type: 'text', nullable: true })
  targetLabel!: string | null;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'team_id', type: 'integer', nullable: true })
  teamId!: number | null;

  @Column({ name: 'origin_ip', type: 'text', nullable: true })
  originIp!: string | null;

  @Column({ name: 'origin_user_agent', type: 'text', nullable: true })
  originUserAgent!: string | null;

  @Column({ name: 'request_id', type: 'text', nullable: true })
  requestId!: string | null;

  @Column({ type: 'jsonb' })
  details!: Record<string, unknown>;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;

  @Column({ name: 'prev_hash', type: 'text' })
  prevHash!: string;

  @Column({ type: 'text' })
  hash!: string;

  /** What was delivered (subject and message id, or a digest of subject and payload): appended once. */
  @Column({ name: 'source_key', type: 'text' })
  sourceKey!: string;
}
