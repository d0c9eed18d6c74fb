import { Module } from '@nestjs/common';
import { AccountMailer } from './account-mailer';
import { Clock } from './clock';
import { IdentityOutboxModule } from './identity-outbox.module';

/** What every identity module may use: the one Clock, and identity's outbox with its account-mail stager. */
@Module({
  imports: [IdentityOutboxModule],
  providers: [Clock, AccountMailer],
  exports: [IdentityOutboxModule, Clock, AccountMailer],
})
export class IdentitySharedModule {}
