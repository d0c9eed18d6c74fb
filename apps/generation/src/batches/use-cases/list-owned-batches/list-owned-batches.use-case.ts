import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { Batch } from '../../entities/batch.entity';

export class ListOwnedBatchesCommand {
  constructor(
    readonly ownerId: string,
    readonly offset: number,
    readonly limit: number,
  ) {}
}

/** The batches a user created, oldest first, for their data export. */
@Injectable()
export class ListOwnedBatchesUseCase {
  constructor(@InjectRepository(Batch) private readonly batches: Repository<Batch>) {}

  async execute(command: ListOwnedBatchesCommand): Promise<RpcReply<'generation.list-owned'>> {
    // One more than asked tells whether another page follows.
    const found = await this.batches.find({
      where: { ownerId: command.ownerId },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: command.offset,
      take: command.limit + 1,
    });
    return {
      batches: found.slice(0, command.limit).map((batch) => ({
        id: batch.id,
        name: batch.name,
        templateId: batch.templateId,
        templateName: batch.templateName,
        status: batch.status,
        dataFormat: batch.dataFormat,
        rowCount: batch.rowCount,
        rowsDone: batch.rowsDone,
        rowsFailed: batch.rowsFailed,
        createdAt: batch.createdAt.toISOString(),
        completedAt: batch.completedAt?.toISOString() ?? null,
      })),
      hasMore: found.length > command.limit,
    };
  }
}
