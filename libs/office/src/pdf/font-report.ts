import { sameFamily, type PdfFont } from './pdf-fonts';

/** What became of one font family the deck asks for. */
export interface FontUse {
  /** The family the deck names (theme fonts resolved). */
  readonly requested: string;
  /**
   * The family LibreOffice drew it with: the requested one when it is in the PDF, else the family
   * fontconfig substitutes for it (`fc-match`, the table LibreOffice itself follows); null when unknown.
   */
  readonly used: string | null;
  /** `used` is known and is another family (`Calibri` drawn as `Carlito`). */
  readonly substituted: boolean;
  /** `used` is among the PDF's fonts (false for a font only unused layouts or empty boxes ask for). */
  readonly inPdf: boolean;
}

/** The font substitutions of one converted deck. */
export interface FontReport {
  /** One entry per family the deck asks for, in first-seen order (`fontRequests`). */
  readonly fonts: readonly FontUse[];
  /** Families of the fonts in the PDF, each once (subset prefix and style removed). */
  readonly pdfFamilies: readonly string[];
  /** Requested families drawn with another family: the deck will not look as its author saw it. */
  readonly substitutedCount: number;
}

/**
 * Joins what the deck asks for, what the PDF holds and what fontconfig answers for each requested family
 * (`matches`, absent or null where fc-match said nothing).
 */
export function buildFontReport(
  requested: readonly string[],
  pdfFonts: readonly PdfFont[],
  matches: ReadonlyMap<string, string | null>,
): FontReport {
  const pdfFamilies = distinctFamilies(pdfFonts.map((font) => font.family));
  const inPdf = (family: string) => pdfFamilies.some((present) => sameFamily(present, family));
  const fonts = requested.map((family): FontUse => {
    if (inPdf(family)) return { requested: family, used: family, substituted: false, inPdf: true };
    const used = matches.get(family) ?? null;
    return {
      requested: family,
      used,
      substituted: used !== null && !sameFamily(used, family),
      inPdf: used !== null && inPdf(used),
    };
  });
  return { fonts, pdfFamilies, substitutedCount: fonts.filter((font) => font.substituted).length };
}

function distinctFamilies(families: readonly string[]): string[] {
  const distinct: string[] = [];
  for (const family of families) {
    if (!distinct.some((kept) => sameFamily(kept, family))) distinct.push(family);
  }
  return distinct;
}
