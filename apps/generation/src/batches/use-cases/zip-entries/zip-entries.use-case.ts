import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { zipFileName } from '@deckmill/csv/naming';
import { BatchAccess } from '../../batch-access';
import { BatchRepository } from '../../batch.repository';
import { GenerationErrors, pdfName } from '../../../shared';

/**
 * The done rows of a batch after a row number, in order, with the formats the batch asked for (a row's deck
 * and its PDF side by side): the gateway streams the ZIP page by page.
 */
@Injectable()
export class ZipEntriesUseCase {
  constructor(
    private readonly access: BatchAccess,
    private readonly batches: BatchRepository,
  ) {}

  async execute(input: RpcPayload<'generation.zip-entries'>): Promise<RpcReply<'generation.zip-entries'>> {
    const { batchId, limit } = input;
    const batch = await this.access.visibleBatch(input.actorId, batchId);
    if (batch.decksDeletedAt)
      throw GenerationErrors.decksDeleted(batch.decksDeletedAt, batch.decksDeletedReason);
    const rows = await this.batches.doneRowsAfter(batchId, input.afterRow, limit);
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
