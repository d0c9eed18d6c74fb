import type { CompiledTemplate } from '@deckmill/pptx';
import type { ObjectStorage } from '@deckmill/storage';
import type { StoredDeck } from '../../batch-progress';

/** Longest value placed on a slide; a longer one fails its row (and only its row). */
export const MAX_VALUE_CHARS = 10_000;
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

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

function checkValues(values: Readonly<Record<string, string>>): void {
  for (const [placeholder, value] of Object.entries(values)) {
    if (value.length > MAX_VALUE_CHARS) {
      throw new RowRenderError(
        `The value for "${placeholder}" is ${value.length.toLocaleString('en-US')} characters long; ` +
          `at most ${MAX_VALUE_CHARS.toLocaleString('en-US')} fit on a slide.`,
      );
    }
  }
}

/** Renders one row with the engine and streams the deck into object storage. */
export async function renderRow(
  template: CompiledTemplate,
  storage: ObjectStorage,
  row: { batchId: string; rowNumber: number; values: Readonly<Record<string, string>>; watermark: boolean },
): Promise<StoredDeck> {
  checkValues(row.values);
  const deck = await template.render(row.values, { watermark: row.watermark });
  const outputKey = deckKey(row.batchId, row.rowNumber);
  const stored = await storage.putStream(outputKey, deck.toStream(), {
    contentType: PPTX_TYPE,
    size: deck.byteLength,
  });
  return { outputKey, sizeBytes: stored.size };
}
