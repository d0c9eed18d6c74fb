import { PPTX_CONTENT_TYPE } from '@deckmill/bus-contracts';
import type { CompiledTemplate, ImageSource } from '@deckmill/pptx';
import { DataError, type DataRecord, type DataValue } from '@deckmill/csv/data';
import type { ObjectStorage } from '@deckmill/storage';
import type { StoredDeck } from '../../batch-progress';
import { renderData } from '../../render-data';

/** Longest value placed on a slide; a longer one fails its row (and only its row). */
export const MAX_VALUE_CHARS = 10_000;

/** A row that can not be rendered, with a reason for the user. */
export class RowRenderError extends Error {}

/** Where all of a batch's decks are stored. */
export function batchDecksPrefix(batchId: string): string {
  return `presentations/${batchId}/`;
}

/** Where a row's deck is stored: deterministic, so a repeated render overwrites instead of duplicating. */
export function deckKey(batchId: string, rowNumber: number): string {
  return `${batchDecksPrefix(batchId)}rows/${rowNumber}.pptx`;
}

/** Every text of the record, nested ones included, with a readable path ("items 2 > note"). */
function checkValue(value: DataValue, path: string): void {
  if (typeof value === 'string') {
    if (value.length > MAX_VALUE_CHARS) {
      throw new RowRenderError(
        `The value for "${path}" is ${value.length.toLocaleString('en-US')} characters long; ` +
          `at most ${MAX_VALUE_CHARS.toLocaleString('en-US')} fit on a slide.`,
      );
    }
  } else if (Array.isArray(value)) {
    value.forEach((item: DataValue, index) => checkValue(item, `${path} ${index + 1}`));
  } else if (typeof value === 'object' && value !== null) {
    checkValues(value as DataRecord, `${path} > `);
  }
}

function checkValues(record: DataRecord, prefix = ''): void {
  for (const [name, value] of Object.entries(record)) checkValue(value, `${prefix}${name}`);
}

/** Renders one row with the engine and stores the deck in object storage; the deck's notes come back. */
export async function renderRow(
  template: CompiledTemplate,
  storage: ObjectStorage,
  row: {
    batchId: string;
    rowNumber: number;
    values: DataRecord;
    watermark: boolean;
    locale: string;
    images?: ImageSource;
  },
): Promise<StoredDeck> {
  checkValues(row.values);
  const options = {
    watermark: row.watermark,
    locale: row.locale,
    ...(row.images ? { images: row.images } : {}),
  };
  const deck = await renderData(template, row.values, options).catch((error: unknown) => {
    // Data this template cannot take (a list longer than a section may repeat) fails this row, saying why.
    throw error instanceof DataError ? new RowRenderError(error.message) : error;
  });
  const outputKey = deckKey(row.batchId, row.rowNumber);
  const stored = await storage.putChunks(outputKey, deck.writeChunks(), {
    contentType: PPTX_CONTENT_TYPE,
    size: deck.byteLength,
  });
  return { outputKey, sizeBytes: stored.size, notes: [...deck.notes] };
}
