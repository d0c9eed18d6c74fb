/** One font of a PDF, as poppler's `pdffonts` lists it. */
export interface PdfFont {
  /** The name in the PDF, subset prefix included (`BAAAAA+Carlito-Bold`). */
  readonly name: string;
  /** The family the name stands for, without subset prefix or style (`Carlito`). */
  readonly family: string;
  readonly type: string;
  readonly embedded: boolean;
}

// pdffonts' font types (poppler's GfxFont::getType), longest first so `CID Type 0C` wins over `CID Type 0`.
const FONT_TYPES = [
  'CID TrueType (OT)',
  'CID Type 0C (OT)',
  'Type 1C (OT)',
  'TrueType (OT)',
  'CID TrueType',
  'CID Type 0C',
  'CID Type 0',
  'Type 1C',
  'Type 1',
  'Type 3',
  'TrueType',
  'unknown',
];
const SUBSET_PREFIX = /^[A-Z]{6}\+/;
// What follows a family in a PostScript name: `-Bold`, `-BoldItalic`, `,Bold`, `-Regular`…
const STYLE_SUFFIX =
  /[-,](Regular|Roman|Book|Normal|Plain|Bold|Italic|Oblique|Light|Medium|Semi|Demi|Extra|Ultra|Black|Heavy|Thin|Condensed|Narrow)[A-Za-z]*$/;

/**
 * Reads `pdffonts` output: a header, a dashed rule, then one line per font ending in encoding, emb, sub,
 * uni, object number and generation. The name and type columns are padded, but a long name pushes the
 * rest right, so a line is read from both ends. Fonts without a name (`[none]`, Type 3) are left out.
 */
export function parsePdfFonts(output: string): PdfFont[] {
  const lines = output.split(/\r?\n/);
  const rule = lines.findIndex((line) => /^-{3,}( -{3,})+\s*$/.test(line));
  if (rule < 0) return [];
  const fonts: PdfFont[] = [];
  for (const line of lines.slice(rule + 1)) {
    const words = line.trim().split(/\s+/);
    if (words.length < 8) continue;
    const [embedded] = words.slice(-5);
    const head = words.slice(0, -6).join(' ');
    const type = FONT_TYPES.find((candidate) => head.endsWith(` ${candidate}`));
    if (type === undefined) continue;
    const name = head.slice(0, head.length - type.length - 1).trim();
    if (!name || name === '[none]') continue;
    fonts.push({ name, family: familyOfPdfFont(name), type, embedded: embedded === 'yes' });
  }
  return fonts;
}

/** `ABCDEF+Carlito-BoldItalic` → `Carlito`; `LiberationSans` stays (compare with `sameFamily`). */
export function familyOfPdfFont(name: string): string {
  const bare = name.replace(SUBSET_PREFIX, '');
  let family = bare;
  for (let stripped = family.replace(STYLE_SUFFIX, ''); stripped !== family;) {
    family = stripped;
    stripped = family.replace(STYLE_SUFFIX, '');
  }
  return family || bare;
}

/**
 * Whether two family names mean the same family: PostScript names drop spaces (`LiberationSans` is
 * `Liberation Sans`), case and punctuation do not matter.
 */
export function sameFamily(a: string, b: string): boolean {
  return familyKey(a) === familyKey(b);
}

export function familyKey(family: string): string {
  return family
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
