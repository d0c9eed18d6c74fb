// The metrics bundled with the engine (fonts/data, written by tools/fonts/extract-font-metrics.cjs) and the
// advance table every source of metrics decodes into.

/** One bundled face; `widths` is the generator's compact encoding of the advance widths. */
export interface BundledFace {
  readonly family: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  readonly widths: string;
  /** Pair kerning of ASCII characters and curly quotes: `first:secondDelta=value,...;...`, base 36. */
  readonly kerning: string;
}

const NONE = 0xffff;

/** Advance widths by code point: a flat array for the Basic Multilingual Plane, a map above it. */
export class AdvanceTable {
  private readonly bmp = new Uint16Array(0x10000).fill(NONE);
  private readonly astral = new Map<number, number>();

  set(codePoint: number, width: number): void {
    if (codePoint < 0x10000) this.bmp[codePoint] = Math.min(width, NONE - 1);
    else this.astral.set(codePoint, width);
  }

  get(codePoint: number): number | undefined {
    if (codePoint < 0x10000) {
      const width = this.bmp[codePoint];
      return width === NONE ? undefined : width;
    }
    return this.astral.get(codePoint);
  }
}

/** Decodes `start:w,w*n;start:...` (base 36) into a table. */
export function decodeWidths(encoded: string): AdvanceTable {
  const table = new AdvanceTable();
  for (const segment of encoded.split(';')) {
    const colon = segment.indexOf(':');
    let codePoint = parseInt(segment.slice(0, colon), 36);
    for (const part of segment.slice(colon + 1).split(',')) {
      const star = part.indexOf('*');
      const width = parseInt(star < 0 ? part : part.slice(0, star), 36);
      const count = star < 0 ? 1 : parseInt(part.slice(star + 1), 36);
      for (let i = 0; i < count; i += 1) table.set(codePoint++, width);
    }
  }
  return table;
}

/** Kerning pairs keyed `left << 16 | right`. */
export function decodeKerning(encoded: string): Map<number, number> {
  const pairs = new Map<number, number>();
  if (!encoded) return pairs;
  for (const entry of encoded.split(';')) {
    const colon = entry.indexOf(':');
    const first = parseInt(entry.slice(0, colon), 36);
    let second = 0;
    for (const pair of entry.slice(colon + 1).split(',')) {
      const equals = pair.indexOf('=');
      second += parseInt(pair.slice(0, equals), 36);
      pairs.set((first << 16) | second, parseInt(pair.slice(equals + 1), 36));
    }
  }
  return pairs;
}

const kerningBases = new Map<number, number>();
/** The character whose kerning an accented Latin letter takes: its base letter ("É" kerns as "E"). */
export function kerningBase(codePoint: number): number {
  if (codePoint < 0xc0 || codePoint > 0x24f) return codePoint;
  let base = kerningBases.get(codePoint);
  if (base === undefined) {
    const first = String.fromCodePoint(codePoint).normalize('NFD').codePointAt(0) ?? codePoint;
    base = first < 0x80 ? first : codePoint;
    kerningBases.set(codePoint, base);
  }
  return base;
}
