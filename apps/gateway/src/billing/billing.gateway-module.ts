import { Module } from '@nestjs/common';
import { SubscriptionController } from './subscription.controller';

/** The billing area of the API: the subscription settings pages. */
@Module({ controllers: [SubscriptionController] })
export class BillingGatewayModule {}
