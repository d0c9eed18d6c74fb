import { Injectable } from '@nestjs/common';
import { DomainErrors, type ShareLink } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { ShareLinkCipher } from '../../../share-link-issuing';
import { OwnedBatch } from '../../owned-batch';
import { ShareLinkRepository } from '../../share-link.repository';
import { shareLinkView } from '../../share-link-views';

/** The owner changes one link's expiry, access, gate or pin (living links). */
@Injectable()
export class UpdateShareLinkUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly links: ShareLinkRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async execute(input: RpcPayload<'generation.update-share-link'>): Promise<ShareLink> {
    const batch = await this.batches.owned(input.actorId, input.batchId);
    const link = await this.links.one(batch.id, input.linkId);
    if (!link) throw new DomainException(DomainErrors.notFound('share_link_not_found', 'Link not found.'));
    if (input.gate === 'email_match' && link.emailSealed === null) {
      throw new DomainException(
        DomainErrors.invalid('invalid_share_gate', 'gate', 'This row has no e-mail address to match.'),
      );
    }
    await this.links.change(link.id, {
      ...(input.expiresAt === undefined
        ? {}
        : { expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt) }),
      ...(input.access === undefined ? {} : { access: input.access }),
      ...(input.gate === undefined ? {} : { gate: input.gate }),
      ...(input.pinned === undefined ? {} : { pinned: input.pinned }),
    });
    const changed = await this.links.one(batch.id, link.id);
    return shareLinkView(changed ?? link, this.cipher);
  }
}
