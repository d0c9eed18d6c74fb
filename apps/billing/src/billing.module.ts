import { Global, Module } from '@nestjs/common';
import { CLOCK, SystemClock } from './clock/clock';
import { NoPaymentProvider } from './payment/no-payment-provider';
import { PAYMENT_PROVIDER } from './payment/payment-provider';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsageModule } from './usage/usage.module';

/** The clock and the payment provider every billing module shares (tests replace the clock's `now`). */
@Global()
@Module({
  providers: [
    { provide: CLOCK, useClass: SystemClock },
    { provide: PAYMENT_PROVIDER, useClass: NoPaymentProvider },
  ],
  exports: [CLOCK, PAYMENT_PROVIDER],
})
class BillingCoreModule {}

/** Plans, subscriptions and the monthly allowance (spec sections 3, 6 and 9). */
@Module({ imports: [BillingCoreModule, SubscriptionsModule, UsageModule] })
export class BillingModule {}
