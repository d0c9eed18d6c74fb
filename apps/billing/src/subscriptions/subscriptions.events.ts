import { Injectable } from '@nestjs/common';
import { OnEvent, type EventDelivery } from '@deckmill/messaging';
import { SubscriptionLedger } from './subscription-ledger';
import { CloseAccountUseCase } from './use-cases/close-account/close-account.use-case';

/**
 * Every user starts on the free plan: the subscription is opened when identity announces the sign-up, and
 * closed when the account is deleted.
 */
@Injectable()
export class SubscriptionsEvents {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly closeAccount: CloseAccountUseCase,
  ) {}

  @OnEvent('user.registered', { durable: 'billing-user-registered' })
  async onUserRegistered({ data }: EventDelivery<'user.registered'>): Promise<void> {
    // Idempotent: opening an existing subscription changes nothing.
    await this.ledger.current(data.userId);
  }

  @OnEvent('user.deleted', { durable: 'billing-user-deleted' })
  async onUserDeleted({ data }: EventDelivery<'user.deleted'>): Promise<void> {
    await this.closeAccount.execute(data);
  }
}
