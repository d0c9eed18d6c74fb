import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Batch } from '../../../batches';

interface Totals {
  total: string;
  recent: string;
  decks: string | null;
}

/** Presentations in all, new in the window, per status, and decks generated over all time. */
@Injectable()
export class AdminPresentationStatsUseCase {
  constructor(@InjectRepository(Batch) private readonly batches: Repository<Batch>) {}

  async execute(input: RpcPayload<'generation.admin-stats'>): Promise<RpcReply<'generation.admin-stats'>> {
    const totals = await this.batches
      .createQueryBuilder('b')
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(*) FILTER (WHERE b.created_at >= :since)', 'recent')
      .addSelect('SUM(b.rows_done)', 'decks')
      .setParameter('since', new Date(input.since))
      .getRawOne<Totals>();
    const statuses = await this.batches
      .createQueryBuilder('b')
      .select('b.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('b.status')
      .orderBy('b.status')
      .getRawMany<{ status: string; count: string }>();
    return {
      totalPresentations: Number(totals?.total ?? 0),
      newPresentations: Number(totals?.recent ?? 0),
      presentationsByStatus: Object.fromEntries(statuses.map((row) => [row.status, Number(row.count)])),
      decksGenerated: Number(totals?.decks ?? 0),
    };
  }
}
