import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** Decks reserved by a user in one calendar month (UTC); reservations change it with a conditional UPDATE. */
@Entity({ schema: serviceSchema('billing'), name: 'usage_months' })
export class UsageMonth {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** `YYYY-MM` */
  @PrimaryColumn({ type: 'text' })
  month!: string;

  @Column({ type: 'integer' })
  used!: number;
}
