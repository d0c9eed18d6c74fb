import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ApiKeyScope } from '@deckmill/bus-contracts';
import { serviceSchema } from '@deckmill/database';

/** A Bearer key for the API. Only its SHA-256 is kept; the prefix lets the user recognise it. */
@Entity({ schema: serviceSchema('identity'), name: 'api_keys' })
export class ApiKey {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  prefix!: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** What the key may do in API v1 (read, generate, manage), in that order. */
  @Column({ type: 'text', array: true })
  scopes!: ApiKeyScope[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Written when the key authenticates, at most once a minute (not a write per request). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
