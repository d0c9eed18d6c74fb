import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { GenerationErrors, RowCipher } from '../../../shared';
import { BatchRepository } from '../../batch.repository';

/**
 * A page of a batch's rows with the values its creator uploaded, for their data export. Only the
 * creator: a team admin who may see the batch does not export someone else's personal data.
 */
@Injectable()
export class ExportRowsUseCase {
  constructor(
    private readonly batches: BatchRepository,
    private readonly cipher: RowCipher,
  ) {}

  async execute(input: RpcPayload<'generation.export-rows'>): Promise<RpcReply<'generation.export-rows'>> {
    const owned = await this.batches.isOwnedBy(input.batchId, input.ownerId);
    if (!owned) throw GenerationErrors.notFound();
    const rows = await this.batches.rowsForExport(input.batchId, input.afterRow, input.limit);
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => ({
        number: row.rowNumber,
        status: row.status,
        fileName: row.fileName,
        // Sealed in the database (docs/security.md); the export is the one place they leave in clear.
        values: this.cipher.openValues(input.batchId, row.rowNumber, row.values),
      })),
      nextAfterRow: rows.length === input.limit && last ? last.rowNumber : null,
    };
  }
}
