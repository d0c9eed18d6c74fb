import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchAccess } from '../../batch-access';
import { BatchRepository } from '../../batch.repository';
import { GenerationErrors, pdfName } from '../../../shared';

/**
 * Where one generated deck (or its PDF) is, for a user allowed to download it; not found until it exists, gone
 * once the batch's decks were deleted.
 */
@Injectable()
export class RowFileUseCase {
  constructor(
    private readonly access: BatchAccess,
    private readonly batches: BatchRepository,
  ) {}

  async execute(input: RpcPayload<'generation.row-file'>): Promise<RpcReply<'generation.row-file'>> {
    // An older gateway's call names no format: it means the deck.
    const { batchId, format = 'pptx' } = input;
    const batch = await this.access.visibleBatch(input.actorId, batchId);
    const owner = { ownerId: batch.ownerId, templateTeamId: batch.templateTeamId, batchName: batch.name };
    const row = await this.batches.doneRow(batchId, input.row);
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
