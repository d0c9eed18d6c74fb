import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { zipFileName } from '@deckmill/pptx';
import { BatchAccess } from '../../batch-access';
import { GenerationErrors, pdfName } from '../../../shared';
import { BatchRow } from '../../entities/batch-row.entity';

/**
 * The done rows of a batch after a row number, in order, with the formats the batch asked for (a row's deck
 * and its PDF side by side): the gateway streams the ZIP page by page.
 */
@Injectable()
export class ZipEntriesUseCase {
  constructor(
    private readonly access: BatchAccess,
    @InjectRepository(BatchRow) private readonly rows: Repository<BatchRow>,
  ) {}

  async execute(
    actorId: string,
    batchId: string,
    afterRow: number,
    limit: number,
  ): Promise<RpcReply<'generation.zip-entries'>> {
    const batch = await this.access.visibleBatch(actorId, batchId);
    if (batch.decksDeletedAt)
      throw GenerationErrors.decksDeleted(batch.decksDeletedAt, batch.decksDeletedReason);
    const rows = await this.rows.find({
      select: {
        rowNumber: true,
        outputKey: true,
        sizeBytes: true,
        pdfKey: true,
        pdfSizeBytes: true,
        fileName: true,
      },
      where: { batchId, status: 'done', rowNumber: MoreThan(afterRow) },
      order: { rowNumber: 'ASC' },
      take: limit,
    });
    const wantsDecks = batch.formats.includes('pptx');
    const wantsPdfs = batch.formats.includes('pdf');
    const entries = rows.flatMap((row) => [
      ...(wantsDecks && row.outputKey
        ? [{ row: row.rowNumber, key: row.outputKey, fileName: row.fileName, ...sized(row.sizeBytes) }]
        : []),
      ...(wantsPdfs && row.pdfKey
        ? [
            {
              row: row.rowNumber,
              key: row.pdfKey,
              fileName: pdfName(row.fileName),
              ...sized(row.pdfSizeBytes),
            },
          ]
        : []),
    ]);
    const last = rows.at(-1);
    return {
      zipName: zipFileName(batch.name),
      entries,
      nextAfterRow: rows.length === limit && last ? last.rowNumber : null,
      ownerId: batch.ownerId,
      templateTeamId: batch.templateTeamId,
      formats: [...batch.formats],
      batchName: batch.name,
    };
  }
}

/** A recorded size lets the gateway announce the ZIP's length; a row without one leaves it unannounced. */
function sized(sizeBytes: number | null): { sizeBytes?: number } {
  return sizeBytes === null ? {} : { sizeBytes };
}
