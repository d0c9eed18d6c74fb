import { ZipError } from './zip-error';
import { UINT32_MAX, ZIP64_EXTRA_FIELD_ID } from './zip-format';

/** A 64-bit little-endian field as a number; past 2^53 it cannot be an offset or size we could use. */
export function readUint64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('corrupt', 'a size is out of range');
  return Number(value);
}

/** The central record fields a ZIP64 extra field may hold, as the record's 32-bit fields say them. */
export interface Zip64Fields {
  readonly uncompressedSize: number;
  readonly compressedSize: number;
  readonly localHeaderOffset: number;
}

/**
 * `fields` with each saturated one (0xFFFFFFFF) replaced by its 64-bit value from the ZIP64 extra field among
 * the extra fields in [start, end) of `view` (APPNOTE 4.5.3: only saturated fields are present, in this order).
 * Unchanged when there is no ZIP64 field; a truncated one is `corrupt`.
 */
export function applyZip64Extra(
  view: DataView,
  start: number,
  end: number,
  fields: Zip64Fields,
): Zip64Fields {
  let offset = start;
  while (offset + 4 <= end) {
    const id = view.getUint16(offset, true);
    const dataEnd = offset + 4 + view.getUint16(offset + 2, true);
    if (dataEnd > end) throw new ZipError('corrupt', 'an extra field is truncated');
    if (id === ZIP64_EXTRA_FIELD_ID) {
      let field = offset + 4;
      const next = (value: number): number => {
        if (value !== UINT32_MAX) return value;
        if (field + 8 > dataEnd) throw new ZipError('corrupt', 'a ZIP64 field is truncated');
        const real = readUint64(view, field);
        field += 8;
        return real;
      };
      const uncompressedSize = next(fields.uncompressedSize);
      const compressedSize = next(fields.compressedSize);
      return { uncompressedSize, compressedSize, localHeaderOffset: next(fields.localHeaderOffset) };
    }
    offset = dataEnd;
  }
  return fields;
}
