import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { generationTables } from '../../../generation.tables';
import { presentBatch } from '../../presenters';
import { Batch } from '../../entities/batch.entity';

/**
 * The user's own batches, newest first (created_at, then id, as generation.list), a page after a given batch:
 * the keyset compares in SQL with the stored timestamp itself, whose microseconds a JS Date would lose.
 */
@Injectable()
export class ListBatchesAfterUseCase {
  constructor(@InjectRepository(Batch) private readonly batches: Repository<Batch>) {}

  async execute(
    actorId: string,
    startingAfter: string | null,
    limit: number,
  ): Promise<RpcReply<'generation.list-after'>> {
    const query = this.batches
      .createQueryBuilder('b')
      .where('b.ownerId = :actorId', { actorId })
      .orderBy('b.createdAt', 'DESC')
      .addOrderBy('b.id', 'ASC')
      .take(limit + 1);
    if (startingAfter !== null) {
      const cursor = await this.batches.findOne({ where: { id: startingAfter, ownerId: actorId } });
      if (!cursor) {
        throw new DomainException(
          DomainErrors.invalid('invalid_cursor', 'startingAfter', 'No batch of yours has this id.'),
        );
      }
      const at = `SELECT c."created_at" FROM ${generationTables.batches} c WHERE c."id" = :after`;
      query.andWhere(`(b.createdAt < (${at}) OR (b.createdAt = (${at}) AND b.id > :after))`, {
        after: startingAfter,
      });
    }
    const found = await query.getMany();
    return { batches: found.slice(0, limit).map(presentBatch), hasMore: found.length > limit };
  }
}
