import {
  CENTRAL_HEADER_SIGNATURE,
  CENTRAL_HEADER_SIZE,
  END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE,
  MAX_COMMENT_LENGTH,
  UINT16_MAX,
  UINT32_MAX,
} from './zip-format';

/** How many bytes at an archive's end hold its end record: the record and the longest comment. */
export function endRecordTailLength(archiveSize: number): number {
  return Math.min(archiveSize, END_OF_CENTRAL_DIRECTORY_SIZE + MAX_COMMENT_LENGTH);
}

/**
 * The offset of the last end-of-central-directory signature at or before `startAt` within the view's last
 * 64 KiB (the record and a comment), or -1. `startAt` lets a caller look further back past a false match.
 */
export function findEndRecord(
  view: DataView,
  startAt = view.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE,
): number {
  const lowest = Math.max(0, view.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE - MAX_COMMENT_LENGTH);
  for (let at = startAt; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY_SIGNATURE) return at;
  }
  return -1;
}

/** The classic end record's fields; saturated ones mean the real values are in the ZIP64 record. */
export interface EndRecord {
  /** Its disk numbers are not 0: one part of a split archive. */
  readonly split: boolean;
  readonly entryCount: number;
  readonly directorySize: number;
  readonly directoryOffset: number;
  /** A field is saturated (0xFFFF or 0xFFFFFFFF): the ZIP64 end record holds the real values. */
  readonly zip64: boolean;
}

export function readEndRecord(view: DataView, at: number): EndRecord {
  const entryCount = view.getUint16(at + 10, true);
  const directorySize = view.getUint32(at + 12, true);
  const directoryOffset = view.getUint32(at + 16, true);
  return {
    split: view.getUint16(at + 4, true) !== 0 || view.getUint16(at + 6, true) !== 0,
    entryCount,
    directorySize,
    directoryOffset,
    zip64: entryCount === UINT16_MAX || directorySize === UINT32_MAX || directoryOffset === UINT32_MAX,
  };
}

/** Where a central directory record's variable parts lie, read from its fixed part. */
export interface CentralRecordLayout {
  readonly nameStart: number;
  readonly nameLength: number;
  readonly extraLength: number;
  readonly commentLength: number;
  /** Where the next record starts. */
  readonly end: number;
}

/** The record at `at`, or undefined when no record's fixed part (signature included) is there. */
export function centralRecordLayout(view: DataView, at: number): CentralRecordLayout | undefined {
  if (at + CENTRAL_HEADER_SIZE > view.byteLength) return undefined;
  if (view.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE) return undefined;
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const commentLength = view.getUint16(at + 32, true);
  const nameStart = at + CENTRAL_HEADER_SIZE;
  return {
    nameStart,
    nameLength,
    extraLength,
    commentLength,
    end: nameStart + nameLength + extraLength + commentLength,
  };
}
