import { PPTX_CONTENT_TYPE } from '@deckmill/bus-contracts';
import { RenderError, renderErrorOf, type CompiledTemplate, type ImageSource } from '@deckmill/pptx';
import { MAX_VALUE_CHARS } from '@deckmill/csv';
import type { DataRecord, DataValue } from '@deckmill/csv/data';
import type { ObjectStorage } from '@deckmill/storage';
import type { StoredDeck } from '../../../batches';
import { deckKey } from '../../../shared';
import { renderData } from '../../render-data';

/** Every text of the record, nested ones included, with a readable path ("items 2 > note"). */
function checkValue(value: DataValue, path: string, max: number): void {
  if (typeof value === 'string') {
    if (value.length > max) {
      throw new RenderError(
        'data',
        `The value for "${path}" is ${value.length.toLocaleString('en-US')} characters long; ` +
          `at most ${max.toLocaleString('en-US')} fit on a slide.`,
      );
    }
  } else if (Array.isArray(value)) {
    value.forEach((item: DataValue, index) => checkValue(item, `${path} ${index + 1}`, max));
  } else if (typeof value === 'object' && value !== null) {
    checkValues(value as DataRecord, max, `${path} > `);
  }
}

function checkValues(record: DataRecord, max: number, prefix = ''): void {
  for (const [name, value] of Object.entries(record)) checkValue(value, `${prefix}${name}`, max);
}

/** Renders one row with the engine and stores the deck in object storage; the deck's notes come back. */
export async function renderRow(
  template: CompiledTemplate,
  storage: Pick<ObjectStorage, 'putChunks'>,
  row: {
    batchId: string;
    rowNumber: number;
    values: DataRecord;
    watermark: boolean;
    locale: string;
    images?: ImageSource;
  },
  maxValueChars = MAX_VALUE_CHARS,
): Promise<StoredDeck> {
  checkValues(row.values, maxValueChars);
  const options = {
    watermark: row.watermark,
    locale: row.locale,
    ...(row.images ? { images: row.images } : {}),
  };
  const deck = await renderData(template, row.values, options).catch((error: unknown) => {
    // Data this template cannot take (a list longer than a section may repeat) fails this row, saying why,
    // and at once: the engine's RenderError never heals.
    throw renderErrorOf(error) ?? error;
  });
  const outputKey = deckKey(row.batchId, row.rowNumber);
  // The chunks as rendered: a store that writes a small deck whole copies them once (no join first); one
  // that streams a large deck frames it as it goes.
  const stored = await storage.putChunks(outputKey, deck.chunks, {
    contentType: PPTX_CONTENT_TYPE,
    size: deck.byteLength,
  });
  return { outputKey, sizeBytes: stored.size, notes: [...deck.notes] };
}
