import { Injectable } from '@nestjs/common';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { LinkChanges } from '../../link-changes';
import { OwnedBatch } from '../../owned-batch';
import { ShareLinkRepository } from '../../share-link.repository';

/** The owner revokes one link, or every link of the batch; a revoked link answers 410. Idempotent. */
@Injectable()
export class RevokeShareLinksUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly links: ShareLinkRepository,
    private readonly changes: LinkChanges,
  ) {}

  async execute(
    input: RpcPayload<'generation.revoke-share-links'>,
  ): Promise<RpcReply<'generation.revoke-share-links'>> {
    const batch = await this.batches.owned(input.actorId, input.batchId);
    const link = input.linkId ? await this.links.one(batch.id, input.linkId) : null;
    if (input.linkId && !link) {
      throw new DomainException(DomainErrors.notFound('share_link_not_found', 'Link not found.'));
    }
    const revoked = await this.changes.revoke(batch, link, (manager) =>
      this.links.revoke(manager, batch.id, link?.id ?? null),
    );
    return { revoked };
  }
}
