import type { JobPayload } from '@deckmill/bus-contracts';
import { pdfKey } from './storage-keys';

/** A row's PDF is named as its deck: `EMEA/Acme.pptx` → `EMEA/Acme.pdf`. */
export function pdfName(deckName: string): string {
  return `${deckName.replace(/\.pptx$/i, '')}.pdf`;
}

/** One conversion job per row: a chunk rendered again after a crash stages or publishes the same id. */
export function conversionMessageId(batchId: string, rowNumber: number): string {
  return `convert:${batchId}:${rowNumber}`;
}

export interface BatchOwner {
  readonly id: string;
  readonly ownerId: string;
}

export interface ConvertingRow {
  readonly rowNumber: number;
  readonly outputKey: string;
}

/** The job that makes a row's PDF from its stored deck. */
export function conversionJob(batch: BatchOwner, row: ConvertingRow): JobPayload<'converter.convert-deck'> {
  return {
    batchId: batch.id,
    row: row.rowNumber,
    deckKey: row.outputKey,
    pdfKey: pdfKey(batch.id, row.rowNumber),
    ownerId: batch.ownerId,
  };
}
