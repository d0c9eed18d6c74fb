import { Injectable } from '@nestjs/common';
import type { ShareLinkList } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ShareLinkCipher } from '../../../share-link-issuing';
import { OwnedBatch } from '../../owned-batch';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { ShareLinkRepository } from '../../share-link.repository';
import { shareLinkView, UNOPENED } from '../../share-link-views';

/**
 * A batch's links in row order with what their viewers did, and the links together, for whoever may see the
 * batch (empty for a batch made without links). Three set-based queries, whatever the number of links.
 */
@Injectable()
export class ListShareLinksUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly links: ShareLinkRepository,
    private readonly cipher: ShareLinkCipher,
    private readonly views: ShareLinkViewRepository,
  ) {}

  async execute(input: RpcPayload<'generation.share-links'>): Promise<ShareLinkList> {
    const batch = await this.batches.visible(input.actorId, input.batchId);
    const [links, stats, summary] = await Promise.all([
      this.links.ofBatch(batch.id),
      this.views.statsOfBatch(batch.id),
      this.views.summaryOfBatch(batch.id),
    ]);
    return {
      batchId: batch.id,
      batchName: batch.name,
      links: links.map((link) => ({
        ...shareLinkView(link, this.cipher),
        stats: stats.get(link.id) ?? UNOPENED,
      })),
      summary,
    };
  }
}
