// Where a batch's files are stored in object storage. Creation, rendering, conversion and retention all
// name the same objects, so the keys are built in one place.

/** Where all of a batch's decks are stored. */
export function batchDecksPrefix(batchId: string): string {
  return `presentations/${batchId}/`;
}

/** Where a row's deck is stored: deterministic, so a repeated render overwrites instead of duplicating. */
export function deckKey(batchId: string, rowNumber: number): string {
  return `${batchDecksPrefix(batchId)}rows/${rowNumber}.pptx`;
}

/**
 * Where some of a chunk's decks are stored together (a pack: rows `firstRow` to `lastRow` of one attempt, one
 * after another), each row then pointing at its slice of it. `attempt` makes each write's key new: a row marked
 * done never points into a pack written again, and a redelivered chunk writes its still pending rows anew.
 */
export function deckPackKey(batchId: string, firstRow: number, lastRow: number, attempt: string): string {
  return `${batchDecksPrefix(batchId)}packs/${firstRow}-${lastRow}-${attempt}.pack`;
}

/** Where a row's PDF is stored: beside its deck, deterministic, so a repeated conversion overwrites it. */
export function pdfKey(batchId: string, rowNumber: number): string {
  return `presentations/${batchId}/rows/${rowNumber}.pdf`;
}
