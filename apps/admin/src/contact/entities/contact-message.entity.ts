import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** A message sent with the public contact form (honeypot hits are never stored). */
@Entity({ schema: serviceSchema('admin'), name: 'contact_messages' })
export class ContactMessage {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  company!: string | null;

  @Column({ type: 'text' })
  topic!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
