import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailJob } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';

/**
 * Queues account emails as `mail.send` jobs (durable and retried; the mail service, apps/mail, renders them). A mail is
 * staged in identity's outbox in the transaction that issues its token, so a committed token always gets its
 * mail, and `flush()` publishes it after the commit.
 */
@Injectable()
export class AccountMailer {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async send(manager: EntityManager, mail: MailJob): Promise<void> {
    await this.outbox.stage(manager, {
      kind: 'job',
      key: 'mail.send',
      payload: mail,
      messageId: mail.mailId,
    });
  }

  /** Publishes what the caller's committed transaction staged; never throws (the relay retries). */
  flush(): Promise<void> {
    return this.relay.flush();
  }
}
