import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

export type SsoVerifier = 'dns' | 'operator';

/** An e-mail domain of a team's SSO; it counts once verified (by DNS TXT record or by an operator). */
@Entity({ schema: serviceSchema('teams'), name: 'sso_domains' })
export class SsoDomain {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ type: 'varchar', length: 253 })
  domain!: string;

  /** Random; published by the team as `deckmill-verification=<token>`. */
  @Column({ name: 'verification_token', type: 'varchar', length: 64 })
  verificationToken!: string;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  @Column({ name: 'verified_by', type: 'varchar', length: 16, nullable: true })
  verifiedBy!: SsoVerifier | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
