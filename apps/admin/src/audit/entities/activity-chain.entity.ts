import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

const seqTransformer = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * The head of one hash chain. Appends lock this row, so one chain's appends take turns while other chains'
 * go on; the anchor is where verification starts (the last pruned entry, or the genesis before any pruning).
 */
@Entity({ schema: serviceSchema('admin'), name: 'activity_chains' })
export class ActivityChainRow {
  @PrimaryColumn({ type: 'text' })
  chain!: string;

  @Column({ name: 'last_seq', type: 'bigint', transformer: seqTransformer })
  lastSeq!: number;

  @Column({ name: 'last_hash', type: 'text' })
  lastHash!: string;

  @Column({ name: 'anchor_seq', type: 'bigint', transformer: seqTransformer })
  anchorSeq!: number;

  @Column({ name: 'anchor_hash', type: 'text' })
  anchorHash!: string;

  /** Whose plan decides how long the chain is kept: the user, or for a team the user who created it. */
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId!: string | null;
}
