import { Font, Glyph, Path } from 'opentype.js';

/** A TTF built in memory (no font file needed on the test machine): `widths` maps characters to advances. */
export function testFontBytes(
  familyName: string,
  widths: Readonly<Record<string, number>>,
  style: { bold?: boolean; italic?: boolean } = {},
): Uint8Array {
  const glyphs = [
    new Glyph({ name: '.notdef', unicode: 0, advanceWidth: 500, path: new Path() }),
    ...Object.entries(widths).map(
      ([char, advanceWidth], index) =>
        new Glyph({ name: `g${index}`, unicode: char.codePointAt(0), advanceWidth, path: new Path() }),
    ),
  ];
  const fsSelection = (style.bold ? 1 << 5 : 0) | (style.italic ? 1 : 0) || 1 << 6;
  const font = new Font({
    familyName,
    styleName: style.bold ? 'Bold' : 'Regular',
    unitsPerEm: 1000,
    ascender: 800,
    descender: -200,
    glyphs,
    // opentype.js 2 writes this number into OS/2; the 1.x typings call it a string.
    fsSelection: fsSelection as unknown as string,
  });
  return new Uint8Array(font.toArrayBuffer());
}
