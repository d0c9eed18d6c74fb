import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { IdentitySharedModule } from '../shared';
import { User } from '../users';
import { SubscriptionChanges } from './subscription.events';

/** Keeps each user's plan tier in step with billing's `subscription.changed` events. */
@Module({
  imports: [IdentitySharedModule, DatabaseModule.forFeature([User])],
  providers: [SubscriptionChanges],
})
export class SubscriptionsModule {}
