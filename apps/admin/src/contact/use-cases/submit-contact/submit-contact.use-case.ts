import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus, type RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';
import { ContactMessage } from '../../entities/contact-message.entity';
import { OperatorRecipients } from '../../operator-recipients';

/** Stores a contact message, then mails it to every operator (one durable mail.send job each). */
@Injectable()
export class SubmitContactUseCase {
  private readonly logger = new Logger(SubmitContactUseCase.name);

  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly recipients: OperatorRecipients,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'admin.submit-contact'>): Promise<RpcReply<'admin.submit-contact'>> {
    const message: ContactMessage = { id: randomUUID(), ...input, createdAt: this.clock.now() };
    await this.messages.insert(message);
    const emails = await this.recipients.emails();
    if (emails.length === 0) {
      this.logger.warn(`Contact message ${message.id} stored, but there is no operator to mail it to.`);
    }
    for (const to of emails) {
      const mailId = `contact-${message.id}-${to}`;
      await this.bus.enqueueJob(
        'mail.send',
        { mailId, to, template: 'contact-message', variables: mailVariables(message) },
        { messageId: mailId },
      );
    }
    return { id: message.id };
  }
}

function mailVariables(message: ContactMessage): Record<string, string> {
  const company = message.company ? ` (${message.company})` : '';
  return {
    subject: `${message.topic}: ${message.name}${company}`,
    name: message.name,
    email: message.email,
    message: message.company ? `Company: ${message.company}\n\n${message.message}` : message.message,
  };
}
