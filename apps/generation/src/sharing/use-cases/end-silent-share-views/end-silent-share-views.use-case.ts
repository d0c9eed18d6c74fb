import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OutboxRelay } from '@deckmill/messaging';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { ShareViewEvents } from '../../share-view-events';

/** A view that has reported nothing for this long was left without a word (a closed tab, a lost network). */
export const SILENT_VIEW_MS = 5 * 60_000;

/**
 * Ends the views silent for `silentForMs` at their last report, each with its `presentation.deck-viewed` in the
 * same transaction; a chunk at a time until none is left. Answers how many it ended.
 */
@Injectable()
export class EndSilentShareViewsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: ShareLinkViewRepository,
    private readonly events: ShareViewEvents,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(input: { readonly silentForMs?: number } = {}): Promise<number> {
    const since = new Date(Date.now() - (input.silentForMs ?? SILENT_VIEW_MS));
    let total = 0;
    for (;;) {
      const ended = await this.dataSource.transaction(async (manager) => {
        const views = await this.views.endSilent(manager, since);
        await this.events.viewed(manager, views);
        return views.length;
      });
      total += ended;
      if (ended === 0) break;
    }
    if (total > 0) await this.relay.flush();
    return total;
  }
}
