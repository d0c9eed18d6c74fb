import { Inject, Injectable } from '@nestjs/common';
import type { MailJob } from '@deckmill/contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';

/** Queues account emails as `mail.send` jobs (durable and retried; the mail sender renders them). */
@Injectable()
export class AccountMailer {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async send(mail: MailJob): Promise<void> {
    await this.bus.enqueueJob('mail.send', mail, { messageId: mail.mailId });
  }
}
