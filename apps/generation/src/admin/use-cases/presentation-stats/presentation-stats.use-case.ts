import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';

/** Presentations in all, new in the window, per status, and decks generated over all time. */
@Injectable()
export class AdminPresentationStatsUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(input: RpcPayload<'generation.admin-stats'>): Promise<RpcReply<'generation.admin-stats'>> {
    const totals = await this.batches.presentationTotals(new Date(input.since));
    const statuses = await this.batches.presentationsByStatus();
    return {
      totalPresentations: Number(totals?.total ?? 0),
      newPresentations: Number(totals?.recent ?? 0),
      presentationsByStatus: Object.fromEntries(statuses.map((row) => [row.status, Number(row.count)])),
      decksGenerated: Number(totals?.decks ?? 0),
    };
  }
}
