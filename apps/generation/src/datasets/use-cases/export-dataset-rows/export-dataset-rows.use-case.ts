import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { rowRecord } from '@deckmill/csv';
import type { RpcPayload } from '@deckmill/messaging';
import { DatasetStore } from '../../dataset-store';

/**
 * For the data export: a page of the owner's dataset's rows as parsed. Reading for the export is not a use: it
 * keeps the dataset no longer.
 */
@Injectable()
export class ExportDatasetRowsUseCase {
  constructor(private readonly store: DatasetStore) {}

  async execute(
    input: RpcPayload<'generation.export-dataset-rows'>,
  ): Promise<RpcReply<'generation.export-dataset-rows'>> {
    const dataset = await this.store.owned(input.ownerId, input.datasetId);
    const contents = await this.store.contentsOf(dataset, { use: false });
    const end = input.offset + input.limit;
    if (contents.kind === 'records') {
      const rows = contents.items.slice(input.offset, end);
      return { headers: null, rows, nextOffset: end < contents.items.length ? end : null };
    }
    const rows = [];
    for (let index = input.offset; index < Math.min(end, contents.rows.length); index += 1) {
      rows.push(rowRecord(contents, index));
    }
    return { headers: [...contents.headers], rows, nextOffset: end < contents.rows.length ? end : null };
  }
}
