import { Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnEvent, type EventDelivery } from '@deckmill/messaging';
import { SettleDeliveryUseCase } from './settle-delivery.use-case';

/** The mail service's outcomes for rows' mails: each settles its row's delivery status once. */
@Injectable()
export class DeliveryEvents {
  constructor(private readonly settle: SettleDeliveryUseCase) {}

  // The database must answer: outlast an outage, or the row would show `queued` for ever.
  @OnEvent('mail.deck-delivered', {
    durable: 'generation-deck-delivered',
    concurrency: 4,
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async onDelivered({ data }: EventDelivery<'mail.deck-delivered'>): Promise<void> {
    await this.settle.execute({ delivered: data });
  }

  @OnEvent('mail.deck-delivery-failed', {
    durable: 'generation-deck-delivery-failed',
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async onFailed({ data }: EventDelivery<'mail.deck-delivery-failed'>): Promise<void> {
    await this.settle.execute({ failed: data });
  }
}
