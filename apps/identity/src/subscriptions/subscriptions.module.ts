import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { SubscriptionChanges } from './subscription.events';

@Module({
  imports: [IdentityCoreModule],
  providers: [SubscriptionChanges],
})
export class SubscriptionsModule {}
