import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ShareLinkCipher } from '../../../share-link-issuing';
import { ShareLinkViewRepository } from '../../share-link-view.repository';

/** The newest views of the actor's own links (not their team's), for their dashboard. */
@Injectable()
export class RecentShareOpensUseCase {
  constructor(
    private readonly views: ShareLinkViewRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async execute(
    input: RpcPayload<'generation.recent-share-opens'>,
  ): Promise<RpcReply<'generation.recent-share-opens'>> {
    const views = await this.views.recentOfOwner(input.actorId, input.limit);
    return {
      opens: views.map((view) => ({
        viewId: view.id,
        batchId: view.batchId,
        batchName: view.batchName,
        linkId: view.linkId,
        rowNumber: view.rowNumber,
        fileName: view.fileName,
        email: view.emailSealed === null ? null : this.cipher.open('viewer', view.linkId, view.emailSealed),
        startedAt: view.startedAt.toISOString(),
        seconds: view.seconds,
        device: view.device,
      })),
    };
  }
}
