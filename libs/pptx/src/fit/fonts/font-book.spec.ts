import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testFontBytes } from '../testing/test-font';
import { createFontBook } from './font-book';

const face = (typeface: string, bold = false, italic = false) => ({ typeface, bold, italic });
const code = (char: string) => char.codePointAt(0) ?? 0;

describe('createFontBook', () => {
  const book = createFontBook({ fontDirs: [] });

  it('measures Office fonts with their bundled metric-compatible substitutes, the same on every machine', () => {
    const calibri = book.metrics(face('Calibri'));
    expect(calibri).toMatchObject({ family: 'Carlito', source: 'bundled', unitsPerEm: 2048 });
    expect(calibri.advance(code('A'))).toBe(1185);
    expect(book.metrics(face('Calibri', true)).advance(code('A'))).not.toBe(1185);
    expect(book.metrics(face('Arial')).family).toBe('Liberation Sans');
    expect(book.metrics(face('Helvetica')).family).toBe('Liberation Sans');
    expect(book.metrics(face('Arial Narrow')).family).toBe('Liberation Sans Narrow');
    expect(book.metrics(face('Times New Roman', false, true)).family).toBe('Liberation Serif');
    expect(book.metrics(face('Cambria')).family).toBe('Caladea');
    const courier = book.metrics(face(' courier new '));
    expect(courier.family).toBe('Liberation Mono');
    expect(courier.advance(code('i'))).toBe(courier.advance(code('W')));
  });

  it('kerns pairs as the font GPOS table says, accented letters as their base letter', () => {
    const calibri = book.metrics(face('Calibri'));
    const kern = (pair: string) => calibri.kerning?.(code(pair[0]), code(pair[1])) ?? 0;
    expect(kern('AV')).toBeLessThan(0);
    expect(kern('ÀV')).toBe(kern('AV'));
    expect(kern('nn')).toBe(0);
    expect(kern('日本')).toBe(0);
  });

  it('estimates unknown families with the face LibreOffice falls back to, by kind', () => {
    expect(book.metrics(face('Segoe UI'))).toMatchObject({ family: 'DejaVu Sans', source: 'estimated' });
    expect(book.metrics(face('Georgia'))).toMatchObject({ family: 'DejaVu Serif', source: 'estimated' });
    expect(book.metrics(face('Consolas'))).toMatchObject({ family: 'Liberation Mono', source: 'estimated' });
  });

  it('reports a missing glyph as undefined and offers fallbacks that have it', () => {
    const calibri = book.metrics(face('Calibri'));
    expect(calibri.advance(code('日'))).toBeUndefined();
    expect(calibri.advance(code('א'))).toBeUndefined();
    const fallbacks = book.fallbacks(face('Calibri'));
    expect(fallbacks.map((metrics) => metrics.family)).toEqual(['DejaVu Sans', 'Droid Sans Fallback']);
    expect(fallbacks[0].advance(code('א'))).toBeGreaterThan(0);
    expect(fallbacks[1].advance(code('日'))).toBe(fallbacks[1].unitsPerEm);
  });

  it('prefers a font embedded in the template, even over a bundled substitute', () => {
    const own = createFontBook({ fontDirs: [] });
    expect(own.metrics(face('Calibri')).source).toBe('bundled');
    expect(own.addFont(testFontBytes('Calibri', { A: 640 }))).toBe('Calibri');
    const embedded = own.metrics(face('Calibri'));
    expect(embedded).toMatchObject({ source: 'embedded', unitsPerEm: 1000, ascent: 800, descent: 200 });
    expect(embedded.advance(code('A'))).toBe(640);
    // A character the (subsetted) embedded font lacks: Carlito's, in the embedded font's units.
    const carlito = createFontBook({ fontDirs: [] }).metrics(face('Calibri'));
    expect(embedded.advance(code('B'))).toBeCloseTo(
      ((carlito.advance(code('B')) ?? 0) * 1000) / carlito.unitsPerEm,
      6,
    );
    expect(embedded.advance(code('日'))).toBeUndefined();
  });

  it("shares bundled metrics and their functions between templates' books, never an embedded font", () => {
    const first = createFontBook({ fontDirs: [] });
    const second = createFontBook({ fontDirs: [] });
    const calibri = first.metrics(face('Calibri'));
    expect(second.metrics(face('Calibri'))).toBe(calibri);
    expect(second.metrics(face('Wingdings Unknown'))).toBe(first.metrics(face('Wingdings Unknown')));
    expect(second.fallbacks(face('Calibri'))).toBe(first.fallbacks(face('Calibri')));
    expect(second.metrics).toBe(first.metrics);
    first.addFont(testFontBytes('Calibri', { A: 640 }));
    expect(first.metrics(face('Calibri')).source).toBe('embedded');
    expect(second.metrics(face('Calibri'))).toBe(calibri);
    expect(createFontBook({ fontDirs: [] }).metrics(face('Calibri')).advance(code('A'))).toBe(1185);
  });

  it('picks the embedded style closest to the face', () => {
    const own = createFontBook({ fontDirs: [] });
    own.addFont(testFontBytes('House Sans', { A: 500 }));
    own.addFont(testFontBytes('House Sans', { A: 700 }, { bold: true }));
    expect(own.metrics(face('House Sans')).advance(code('A'))).toBe(500);
    expect(own.metrics(face('House Sans', true, true)).advance(code('A'))).toBe(700);
  });

  it('ignores bytes that are not a font it can read (an obfuscated .fntdata, garbage)', () => {
    expect(createFontBook({ fontDirs: [] }).addFont(new Uint8Array([1, 2, 3, 4, 5]))).toBeUndefined();
  });

  describe('installed fonts', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'deckmill-fonts-'));
      writeFileSync(
        path.join(dir, 'house-bold.ttf'),
        testFontBytes('House Serif', { A: 720 }, { bold: true }),
      );
      writeFileSync(path.join(dir, 'fake-calibri.ttf'), testFontBytes('Calibri', { A: 1 }));
      writeFileSync(path.join(dir, 'broken.ttf'), 'not a font');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('finds families the bundle lacks in the font directories', () => {
      const metrics = createFontBook({ fontDirs: [dir] }).metrics(face('House Serif', true));
      expect(metrics).toMatchObject({ family: 'House Serif', source: 'installed' });
      expect(metrics.advance(code('A'))).toBe(720);
      // Read and parsed once per process, whichever template's book asks, however the template spells it.
      expect(createFontBook({ fontDirs: [dir] }).metrics(face('House Serif', true))).toBe(metrics);
      expect(createFontBook({ fontDirs: [dir] }).metrics(face(' house SERIF ', true))).toBe(metrics);
    });

    it('still measures substitutes with the bundle, so installed fonts never change results', () => {
      expect(createFontBook({ fontDirs: [dir] }).metrics(face('Calibri'))).toMatchObject({
        family: 'Carlito',
        source: 'bundled',
      });
    });
  });
});
