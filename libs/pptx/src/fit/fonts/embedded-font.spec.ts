import { testFontBytes } from '../testing/test-font';
import { embeddedFontData } from './embedded-font';
import { createFontBook } from './font-book';

const XOR = 0x10000000;
const COMPRESSED = 0x4;

/** An EOT version 2.1 around `font`, as the W3C submission lays it out (names in UTF-16LE). */
function eot(font: Uint8Array, flags: number): Uint8Array {
  const names = ['House Sans', 'Regular', 'Version 1.0', 'House Sans'].map((name) =>
    Uint8Array.from(Buffer.from(name, 'utf16le')),
  );
  // 80 bytes of fixed fields, then four names each after a padding and its size (Padding1 is the first
  // padding), then Padding5 and an empty RootString.
  const headerSize = 80 + names.reduce((sum, name) => sum + 4 + name.length, 0) + 4;
  const size = headerSize + font.length;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, size, true);
  view.setUint32(4, font.length, true);
  view.setUint32(8, 0x00020001, true);
  view.setUint32(12, flags, true);
  view.setUint8(27, 0); // Italic
  view.setUint32(28, 400, true); // Weight
  view.setUint16(34, 0x504c, true);
  let at = 80;
  for (const name of names) {
    view.setUint16(at, 0, true);
    view.setUint16(at + 2, name.length, true);
    bytes.set(name, at + 4);
    at += 4 + name.length;
  }
  view.setUint16(at, 0, true); // Padding5
  view.setUint16(at + 2, 0, true); // RootStringSize
  const data = font.map((byte) => (flags & XOR ? byte ^ 0x50 : byte));
  bytes.set(data, headerSize);
  return bytes;
}

const FONT = testFontBytes('House Sans', { A: 640 });
const face = { typeface: 'House Sans', bold: false, italic: false };

describe('embeddedFontData', () => {
  it('unwraps the TrueType data of an EOT, XORed or not', () => {
    expect(embeddedFontData(eot(FONT, 0))).toEqual(FONT);
    expect(embeddedFontData(eot(FONT, XOR))).toEqual(FONT);
  });

  it('gives a plain font as it is, and nothing for MTX-compressed data', () => {
    expect(embeddedFontData(FONT)).toBe(FONT);
    expect(embeddedFontData(eot(FONT, COMPRESSED))).toBeUndefined();
  });

  it('lets the font book measure a .fntdata PowerPoint embedded', () => {
    const book = createFontBook({ fontDirs: [] });
    expect(book.addFont(eot(FONT, XOR))).toBe('House Sans');
    expect(book.metrics(face)).toMatchObject({ source: 'embedded' });
    expect(book.metrics(face).advance('A'.codePointAt(0) ?? 0)).toBe(640);
    expect(createFontBook({ fontDirs: [] }).addFont(eot(FONT, COMPRESSED))).toBeUndefined();
  });
});
