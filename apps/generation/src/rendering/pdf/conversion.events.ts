import { Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnEvent, type EventDelivery } from '@deckmill/messaging';
import { SettleConversionUseCase } from './settle-conversion.use-case';

/** The converter's outcomes: each settles its row once, and the batch when it was the last one. */
@Injectable()
export class ConversionEvents {
  constructor(private readonly settle: SettleConversionUseCase) {}

  // The database and storage must answer: outlast an outage, or the row would wait for ever.
  @OnEvent('deck.converted', {
    durable: 'generation-deck-converted',
    concurrency: 4,
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async onConverted({ data }: EventDelivery<'deck.converted'>): Promise<void> {
    await this.settle.execute({ converted: data });
  }

  // v2's subject: a durable of its own (nats-server 2.9 cannot change an existing one's filter subject).
  @OnEvent('deck.conversion_failed', {
    durable: 'generation-deck-conversion-failed-v2',
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async onFailed({ data }: EventDelivery<'deck.conversion_failed'>): Promise<void> {
    await this.settle.execute({ failed: data });
  }
}
