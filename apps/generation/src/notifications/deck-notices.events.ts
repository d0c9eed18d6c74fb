import { Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnEvent, type EventDelivery } from '@deckmill/messaging';
import { NoticeDeckViewedUseCase } from './use-cases/notice-deck-viewed/notice-deck-viewed.use-case';

/**
 * Deck notices come from views that ended (they carry the time spent); a link's first open is for webhooks only.
 * The database must answer: outlast an outage, or a notice would be lost.
 */
@Injectable()
export class DeckNoticesEvents {
  constructor(private readonly noticeDeckViewed: NoticeDeckViewedUseCase) {}

  @OnEvent('presentation.deck-viewed', {
    durable: 'generation-deck-viewed-notices',
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async onDeckViewed({ data }: EventDelivery<'presentation.deck-viewed'>): Promise<void> {
    await this.noticeDeckViewed.execute(data);
  }
}
