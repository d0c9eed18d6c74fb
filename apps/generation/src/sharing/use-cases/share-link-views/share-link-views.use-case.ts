import { Injectable } from '@nestjs/common';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { ShareLinkCipher } from '../../../share-link-issuing';
import { OwnedBatch } from '../../owned-batch';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { shareViewOf } from '../../share-link-views';

/** One link's stats and newest views, for whoever may see its batch (anyone else: not found). */
@Injectable()
export class ShareLinkViewsUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly views: ShareLinkViewRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async execute(
    input: RpcPayload<'generation.share-link-views'>,
  ): Promise<RpcReply<'generation.share-link-views'>> {
    const batch = await this.batches.visible(input.actorId, input.batchId);
    const stats = await this.views.statsOfLink(batch.id, input.linkId);
    if (!stats) throw new DomainException(DomainErrors.notFound('share_link_not_found', 'Link not found.'));
    const views = await this.views.ofLink(input.linkId);
    return { stats, views: views.map((view) => shareViewOf(view, this.cipher)) };
  }
}
