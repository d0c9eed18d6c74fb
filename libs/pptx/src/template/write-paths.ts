/**
 * How this process has written the parts that rows fill, counted for the bench and the specs: laid out from
 * pre-compressed segments, encoded from the template's matches, or filled and deflated whole (the fallback,
 * which costs a deflate per row).
 * Counting is a few additions per deck; nothing reads the counts while rendering.
 */
export interface WritePaths {
  /** Rendered decks. */
  decks: number;
  /** Decks with at least one flat part deflated whole (the fallback). */
  decksWithFallback: number;
  /** Flat parts laid out from segments (and parts with sections written from a compiled shape). */
  laidOut: number;
  /** Flat parts encoded from the template's matches (token-part.ts), parts with sections likewise. */
  encoded: number;
  /** Flat parts filled and deflated whole (a part with sections written whole is not counted). */
  deflated: number;
}

const counts: WritePaths = { decks: 0, decksWithFallback: 0, laidOut: 0, encoded: 0, deflated: 0 };

export function writePaths(): Readonly<WritePaths> {
  return { ...counts };
}

export function resetWritePaths(): void {
  counts.decks = counts.decksWithFallback = counts.laidOut = counts.encoded = counts.deflated = 0;
}

export function countWritePath(kind: 'laidOut' | 'encoded' | 'deflated'): void {
  counts[kind]++;
}

export function countDeck(fallback: boolean): void {
  counts.decks++;
  if (fallback) counts.decksWithFallback++;
}
