import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import { BatchAccess } from '../../../shared/batch-access';
import { GenerationErrors } from '../../../shared/errors';
import { BatchRow } from '../../entities/batch-row.entity';

/** Where one generated deck is, for a user allowed to download it; 404 until the row is done. */
@Injectable()
export class RowFileUseCase {
  constructor(
    private readonly access: BatchAccess,
    @InjectRepository(BatchRow) private readonly rows: Repository<BatchRow>,
  ) {}

  async execute(
    actorId: string,
    batchId: string,
    rowNumber: number,
  ): Promise<RpcReply<'generation.row-file'>> {
    await this.access.visibleBatch(actorId, batchId);
    const row = await this.rows.findOneBy({ batchId, rowNumber, status: 'done' });
    if (!row?.outputKey) throw GenerationErrors.notFound('Presentation file');
    return { key: row.outputKey, fileName: row.fileName, sizeBytes: row.sizeBytes ?? 0 };
  }
}
