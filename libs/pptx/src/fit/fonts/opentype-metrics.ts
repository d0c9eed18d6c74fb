import { parse, type Font } from 'opentype.js';
import type { FontMetrics } from '../text-model';
import { AdvanceTable } from './bundled-face';
import { fontKerning } from './gpos-kerning';

interface LineTables {
  readonly hhea?: { ascender: number; descender: number; lineGap: number };
  readonly os2?: {
    usWinAscent: number;
    usWinDescent: number;
    sTypoAscender: number;
    sTypoDescender: number;
    sTypoLineGap: number;
    fsSelection: number;
  };
}

const USE_TYPO_METRICS = 1 << 7;

/**
 * The line box LibreOffice uses (vcl FontMetricData::ImplCalcLineSpacing): hhea ascender/descender/line gap;
 * OS/2 win ascent/descent when hhea has none; OS/2 typo metrics when the font sets USE_TYPO_METRICS.
 * tools/fonts/extract-font-metrics.cjs applies the same rule to the bundled faces.
 */
export function lineMetrics(tables: LineTables): { ascent: number; descent: number; lineGap: number } {
  let ascent = 0;
  let descent = 0;
  let lineGap = 0;
  const { hhea, os2 } = tables;
  if (hhea && (hhea.ascender || hhea.descender)) {
    ascent = hhea.ascender;
    descent = -hhea.descender;
    lineGap = hhea.lineGap;
  }
  if (os2 && (os2.usWinAscent || os2.usWinDescent || os2.sTypoAscender || os2.sTypoDescender)) {
    if (ascent === 0 && descent === 0) {
      ascent = os2.usWinAscent;
      descent = os2.usWinDescent;
      lineGap = 0;
    }
    if (os2.fsSelection & USE_TYPO_METRICS && os2.sTypoAscender >= 0 && os2.sTypoDescender <= 0) {
      ascent = os2.sTypoAscender;
      descent = -os2.sTypoDescender;
      lineGap = os2.sTypoLineGap;
    }
  }
  return { ascent, descent, lineGap };
}

/** Reads TTF/OTF bytes; undefined when opentype.js cannot (a collection, an obfuscated `.fntdata`, garbage). */
export function parseFont(bytes: Uint8Array): Font | undefined {
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const font = parse(buffer);
    return font.unitsPerEm > 0 && font.tables['cmap'] ? font : undefined;
  } catch {
    return undefined;
  }
}

type LocalizedNames = Record<string, Record<string, string> | undefined>;

/** The family name a font calls itself (typographic family first), from its Windows, Mac or Unicode names. */
export function familyName(font: Font): string | undefined {
  // opentype.js 2 groups the names by platform; 1.x kept one flat table.
  const names = font.names as unknown as Record<string, LocalizedNames | undefined>;
  const tables = [names['windows'], names['macintosh'], names['unicode'], names as unknown as LocalizedNames];
  for (const key of ['preferredFamily', 'fontFamily']) {
    for (const table of tables) {
      const localized = table?.[key];
      const name = localized?.['en'] ?? Object.values(localized ?? {})[0];
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
  }
  return undefined;
}

/** Metrics read from a font file; advances are looked up in the cmap on first use and kept. */
export function opentypeMetrics(
  font: Font,
  bytes: Uint8Array,
  family: string,
  source: 'embedded' | 'installed',
): FontMetrics {
  const glyphKerning = fontKerning(bytes);
  const glyphIndexMap: Record<number, number> = font.tables['cmap'].glyphIndexMap;
  const known = new AdvanceTable();
  const missing = new Set<number>();
  const { ascent, descent, lineGap } = lineMetrics(font.tables as LineTables);
  return {
    family,
    source,
    unitsPerEm: font.unitsPerEm,
    ascent,
    descent,
    lineGap,
    advance(codePoint) {
      const cached = known.get(codePoint);
      if (cached !== undefined || missing.has(codePoint)) return cached;
      const index = glyphIndexMap[codePoint];
      if (!index) {
        missing.add(codePoint);
        return undefined;
      }
      const width = font.glyphs.get(index).advanceWidth ?? 0;
      known.set(codePoint, width);
      return width;
    },
    kerning(left, right) {
      if (!glyphKerning) return 0;
      const first = glyphIndexMap[left];
      const second = glyphIndexMap[right];
      return first && second ? glyphKerning(first, second) : 0;
    },
  };
}
