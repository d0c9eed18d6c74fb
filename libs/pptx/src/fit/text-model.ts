// Text that fits: the model shared by font metrics (fit/fonts, fit/layout), shapes read from slides
// (fit/text-boxes) and table pagination (template/pagination). Lengths are EMU (914,400 an inch, 12,700 a point)
// unless the name says otherwise; font sizes are points.

/** A face as the deck names it (after theme fonts `+mn-lt`/`+mj-lt` are resolved). */
export interface FontFace {
  readonly typeface: string;
  readonly bold: boolean;
  readonly italic: boolean;
}

/** The measurements of one face; font units scale by `sizePt / unitsPerEm`. */
export interface FontMetrics {
  /** The family actually measured: `Carlito` when the deck says `Calibri`. */
  readonly family: string;
  /** Where it came from: the template's embedded font, a file installed here, tables bundled with the engine, or none. */
  readonly source: 'embedded' | 'installed' | 'bundled' | 'estimated';
  readonly unitsPerEm: number;
  /** The line box LibreOffice uses (OS/2 win ascent/descent, else hhea), font units. */
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  /** Advance width in font units; undefined when the face has no glyph for the code point. */
  advance(codePoint: number): number | undefined;
  /** Pair kerning added to the left character's advance, font units (0 or absent: none). */
  kerning?(left: number, right: number): number;
}

/** Resolves faces to metrics: embedded, installed, bundled metric-compatible substitutes, then an estimate. */
export interface FontBook {
  metrics(face: FontFace): FontMetrics;
  /** Faces tried, in order, for a character the run's own face lacks (as LibreOffice falls back). */
  fallbacks?(face: FontFace): readonly FontMetrics[];
}

export interface TextRun {
  /** The run's text; `\n` is a line break (`<a:br/>`). */
  readonly text: string;
  readonly sizePt: number;
  readonly latin: FontFace;
  /** `<a:ea>`, used for East Asian characters when set. */
  readonly eastAsian?: FontFace;
  /** `<a:cs>`, used for complex scripts (Arabic, Hebrew, Thai...) when set. */
  readonly complex?: FontFace;
  /** Extra space between characters, points (`spc` / 100). */
  readonly spacingPt?: number;
}

/** A percentage of single spacing (1 = 100%) or exact points. */
export type Spacing = { readonly percent: number } | { readonly points: number };

export interface TextParagraph {
  readonly runs: readonly TextRun[];
  readonly level: number;
  /** `marL` and `indent` (negative for a hanging bullet), EMU. */
  readonly marginLeft: number;
  readonly indent: number;
  readonly bullet?: { readonly text: string; readonly sizePt: number; readonly face: FontFace };
  readonly lineSpacing: Spacing;
  readonly spaceBefore: Spacing;
  readonly spaceAfter: Spacing;
  /** The size an empty paragraph takes (`endParaRPr`), points. */
  readonly endSizePt: number;
}

export type AutofitMode = 'none' | 'shrink' | 'resize';

export interface TextBox {
  /** The frame (`a:xfrm` ext, or the layout placeholder's), EMU. */
  readonly width: number;
  readonly height: number;
  readonly insets: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
  /** `wrap="square"` (the default) wraps lines at the box's width; `none` never wraps. */
  readonly wrap: boolean;
  readonly columns: number;
  readonly columnGap: number;
  /** Vertical or rotated text (`vert` other than horz) is not measured: reported as not checked. */
  readonly vertical: boolean;
  readonly autofit: AutofitMode;
  readonly paragraphs: readonly TextParagraph[];
}

/** PowerPoint's `a:normAutofit` attributes as fractions: fontScale 0.625 is `fontScale="62500"`. */
export interface TextScale {
  readonly fontScale: number;
  readonly lineReduction: number;
}

export interface TextLayout {
  /** Height of the laid-out text, insets included, EMU. */
  readonly height: number;
  /** Width of the widest line, insets included, EMU. */
  readonly width: number;
  readonly lines: number;
  /** A word wider than the line, broken inside (or, without wrap, a line wider than the box). */
  readonly overflowsWidth: boolean;
  /** Characters no font available for their run has (they would print as boxes), each once, in order. */
  readonly missingGlyphs: readonly string[];
}

export type FitDecision =
  /** The text fits as the template has it (after clearing a template's own `normAutofit` scale). */
  | { readonly kind: 'fits'; readonly layout: TextLayout }
  /** Shrink on overflow: the scale that fits, or the smallest allowed when even that overflows (`fits` false). */
  | {
      readonly kind: 'shrink';
      readonly scale: TextScale;
      readonly fits: boolean;
      readonly layout: TextLayout;
    }
  /**
   * Resize shape to fit text: the height the shape grows to (absent when not taller), capped by `maxHeight`,
   * and for text that does not wrap the width it grows to (absent when not wider), capped by `maxWidth`;
   * `fits` false when capped.
   */
  | {
      readonly kind: 'resize';
      readonly height?: number;
      readonly width?: number;
      readonly fits: boolean;
      readonly layout: TextLayout;
    }
  /** Do not autofit: left alone, and reported. */
  | { readonly kind: 'overflow'; readonly layout: TextLayout };
