import { Module } from '@nestjs/common';
import { AccountMailer } from './account-mailer';
import { Clock } from './clock';
import { IdentityActivity } from './identity-activity';
import { IdentityOutboxModule } from './identity-outbox.module';

/**
 * What every identity module may use: the one Clock, and identity's outbox with its account-mail stager and the
 * audit trail's activity events.
 */
@Module({
  imports: [IdentityOutboxModule],
  providers: [Clock, AccountMailer, IdentityActivity],
  exports: [IdentityOutboxModule, Clock, AccountMailer, IdentityActivity],
})
export class IdentitySharedModule {}
