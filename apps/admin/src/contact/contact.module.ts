import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared';
import { ContactRpcController } from './contact.rpc-controller';
import { OperatorRecipients } from './operator-recipients';
import { ListContactMessagesUseCase } from './use-cases/list-contact-messages/list-contact-messages.use-case';
import { SubmitContactUseCase } from './use-cases/submit-contact/submit-contact.use-case';

/** Messages from the public contact form: stored here, mailed to the operators. */
@Module({
  imports: [AdminSharedModule],
  controllers: [ContactRpcController],
  providers: [OperatorRecipients, SubmitContactUseCase, ListContactMessagesUseCase],
})
export class ContactModule {}
