// Pair kerning from a font's GPOS `kern` feature (PairPos formats 1 and 2, directly or through Extension
// lookups, which opentype.js does not follow), read from the raw table: for embedded and installed fonts, and
// by tools/fonts/extract-font-metrics.cjs for the bundled tables.

/** Kerning between two glyphs, font units, added to the first glyph's advance. */
export type GlyphKerning = (first: number, second: number) => number;
type Subtable = (first: number, second: number) => number | undefined;

function valueRecordSize(format: number): number {
  let size = 0;
  for (let bit = format; bit; bit >>= 1) size += (bit & 1) * 2;
  return size;
}

/** xAdvance of a value record at `offset` (0 when the format has none). */
function xAdvance(view: DataView, offset: number, format: number): number {
  if (!(format & 4)) return 0;
  const before = (format & 1 ? 2 : 0) + (format & 2 ? 2 : 0);
  return view.getInt16(offset + before);
}

function coverage(view: DataView, offset: number): Map<number, number> {
  const index = new Map<number, number>();
  const format = view.getUint16(offset);
  if (format === 1) {
    const count = view.getUint16(offset + 2);
    for (let i = 0; i < count; i += 1) index.set(view.getUint16(offset + 4 + i * 2), i);
  } else if (format === 2) {
    const count = view.getUint16(offset + 2);
    for (let i = 0; i < count; i += 1) {
      const record = offset + 4 + i * 6;
      const start = view.getUint16(record);
      const end = view.getUint16(record + 2);
      const startIndex = view.getUint16(record + 4);
      for (let glyph = start; glyph <= end; glyph += 1) index.set(glyph, startIndex + glyph - start);
    }
  }
  return index;
}

function classDef(view: DataView, offset: number): Map<number, number> {
  const classes = new Map<number, number>();
  const format = view.getUint16(offset);
  if (format === 1) {
    const start = view.getUint16(offset + 2);
    const count = view.getUint16(offset + 4);
    for (let i = 0; i < count; i += 1) classes.set(start + i, view.getUint16(offset + 6 + i * 2));
  } else if (format === 2) {
    const count = view.getUint16(offset + 2);
    for (let i = 0; i < count; i += 1) {
      const record = offset + 4 + i * 6;
      const value = view.getUint16(record + 4);
      for (let glyph = view.getUint16(record); glyph <= view.getUint16(record + 2); glyph += 1)
        classes.set(glyph, value);
    }
  }
  return classes;
}

/** A subtable's kerning: (first, second) → value or undefined when it does not cover the pair. */
function pairPos(view: DataView, offset: number): Subtable {
  const format = view.getUint16(offset);
  const covered = coverage(view, offset + view.getUint16(offset + 2));
  const format1 = view.getUint16(offset + 4);
  const format2 = view.getUint16(offset + 6);
  const size1 = valueRecordSize(format1);
  const size2 = valueRecordSize(format2);
  if (format === 1) {
    const sets = new Map<number, Map<number, number>>();
    return (first, second) => {
      const index = covered.get(first);
      if (index === undefined) return undefined;
      let set = sets.get(index);
      if (!set) {
        set = new Map<number, number>();
        const setOffset = offset + view.getUint16(offset + 10 + index * 2);
        const count = view.getUint16(setOffset);
        for (let i = 0; i < count; i += 1) {
          const record = setOffset + 2 + i * (2 + size1 + size2);
          set.set(view.getUint16(record), xAdvance(view, record + 2, format1));
        }
        sets.set(index, set);
      }
      return set.get(second);
    };
  }
  if (format === 2) {
    const classes1 = classDef(view, offset + view.getUint16(offset + 8));
    const classes2 = classDef(view, offset + view.getUint16(offset + 10));
    const class1Count = view.getUint16(offset + 12);
    const class2Count = view.getUint16(offset + 14);
    const recordSize = size1 + size2;
    return (first, second) => {
      if (!covered.has(first)) return undefined;
      const class1 = classes1.get(first) ?? 0;
      const class2 = classes2.get(second) ?? 0;
      if (class1 >= class1Count || class2 >= class2Count) return undefined;
      return xAdvance(view, offset + 16 + (class1 * class2Count + class2) * recordSize, format1);
    };
  }
  return () => undefined;
}

/** The kerning function of a font's GPOS table (bytes of the whole font, table offset), or undefined. */
export function gposKerning(bytes: Uint8Array, tableOffset: number): GlyphKerning | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const featureList = tableOffset + view.getUint16(tableOffset + 6);
  const lookupList = tableOffset + view.getUint16(tableOffset + 8);
  const lookupIndexes = new Set<number>();
  const featureCount = view.getUint16(featureList);
  for (let i = 0; i < featureCount; i += 1) {
    const record = featureList + 2 + i * 6;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(record + k)));
    if (tag !== 'kern') continue;
    const feature = featureList + view.getUint16(record + 4);
    const count = view.getUint16(feature + 2);
    for (let k = 0; k < count; k += 1) lookupIndexes.add(view.getUint16(feature + 4 + k * 2));
  }
  const lookups = [...lookupIndexes]
    .sort((a, b) => a - b)
    .map((index) => {
      const lookup = lookupList + view.getUint16(lookupList + 2 + index * 2);
      const type = view.getUint16(lookup);
      const subtables: Subtable[] = [];
      const count = view.getUint16(lookup + 4);
      for (let i = 0; i < count; i += 1) {
        let subtable = lookup + view.getUint16(lookup + 6 + i * 2);
        let subtableType = type;
        if (type === 9) {
          subtableType = view.getUint16(subtable + 2);
          subtable += view.getUint32(subtable + 4);
        }
        if (subtableType === 2) subtables.push(pairPos(view, subtable));
      }
      return subtables;
    });
  if (!lookups.some((subtables) => subtables.length)) return undefined;
  // Each lookup applies in turn; within one, the first subtable that covers the pair decides.
  return (first, second) => {
    let total = 0;
    for (const subtables of lookups) {
      for (const subtable of subtables) {
        const value = subtable(first, second);
        if (value !== undefined) {
          total += value;
          break;
        }
      }
    }
    return total;
  };
}

/** The offset of a table in a TTF/OTF, or undefined. */
export function tableOffset(bytes: Uint8Array, tag: string): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(record + k)));
    if (name === tag) return view.getUint32(record + 8);
  }
  return undefined;
}

/** A font file's GPOS pair kerning, or undefined when it has none or the table cannot be read. */
export function fontKerning(bytes: Uint8Array): GlyphKerning | undefined {
  try {
    const offset = tableOffset(bytes, 'GPOS');
    return offset === undefined ? undefined : gposKerning(bytes, offset);
  } catch {
    return undefined;
  }
}
