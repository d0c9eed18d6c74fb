// What the other billing domains may use of subscriptions: they import it from here, never from its files.
export { SubscriptionLedger } from './subscription-ledger';
export { SubscriptionsModule } from './subscriptions.module';
