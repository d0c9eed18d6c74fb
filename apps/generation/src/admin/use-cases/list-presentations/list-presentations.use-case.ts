import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Batch } from '../../../batches';
import { toAdminBatchRecord } from '../../admin-batch-record';

/** One page of every presentation, newest first, searched by name or template name, by status or owner. */
@Injectable()
export class AdminListPresentationsUseCase {
  constructor(@InjectRepository(Batch) private readonly batches: Repository<Batch>) {}

  async execute(
    input: RpcPayload<'generation.admin-list-presentations'>,
  ): Promise<RpcReply<'generation.admin-list-presentations'>> {
    const query = this.batches.createQueryBuilder('b');
    if (input.search) {
      const pattern = `%${input.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.andWhere('(b.name ILIKE :pattern OR b.template_name ILIKE :pattern)', { pattern });
    }
    if (input.status) query.andWhere('b.status = :status', { status: input.status });
    if (input.ownerId) query.andWhere('b.owner_id = :ownerId', { ownerId: input.ownerId });
    const [batches, totalCount] = await query
      .orderBy('b.created_at', 'DESC')
      .addOrderBy('b.id', 'ASC')
      .skip((input.page - 1) * input.perPage)
      .take(input.perPage)
      .getManyAndCount();
    return { presentations: batches.map(toAdminBatchRecord), totalCount };
  }
}
