import { Injectable } from '@nestjs/common';
import type { ShareLinkList } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ShareLinkCipher } from '../../../share-link-issuing';
import { OwnedBatch } from '../../owned-batch';
import { ShareLinkRepository } from '../../share-link.repository';
import { shareLinkView } from '../../share-link-views';

/** A batch's links in row order, for whoever may see the batch (empty for a batch made without links). */
@Injectable()
export class ListShareLinksUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly links: ShareLinkRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async execute(input: RpcPayload<'generation.share-links'>): Promise<ShareLinkList> {
    const batch = await this.batches.visible(input.actorId, input.batchId);
    const links = await this.links.ofBatch(batch.id);
    return {
      batchId: batch.id,
      batchName: batch.name,
      links: links.map((link) => shareLinkView(link, this.cipher)),
    };
  }
}
