import type { FontReport } from '@deckmill/office';

/**
 * The font report's summary a user can act on: each family the PDF was drawn with instead of the deck's,
 * "Calibri → Carlito". Families only unused layouts ask for (not in the PDF) are left out.
 */
export function fontSubstitutions(report: FontReport): string[] {
  return report.fonts
    .filter((font) => font.substituted && font.inPdf && font.used !== null)
    .map((font) => `${font.requested} → ${font.used}`);
}
