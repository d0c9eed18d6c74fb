const EMR_HEADER = 1;
const EMR_GDICOMMENT = 70;
const EMF_SIGNATURE = 0x464d4520; // " EMF"
/**
 * The records of an enhanced metafile that name a file: colour profiles (`EMR_SETICMPROFILEA/W`,
 * `EMR_CREATECOLORSPACE(W)`, `EMR_COLORMATCHTOTARGETW`). A renderer that honours them opens the path,
 * which may be a UNC share or any file of the server.
 */
const FILE_NAMING_RECORDS = new Set([99, 112, 113, 121, 122]);

/** Whether the bytes are an enhanced metafile (EMR_HEADER with the " EMF" signature). */
export function isEmf(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 44) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(0, true) === EMR_HEADER && view.getUint32(40, true) === EMF_SIGNATURE;
}

/**
 * A copy of an EMF in which every record that names a file became an empty comment of the same size
 * (`EMR_GDICOMMENT` with zeroed data, which every reader skips), or null when there was none.
 */
export function cleanEmf(bytes: Uint8Array): Uint8Array | null {
  let copy: Uint8Array | null = null;
  let offset = 0;
  while (offset + 8 <= bytes.byteLength) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset, bytes.byteLength - offset);
    const type = view.getUint32(0, true);
    const size = view.getUint32(4, true);
    if (size < 8 || size % 4 !== 0 || offset + size > bytes.byteLength) break;
    if (FILE_NAMING_RECORDS.has(type) && size >= 12) {
      copy ??= Uint8Array.from(bytes);
      const record = new DataView(copy.buffer, offset, size);
      record.setUint32(0, EMR_GDICOMMENT, true);
      record.setUint32(8, size - 12, true);
      copy.fill(0, offset + 12, offset + size);
    }
    offset += size;
  }
  return copy;
}
