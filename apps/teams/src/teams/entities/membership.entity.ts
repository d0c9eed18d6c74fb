import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TeamRole } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/** A user in a team; its id is the `memberId` of the member routes. */
@Entity({ schema: serviceSchema('teams'), name: 'memberships' })
export class Membership {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: TeamRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
