import { defineServiceDatabase } from '@deckmill/database';
import { BillingCreateOutbox1795257187966 } from './migrations/BillingCreateOutbox1795257187966';
import { BillingCreateSubscriptionsAndUsage1795252891985 } from './migrations/BillingCreateSubscriptionsAndUsage1795252891985';
import { BillingOutboxHeaders1795422000000 } from './migrations/BillingOutboxHeaders1795422000000';
import { SubscriptionChange } from './subscriptions/entities/subscription-change.entity';
import { Subscription } from './subscriptions/entities/subscription.entity';
import { UsageMonth } from './usage/entities/usage-month.entity';
import { UsageReservation } from './usage/entities/usage-reservation.entity';

export const billingEntities = [Subscription, SubscriptionChange, UsageMonth, UsageReservation];

export const billingDatabase = defineServiceDatabase('billing', {
  entities: billingEntities,
  migrations: [
    BillingCreateSubscriptionsAndUsage1795252891985,
    BillingCreateOutbox1795257187966,
    BillingOutboxHeaders1795422000000,
  ],
});
