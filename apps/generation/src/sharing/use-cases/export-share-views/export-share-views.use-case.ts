import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ShareLinkCipher } from '../../../share-link-issuing';
import { GenerationErrors } from '../../../shared';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { shareViewOf } from '../../share-link-views';
import { OwnedBatch } from '../../owned-batch';

/** The previous page's last view id: where the next page starts (anything else: from the first). */
const cursorOf = (after: string | null): string | null =>
  after && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(after) ? after : null;

/**
 * A page of a batch's views for its creator's data export (docs/accounts.md): what viewers did with the decks
 * the creator sent is theirs to take. Only the creator, as for the rows: a team member who may see the batch
 * gets not found.
 */
@Injectable()
export class ExportShareViewsUseCase {
  constructor(
    private readonly batches: OwnedBatch,
    private readonly views: ShareLinkViewRepository,
    private readonly cipher: ShareLinkCipher,
  ) {}

  async execute(
    input: RpcPayload<'generation.export-share-views'>,
  ): Promise<RpcReply<'generation.export-share-views'>> {
    const batch = await this.batches.visible(input.ownerId, input.batchId);
    if (batch.ownerId !== input.ownerId) throw GenerationErrors.notFound();
    const page = await this.views.pageOfBatch(batch.id, cursorOf(input.after), input.limit);
    const last = page.at(-1);
    return {
      views: page.map((view) => ({
        ...shareViewOf(view, this.cipher),
        rowNumber: view.rowNumber,
        network: view.network,
      })),
      next: page.length === input.limit && last ? last.id : null,
    };
  }
}
