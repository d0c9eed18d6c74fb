import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

@Entity({ schema: serviceSchema('teams'), name: 'teams' })
export class Team {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Random, URL-safe and unique: what links use, so team URLs cannot be enumerated. */
  @Column({ name: 'short_id', type: 'varchar', length: 16 })
  shortId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The creator's plan limits the team's size. */
  @Column({ name: 'creator_id', type: 'uuid' })
  creatorId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
