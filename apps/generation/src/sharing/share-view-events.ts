import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OutboxWriter } from '@deckmill/messaging';
import { ShareLinkCipher } from '../share-link-issuing';
import {
  ShareLinkViewRepository,
  type StoredShareView,
  type ViewedLinkFacts,
} from './share-link-view.repository';
import { shareViewOf } from './share-link-views';

type LinkEvent = EventPayload<'presentation.deck-viewed'>;

/**
 * The link events, staged in the transaction that opened the link or ended the view (the outbox): a link's
 * `presentation.deck-opened` exists exactly when its first view does, a view's `presentation.deck-viewed` exactly
 * when it ended, each once (their message ids are the link's and the view's).
 */
@Injectable()
export class ShareViewEvents {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly views: ShareLinkViewRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async opened(manager: EntityManager, view: StoredShareView): Promise<void> {
    const [facts] = await this.views.linkFacts(manager, [view.linkId]);
    if (!facts) return;
    await this.outbox.stage(manager, {
      kind: 'event',
      key: 'presentation.deck-opened',
      payload: this.payload(facts, view, view.startedAt),
      messageId: `deck-opened:${view.linkId}`,
    });
  }

  async viewed(manager: EntityManager, ended: readonly StoredShareView[]): Promise<void> {
    const facts = new Map(
      (await this.views.linkFacts(manager, [...new Set(ended.map((view) => view.linkId))])).map((row) => [
        row.linkId,
        row,
      ]),
    );
    for (const view of ended) {
      const link = facts.get(view.linkId);
      if (!link) continue;
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'presentation.deck-viewed',
        payload: this.payload(link, view, view.endedAt ?? view.lastSeenAt),
        messageId: `deck-viewed:${view.id}`,
      });
    }
  }

  private payload(link: ViewedLinkFacts, view: StoredShareView, at: Date): LinkEvent {
    return {
      batchId: link.batchId,
      batchName: link.batchName,
      ownerId: link.ownerId,
      templateTeamId: link.templateTeamId,
      linkId: link.linkId,
      rowNumber: link.rowNumber,
      fileName: link.fileName,
      rowEmail: link.emailSealed === null ? null : this.cipher.open('email', link.linkId, link.emailSealed),
      occurredAt: at.toISOString(),
      view: shareViewOf(view, this.cipher),
    };
  }
}
