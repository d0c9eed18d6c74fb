import { type DynamicModule, Global, Module } from '@nestjs/common';
import { BILLING_OPTIONS, type BillingOptions } from './billing.options';
import { CLOCK, SystemClock } from './clock/clock';
import { NoPaymentProvider } from './payment/no-payment-provider';
import { PAYMENT_PROVIDER } from './payment/payment-provider';
import { PlanTerms } from './plans/plan-terms.service';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsageModule } from './usage/usage.module';

/** The clock and the payment provider every billing module shares (tests replace the clock's `now`). */
@Global()
@Module({
  providers: [
    { provide: CLOCK, useClass: SystemClock },
    { provide: PAYMENT_PROVIDER, useClass: NoPaymentProvider },
    PlanTerms,
  ],
  exports: [CLOCK, PAYMENT_PROVIDER, PlanTerms],
})
class BillingCoreModule {}

/** Plans, subscriptions and the monthly allowance (spec sections 3, 6 and 9). */
@Module({ imports: [BillingCoreModule, SubscriptionsModule, UsageModule] })
export class BillingModule {
  /** The service with its options; global so the plan terms can read BILLING_OPTIONS. */
  static forRoot(options: BillingOptions = {}): DynamicModule {
    return {
      module: BillingModule,
      global: true,
      providers: [{ provide: BILLING_OPTIONS, useValue: options }],
      exports: [BILLING_OPTIONS],
    };
  }
}
