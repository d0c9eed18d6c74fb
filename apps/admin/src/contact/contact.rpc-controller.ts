import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { SubmitContactUseCase } from './use-cases/submit-contact/submit-contact.use-case';

@Controller()
export class ContactRpcController {
  constructor(private readonly submitContact: SubmitContactUseCase) {}

  @RpcHandler('admin.submit-contact')
  submit(@Payload() input: RpcPayload<'admin.submit-contact'>): Promise<RpcReply<'admin.submit-contact'>> {
    return this.submitContact.execute(input);
  }
}
