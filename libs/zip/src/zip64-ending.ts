// fflate writes classic ZIP records only: 32-bit offsets and a 16-bit entry count. A batch's ZIP passes 4 GiB
// easily (10,000 decks of 2.3 MB are 23 GB), so past those limits its central directory and end record are
// rewritten with ZIP64 fields (APPNOTE 4.3.14-4.3.16, 4.5.3). The entries before them are unchanged.

import {
  CENTRAL_HEADER_SIGNATURE,
  CENTRAL_HEADER_SIZE,
  UINT32_MAX,
  VERSION_NEEDED_ZIP64 as VERSION_ZIP64,
  ZIP64_EXTRA_FIELD_ID,
  ZIP64_OFFSET_EXTRA_SIZE as ZIP64_EXTRA_SIZE,
} from './zip-format';
import { endOfCentralDirectory } from './zip-headers';

/** Where the central record at `start` ends: after its name, extra field and comment. */
function recordEnd(view: DataView, start: number): number {
  if (view.getUint32(start, true) !== CENTRAL_HEADER_SIGNATURE) {
    throw new Error('Not a central directory record');
  }
  const variable = view.getUint16(start + 28, true) + view.getUint16(start + 30, true);
  return start + CENTRAL_HEADER_SIZE + variable + view.getUint16(start + 32, true);
}

/** The central record at `start` with its local header's offset in a ZIP64 extra field instead. */
function zip64Record(ending: Uint8Array, view: DataView, start: number, localOffset: number): Uint8Array {
  const next = recordEnd(view, start);
  const comment = view.getUint16(start + 32, true);
  const extraEnd = next - comment;
  const record = new Uint8Array(next - start + ZIP64_EXTRA_SIZE);
  record.set(ending.subarray(start, extraEnd), 0);
  const extra = extraEnd - start;
  record.set(ending.subarray(extraEnd, next), extra + ZIP64_EXTRA_SIZE);
  const out = new DataView(record.buffer);
  out.setUint16(4, VERSION_ZIP64, true);
  out.setUint16(6, VERSION_ZIP64, true);
  out.setUint16(30, view.getUint16(start + 30, true) + ZIP64_EXTRA_SIZE, true);
  out.setUint32(42, UINT32_MAX, true);
  out.setUint16(extra, ZIP64_EXTRA_FIELD_ID, true);
  out.setUint16(extra + 2, ZIP64_EXTRA_SIZE - 4, true);
  out.setBigUint64(extra + 4, BigInt(localOffset), true);
  return record;
}

/**
 * fflate's ending (central directory and end record, written at `directoryOffset`) rewritten for ZIP64: a
 * record whose entry starts past 4 GiB (`localOffsets`, in order) carries the real offset in a ZIP64 extra
 * field, and the ZIP64 end record and locator precede the classic end record, whose overflowing fields say
 * 0xFFFF(FFFF).
 */
export function zip64Ending(
  ending: Uint8Array,
  localOffsets: readonly number[],
  directoryOffset: number,
): Uint8Array {
  const view = new DataView(ending.buffer, ending.byteOffset, ending.byteLength);
  const records: Uint8Array[] = [];
  let position = 0;
  for (const localOffset of localOffsets) {
    const next = recordEnd(view, position);
    // Records that fit stay as fflate wrote them (unzip compares their names with the local headers').
    records.push(
      localOffset >= UINT32_MAX
        ? zip64Record(ending, view, position, localOffset)
        : ending.subarray(position, next),
    );
    position = next;
  }
  const directorySize = records.reduce((size, record) => size + record.byteLength, 0);
  const end = endOfCentralDirectory(localOffsets.length, directoryOffset, directorySize, true);
  const out = new Uint8Array(directorySize + end.byteLength);
  let at = 0;
  for (const record of records) {
    out.set(record, at);
    at += record.byteLength;
  }
  out.set(end, at);
  return out;
}
