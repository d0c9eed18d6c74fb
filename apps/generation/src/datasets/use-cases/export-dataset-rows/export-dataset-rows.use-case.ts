import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { rowRecord } from '@deckmill/csv';
import type { RpcPayload } from '@deckmill/messaging';
import type { DatasetContents } from '../../dataset-contents';
import { DatasetStore } from '../../dataset-store';
import type { Dataset } from '../../entities/dataset.entity';

/**
 * For the data export: a page of the owner's dataset's rows as parsed. Reading for the export is not a use: it
 * keeps the dataset no longer.
 */
@Injectable()
export class ExportDatasetRowsUseCase {
  /**
   * The dataset an export is paging through, opened once for all its pages (an export asks for them one after
   * the other): 10,000 rows are ten pages, and opening the sealed rows for each would read them ten times.
   */
  private open: { readonly id: string; readonly at: number; readonly contents: DatasetContents } | null =
    null;

  constructor(private readonly store: DatasetStore) {}

  async execute(
    input: RpcPayload<'generation.export-dataset-rows'>,
  ): Promise<RpcReply<'generation.export-dataset-rows'>> {
    const dataset = await this.store.owned(input.ownerId, input.datasetId);
    const contents = await this.contentsOf(dataset);
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

  private async contentsOf(dataset: Dataset): Promise<DatasetContents> {
    const now = Date.now();
    if (this.open?.id === dataset.id && now - this.open.at < KEPT_OPEN_MS) return this.open.contents;
    this.open = null;
    const contents = await this.store.contentsOf(dataset, { use: false });
    this.open = { id: dataset.id, at: now, contents };
    return contents;
  }
}

/** How long the opened dataset is kept between two pages of one export. */
const KEPT_OPEN_MS = 60_000;
