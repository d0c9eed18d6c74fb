// Record signatures and fixed sizes of the ZIP format (PKWARE APPNOTE 6.3).
export const LOCAL_HEADER_SIGNATURE = 0x04034b50;
export const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
export const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
export const ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06064b50;
export const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
export const DATA_DESCRIPTOR_SIGNATURE = 0x08074b50;
export const ZIP64_EXTRA_FIELD_ID = 0x0001;

export const LOCAL_HEADER_SIZE = 30;
export const CENTRAL_HEADER_SIZE = 46;
export const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
export const ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE = 56;
export const ZIP64_LOCATOR_SIZE = 20;
/** Signature, CRC and the two 32-bit sizes. */
export const DATA_DESCRIPTOR_SIZE = 16;
/** A ZIP64 extra field holding one 64-bit value (a local header's offset): id, length, value. */
export const ZIP64_OFFSET_EXTRA_SIZE = 12;
/** The most bytes an archive comment (and so what may follow the end record) takes. */
export const MAX_COMMENT_LENGTH = 0xffff;

/** "Version needed to extract": 2.0 (deflate, folders), 4.5 (ZIP64). */
export const VERSION_NEEDED = 20;
export const VERSION_NEEDED_ZIP64 = 45;

export const METHOD_STORED = 0;
export const METHOD_DEFLATED = 8;

export const FLAG_ENCRYPTED = 0x0001;
export const FLAG_DATA_DESCRIPTOR = 0x0008;
export const FLAG_STRONG_ENCRYPTION = 0x0040;
export const FLAG_UTF8_NAME = 0x0800;

export const UINT16_MAX = 0xffff;
export const UINT32_MAX = 0xffffffff;

/** A ZIP entry's modification time in MS-DOS form. */
export interface DosDateTime {
  readonly time: number;
  readonly date: number;
}

/** A local time in MS-DOS form (2-second resolution, years 1980-2107). */
export function toDosDateTime(date: Date): DosDateTime {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}
