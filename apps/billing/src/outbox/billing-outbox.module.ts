import { OutboxModule } from '@deckmill/messaging';

/** billing's transactional outbox (`billing.outbox`): subscription.changed and usage.recorded go through it. */
export const BillingOutboxModule = OutboxModule.forService('billing');
