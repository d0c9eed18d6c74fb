export { BillingModule } from './billing.module';
export type { BillingOptions } from './billing.options';
export { billingDatabase } from './billing.database';
