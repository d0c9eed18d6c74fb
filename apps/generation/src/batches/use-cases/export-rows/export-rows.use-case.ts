import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { GenerationErrors, RowCipher } from '../../../shared';
import { BatchRow } from '../../entities/batch-row.entity';
import { Batch } from '../../entities/batch.entity';

export class ExportRowsCommand {
  constructor(
    readonly ownerId: string,
    readonly batchId: string,
    readonly afterRow: number,
    readonly limit: number,
  ) {}
}

/**
 * A page of a batch's rows with the values its creator uploaded, for their data export. Only the
 * creator: a team admin who may see the batch does not export someone else's personal data.
 */
@Injectable()
export class ExportRowsUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    @InjectRepository(BatchRow) private readonly rows: Repository<BatchRow>,
    private readonly cipher: RowCipher,
  ) {}

  async execute(command: ExportRowsCommand): Promise<RpcReply<'generation.export-rows'>> {
    const owned = await this.batches.existsBy({ id: command.batchId, ownerId: command.ownerId });
    if (!owned) throw GenerationErrors.notFound();
    const rows = await this.rows.find({
      select: { rowNumber: true, status: true, fileName: true, values: true },
      where: { batchId: command.batchId, rowNumber: MoreThan(command.afterRow) },
      order: { rowNumber: 'ASC' },
      take: command.limit,
    });
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => ({
        number: row.rowNumber,
        status: row.status,
        fileName: row.fileName,
        // Sealed in the database (docs/security.md); the export is the one place they leave in clear.
        values: this.cipher.openValues(command.batchId, row.rowNumber, row.values),
      })),
      nextAfterRow: rows.length === command.limit && last ? last.rowNumber : null,
    };
  }
}
