// What the other billing domains may use of outbox: they import it from here, never from its files.
export { BillingOutboxModule } from './billing-outbox.module';
