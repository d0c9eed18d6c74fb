export { BillingModule } from './billing.module';
export { billingDatabase } from './billing.database';
