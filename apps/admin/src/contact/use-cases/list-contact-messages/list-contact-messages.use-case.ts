import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { pageWindow, toPagination } from '../../../shared';
import { ContactMessage } from '../../entities/contact-message.entity';

/** Stored contact messages, newest first, a page at a time (the mail to operators may be lost; these stay). */
@Injectable()
export class ListContactMessagesUseCase {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  async execute(
    input: RpcPayload<'admin.list-contact-messages'>,
  ): Promise<RpcReply<'admin.list-contact-messages'>> {
    const [messages, totalCount] = await this.messages.findAndCount({
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(input.page),
    });
    return {
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
