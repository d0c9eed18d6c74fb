import { Injectable } from '@nestjs/common';
import { DomainErrors, type ShareLink } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { newShareToken, ShareLinkCipher, shareTokenHash } from '../../../share-link-issuing';
import { LinkChanges } from '../../link-changes';
import { OwnedBatch } from '../../owned-batch';
import { ShareLinkRepository } from '../../share-link.repository';
import { shareLinkView } from '../../share-link-views';

/** A new token for a link (sent to the wrong person, forwarded): the old URL answers 410 from now on. */
@Injectable()
export class RegenerateShareLinkUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly links: ShareLinkRepository,
    private readonly cipher: ShareLinkCipher,
    private readonly changes: LinkChanges,
  ) {}

  async execute(input: RpcPayload<'generation.regenerate-share-link'>): Promise<ShareLink> {
    const batch = await this.batches.owned(input.actorId, input.batchId);
    const link = await this.links.one(batch.id, input.linkId);
    if (!link) throw new DomainException(DomainErrors.notFound('share_link_not_found', 'Link not found.'));
    const token = newShareToken();
    const sealed = this.cipher.seal('token', link.id, token);
    await this.changes.regenerate(batch, link, (manager) =>
      this.links.replaceToken(manager, link.id, shareTokenHash(token), sealed),
    );
    const changed = await this.links.one(batch.id, link.id);
    return shareLinkView(changed ?? link, this.cipher);
  }
}
