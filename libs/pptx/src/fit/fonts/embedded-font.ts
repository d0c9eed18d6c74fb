// PowerPoint embeds fonts as `ppt/fonts/*.fntdata`, an Embedded OpenType (EOT) file: a header, then
// the font (W3C submission "Embedded OpenType (EOT) File Format", 2008). Unwrapped here so opentype.js can
// read the TrueType data inside.

/** EOT flag: the font data is MicroType Express compressed (not read: no decompressor here). */
const TTEMBED_TTCOMPRESSED = 0x4;
/** EOT flag: every byte of the font data is XORed with 0x50. */
const TTEMBED_XORENCRYPTDATA = 0x10000000;
const XOR_KEY = 0x50;
const EOT_MAGIC = 0x504c;
/** EOTSize, FontDataSize, Version, Flags, PANOSE, Charset, Italic, Weight, fsType, then MagicNumber. */
const MAGIC_OFFSET = 34;
const VERSIONS = new Set([0x00010000, 0x00020001, 0x00020002]);

/**
 * The TrueType/OpenType bytes of an embedded font: EOT unwrapped (and un-XORed), anything else as given (a
 * plain TTF/OTF is read as it is; what is neither fails to parse later). Undefined for an EOT whose font data
 * is MTX-compressed, which cannot be read.
 */
export function embeddedFontData(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes.byteLength < MAGIC_OFFSET + 2) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eotSize = view.getUint32(0, true);
  const fontDataSize = view.getUint32(4, true);
  const version = view.getUint32(8, true);
  const isEot =
    view.getUint16(MAGIC_OFFSET, true) === EOT_MAGIC &&
    VERSIONS.has(version) &&
    eotSize <= bytes.byteLength &&
    fontDataSize > 0 &&
    fontDataSize <= eotSize - MAGIC_OFFSET;
  if (!isEot) return bytes;
  const flags = view.getUint32(12, true);
  if (flags & TTEMBED_TTCOMPRESSED) return undefined;
  // The font data is the header's last field in every version: the last FontDataSize bytes of the EOT.
  const data = bytes.slice(eotSize - fontDataSize, eotSize);
  if (flags & TTEMBED_XORENCRYPTDATA)
    for (let index = 0; index < data.length; index += 1) data[index] ^= XOR_KEY;
  return data;
}
