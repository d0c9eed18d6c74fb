import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription as BusSubscription } from '@deckmill/messaging';
import { SubscriptionLedger } from './subscription-ledger';
import { CloseAccountUseCase } from './use-cases/close-account/close-account.use-case';

/**
 * Every user starts on the free plan: the subscription is opened when identity announces the sign-up, and
 * closed when the account is deleted.
 */
@Injectable()
export class SubscriptionsEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscriptions: BusSubscription[] = [];

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly ledger: SubscriptionLedger,
    private readonly closeAccount: CloseAccountUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscriptions.push(
      await this.bus.subscribeEvent(
        'user.registered',
        { durable: 'billing-user-registered' },
        async ({ data }) => {
          // Idempotent: opening an existing subscription changes nothing.
          await this.ledger.current(data.userId);
        },
      ),
      await this.bus.subscribeEvent('user.deleted', { durable: 'billing-user-deleted' }, async ({ data }) => {
        await this.closeAccount.execute(data.userId);
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.stop()));
  }
}
