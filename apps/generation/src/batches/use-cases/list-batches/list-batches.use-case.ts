import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BatchListPage } from '@deckmill/bus-contracts';
import { presentBatch, totalPages } from '../../presenters';
import { Batch } from '../../entities/batch.entity';

/** The user's own batches, newest first, a page at a time. */
@Injectable()
export class ListBatchesUseCase {
  constructor(@InjectRepository(Batch) private readonly batches: Repository<Batch>) {}

  async execute(actorId: string, page: number, perPage: number): Promise<BatchListPage> {
    const [batches, count] = await this.batches.findAndCount({
      where: { ownerId: actorId },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return {
      batches: batches.map(presentBatch),
      pagination: { currentPage: page, totalPages: totalPages(count, perPage) },
    };
  }
}
