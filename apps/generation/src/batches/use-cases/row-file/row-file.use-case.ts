import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { OutputFormat, RpcReply } from '@deckmill/bus-contracts';
import { BatchAccess } from '../../batch-access';
import { GenerationErrors, pdfName } from '../../../shared';
import { BatchRow } from '../../entities/batch-row.entity';

/**
 * Where one generated deck (or its PDF) is, for a user allowed to download it; not found until it exists, gone
 * once the batch's decks were deleted.
 */
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
    format: OutputFormat = 'pptx',
  ): Promise<RpcReply<'generation.row-file'>> {
    const batch = await this.access.visibleBatch(actorId, batchId);
    const owner = { ownerId: batch.ownerId, templateTeamId: batch.templateTeamId, batchName: batch.name };
    const row = await this.rows.findOneBy({ batchId, rowNumber, status: 'done' });
    // Gone only where a file was made: a failed row, or a format the batch never asked for, stays not found.
    if (batch.decksDeletedAt && row && batch.formats.includes(format)) {
      throw GenerationErrors.decksDeleted(batch.decksDeletedAt, batch.decksDeletedReason);
    }
    if (format === 'pdf') {
      if (!row?.pdfKey) throw GenerationErrors.notFound('PDF file');
      return {
        key: row.pdfKey,
        fileName: pdfName(row.fileName),
        sizeBytes: row.pdfSizeBytes ?? 0,
        ...owner,
      };
    }
    if (!row?.outputKey) throw GenerationErrors.notFound('Presentation file');
    return { key: row.outputKey, fileName: row.fileName, sizeBytes: row.sizeBytes ?? 0, ...owner };
  }
}
