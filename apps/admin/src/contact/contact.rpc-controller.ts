import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListContactMessagesUseCase } from './use-cases/list-contact-messages/list-contact-messages.use-case';
import { SubmitContactUseCase } from './use-cases/submit-contact/submit-contact.use-case';

@Controller()
export class ContactRpcController {
  constructor(
    private readonly submitContact: SubmitContactUseCase,
    private readonly listContactMessages: ListContactMessagesUseCase,
  ) {}

  @RpcHandler('admin.submit-contact')
  submit(@Payload() input: RpcPayload<'admin.submit-contact'>): Promise<RpcReply<'admin.submit-contact'>> {
    return this.submitContact.execute(input);
  }

  @RpcHandler('admin.list-contact-messages')
  list(
    @Payload() input: RpcPayload<'admin.list-contact-messages'>,
  ): Promise<RpcReply<'admin.list-contact-messages'>> {
    return this.listContactMessages.execute(input);
  }
}
