import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AuditAction, AuditChanges } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/** One operator action: who changed what, from which value to which. Kept after the target is deleted. */
@Entity({ schema: serviceSchema('admin'), name: 'audit_entries' })
export class AuditEntry {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ name: 'actor_email', type: 'text' })
  actorEmail!: string;

  @Column({ type: 'text' })
  action!: AuditAction;

  @Column({ name: 'target_id', type: 'text' })
  targetId!: string;

  @Column({ name: 'target_email', type: 'text', nullable: true })
  targetEmail!: string | null;

  @Column({ type: 'jsonb' })
  changes!: AuditChanges;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
