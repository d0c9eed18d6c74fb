import { buildDeck, type BenchDeck } from './bench-deck-builder';
import { structuredDeck } from './bench-structured';

export { buildDeck, type BenchDeck } from './bench-deck-builder';

/**
 * (a) ~2.3 MB, ten slides, images dominate; (b) ~140 KB, ten slides of text and a table; (c) ten slides
 * with a slide repeated per item (5) and a table row repeated per line (20).
 * Decks (d) and (e), a photo and a chart per row, are in bench-media-decks.ts.
 */
export function benchDecks(): BenchDeck[] {
  return [
    {
      label: 'a: 10 slides, images',
      bytes: buildDeck(
        'automizer-SlideWithImages.pptx',
        { tableRows: 0, tableColumns: 0, picture: true, bodyParagraphs: 4 },
        268,
      ),
    },
    {
      label: 'b: 10 slides, text + table',
      bytes: buildDeck(
        'automizer-SlideWithTables.pptx',
        { tableRows: 50, tableColumns: 6, picture: false, bodyParagraphs: 96 },
        0,
      ),
    },
    structuredDeck(),
  ];
}
