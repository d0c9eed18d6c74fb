// TypeScript so that the engine is imported through its public alias (compiled on the fly by @swc-node/register).
import { compileTemplate, type RowValues } from '@deckmill/pptx';

/** Fills the template with one row, as the generation service does, and returns the deck's bytes. */
export async function fillSample(templateBytes: Uint8Array, row: RowValues): Promise<Buffer> {
  const deck = await compileTemplate(templateBytes).render(row);
  if (deck.missing.length > 0) throw new Error(`The sample row has no value for ${deck.missing.join(', ')}`);
  return deck.toBuffer();
}
