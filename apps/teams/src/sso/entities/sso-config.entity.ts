import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** A team's OpenID provider; one per team. */
@Entity({ schema: serviceSchema('teams'), name: 'sso_configs' })
export class SsoConfig {
  @PrimaryColumn({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ name: 'issuer_url', type: 'varchar', length: 500 })
  issuerUrl!: string;

  @Column({ name: 'client_id', type: 'varchar', length: 255 })
  clientId!: string;

  /** Sealed (FieldCipher, bound to the team): never stored nor answered in clear. */
  @Column({ name: 'client_secret', type: 'text' })
  clientSecret!: string;

  @Column({ type: 'boolean', default: false })
  enforced!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
