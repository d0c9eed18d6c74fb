import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { User } from '../users';
import { SubscriptionChanges } from './subscription.events';

/** Keeps each user's plan tier in step with billing's `subscription.changed` events. */
@Module({
  imports: [IdentitySharedModule, TypeOrmModule.forFeature([User])],
  providers: [SubscriptionChanges],
})
export class SubscriptionsModule {}
