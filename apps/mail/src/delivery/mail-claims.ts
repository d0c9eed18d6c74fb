import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { mailTables } from '../mail.tables';
import { Clock } from './clock';
import { SentMail } from './entities/sent-mail.entity';

/** A claim older than this is taken to belong to a delivery that died mid-send. */
export const STALE_CLAIM_MS = 5 * 60_000;

export type Claim = 'claimed' | 'already-sent' | 'being-sent';

/** Who may send a mailId: the first delivery to claim it; later ones see it sent, or still being sent. */
@Injectable()
export class MailClaims {
  constructor(
    @InjectRepository(SentMail) private readonly mails: Repository<SentMail>,
    private readonly clock: Clock,
  ) {}

  async claim(mailId: string, template: string): Promise<Claim> {
    const now = this.clock.now();
    // One statement, so of two concurrent deliveries exactly one inserts the claim.
    const inserted = await selectRows(
      this.mails.manager,
      `INSERT INTO ${mailTables.sent_mails} ("mail_id", "template", "claimed_at") VALUES ($1, $2, $3)
       ON CONFLICT ("mail_id") DO NOTHING RETURNING "mail_id"`,
      [mailId, template, now],
    );
    if (inserted.length === 1) return 'claimed';
    const existing = await this.mails.findOneBy({ mailId });
    if (existing?.sentAt) return 'already-sent';
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    const takenOver = await this.mails.update(
      { mailId, sentAt: IsNull(), claimedAt: LessThan(stale) },
      { claimedAt: now },
    );
    return takenOver.affected === 1 ? 'claimed' : 'being-sent';
  }

  async markSent(mailId: string): Promise<void> {
    await this.mails.update({ mailId }, { sentAt: this.clock.now() });
  }

  /** Gives a claim back after a failed delivery, so the retry can send. */
  async release(mailId: string): Promise<void> {
    await this.mails.delete({ mailId, sentAt: IsNull() });
  }
}
