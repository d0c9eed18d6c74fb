import { createFontBook } from '../fonts/font-book';
import type { FontFace, TextBox, TextParagraph, TextRun } from '../text-model';
import { layoutPrepared, layoutText } from './layout-text';
import { keepMeasures, prepareText } from './prepare-text';

// Courier New (Liberation Mono) gives every character 1229/2048 em, so line breaks are easy to reason about:
// at 10 pt a character is CHAR EMU wide and a line (1.2 x size) is LINE EMU tall.
const COURIER: FontFace = { typeface: 'Courier New', bold: false, italic: false };
const CHAR = (1229 / 2048) * 10 * 12_700;
const LINE = 1.2 * 10 * 12_700;
const book = createFontBook({ fontDirs: [] });

const run = (text: string, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  sizePt: 10,
  latin: COURIER,
  ...extra,
});
const paragraph = (runs: readonly TextRun[], extra: Partial<TextParagraph> = {}): TextParagraph => ({
  runs,
  level: 0,
  marginLeft: 0,
  indent: 0,
  lineSpacing: { percent: 1 },
  spaceBefore: { points: 0 },
  spaceAfter: { points: 0 },
  endSizePt: 10,
  ...extra,
});
/** A box `chars` characters wide (plus a hair), no insets. */
const box = (chars: number, paragraphs: readonly TextParagraph[], extra: Partial<TextBox> = {}): TextBox => ({
  width: chars * CHAR + 10,
  height: 1_000_000,
  insets: { left: 0, top: 0, right: 0, bottom: 0 },
  wrap: true,
  columns: 1,
  columnGap: 0,
  vertical: false,
  autofit: 'none',
  paragraphs,
  ...extra,
});
const text = (value: string, chars: number, extra: Partial<TextBox> = {}) =>
  layoutText(box(chars, [paragraph([run(value)])], extra), book);

describe('layoutText', () => {
  it('breaks at spaces, letting the spaces hang past the line end', () => {
    expect(text('aaaa bbbb cccc', 9).lines).toBe(2);
    expect(text('aaaa bbbb cccc', 14).lines).toBe(1);
    expect(text('aaaa bbbb cccc', 13).lines).toBe(2);
    // "aaaa " + "bbbb" is 9 characters with the space: it fits in 9 even with a trailing space after it.
    expect(text('aaaa bbbb ', 9).lines).toBe(1);
  });

  it('reports the widest line and the height with insets', () => {
    const layout = layoutText(
      box(20, [paragraph([run('aaaa bbbb cccc')])], {
        insets: { left: 100, top: 200, right: 300, bottom: 400 },
        width: 20 * CHAR + 400,
      }),
      book,
    );
    expect(layout.width).toBeCloseTo(14 * CHAR + 400, 0);
    expect(layout.height).toBeCloseTo(LINE + 600, 0);
  });

  it('breaks after hyphens but not before digits', () => {
    expect(text('well-known', 6).lines).toBe(2);
    expect(text('well-known', 6).overflowsWidth).toBe(false);
    expect(text('minus -12345', 8).lines).toBe(2);
  });

  it('breaks a word wider than the line inside it, and says so', () => {
    const layout = text('abcdefghijklmnopqrst', 8);
    expect(layout.lines).toBe(3);
    expect(layout.overflowsWidth).toBe(true);
  });

  it('keeps a URL whole after a space rather than breaking it after a slash (as LibreOffice does)', () => {
    // Breaking after a slash would give "see example.com/path/" + "more/x"; LibreOffice breaks at the space
    // instead, and the URL, too long for a line, then breaks after its last slash that fits.
    const layout = text('see example.com/path/more/x', 22);
    expect(layout.lines).toBe(3);
    expect(layout.width).toBeCloseTo(22 * CHAR, 0);
  });

  it('breaks CJK text between any two characters, but never before closing punctuation', () => {
    // Ideographs are one em (10 pt) wide each: ten to a 100 pt line.
    const em = 10 * 12_700;
    const ideographs = (count: number) => '日'.repeat(count);
    const cjk = (value: string) =>
      layoutText({ ...box(0, [paragraph([run(value)])]), width: 10 * em + 10 }, book);
    expect(cjk(ideographs(25)).lines).toBe(3);
    expect(cjk(ideographs(25)).overflowsWidth).toBe(false);
    // The 11th character is "。", which may not start a line: the 10th moves down with it.
    expect(cjk(`${ideographs(10)}。`).lines).toBe(2);
    expect(cjk(`${ideographs(10)}。`).width).toBeCloseTo(9 * em, -2);
  });

  it('uses the East Asian face for East Asian characters when set, else falls back from the latin face', () => {
    const withEa = run('日本', { eastAsian: { typeface: 'Courier New', bold: false, italic: false } });
    // Courier New lacks ideographs too, so the fallback (Droid Sans Fallback, 1 em) measures them either way.
    expect(layoutText(box(40, [paragraph([withEa])]), book).width).toBeCloseTo(2 * 10 * 12_700, 0);
    expect(layoutText(box(40, [paragraph([run('日本')])]), book).missingGlyphs).toEqual([]);
  });

  it('lists characters no face has, once each, in order', () => {
    const layout = text('ก abc กข ᚠ', 40);
    expect(layout.missingGlyphs).toEqual(['ก', 'ข', 'ᚠ']);
  });

  it('never wraps without wrap, and reports a line wider than the box', () => {
    const layout = text('aaaa bbbb cccc', 9, { wrap: false });
    expect(layout.lines).toBe(1);
    expect(layout.overflowsWidth).toBe(true);
    expect(layout.width).toBeCloseTo(14 * CHAR, 0);
  });

  it('honours line breaks and gives an empty paragraph its end size', () => {
    const layout = layoutText(
      box(20, [paragraph([run('one\ntwo')]), paragraph([], { endSizePt: 20 }), paragraph([run('three\n')])]),
      book,
    );
    expect(layout.lines).toBe(5);
    expect(layout.height).toBeCloseTo(4 * LINE + 2 * LINE, 0);
  });

  it('starts the first line at the indent and the others at the margin', () => {
    const indented = paragraph([run('aaaa bbbb')], { marginLeft: 2 * CHAR, indent: 2 * CHAR });
    // First line: 10 - 4 = 6 characters: "aaaa" only; then "bbbb" from the margin (8 left).
    expect(layoutText(box(10, [indented]), book).lines).toBe(2);
    const hanging = paragraph([run('aaaa bbbb')], { marginLeft: 1 * CHAR, indent: -1 * CHAR });
    expect(layoutText(box(10, [hanging]), book).lines).toBe(1);
  });

  it('puts a hanging bullet in the indent and pushes the text when the bullet does not fit there', () => {
    const bullet = { text: '•', sizePt: 10, face: COURIER };
    const hanging = paragraph([run('aaaa bbbb')], { marginLeft: 2 * CHAR, indent: -2 * CHAR, bullet });
    expect(layoutText(box(11, [hanging]), book).lines).toBe(1);
    const inline = paragraph([run('aaaa bbbb')], { bullet });
    // No indent: the bullet takes a character's width from the first line.
    expect(layoutText(box(9, [inline]), book).lines).toBe(2);
    expect(layoutText(box(10, [inline]), book).lines).toBe(1);
  });

  it('makes a line as tall as a bullet larger than its text, scaled with the text when it shrinks', () => {
    const bullet = { text: '•', sizePt: 20, face: COURIER };
    const bulleted = box(40, [paragraph([run('aaaa')], { bullet })]);
    expect(layoutText(bulleted, book).height).toBeCloseTo(2 * LINE, 0);
    expect(layoutText(bulleted, book, { fontScale: 0.5, lineReduction: 0 }).height).toBeCloseTo(LINE, 0);
  });

  it('applies percentage and exact line spacing, and space after', () => {
    const spaced = (extra: Partial<TextParagraph>) =>
      layoutText(box(4, [paragraph([run('aaaa bbbb')], extra)]), book).height;
    expect(spaced({})).toBeCloseTo(2 * LINE, 0);
    expect(spaced({ lineSpacing: { percent: 1.5 } })).toBeCloseTo(3 * LINE, 0);
    expect(spaced({ lineSpacing: { points: 30 } })).toBeCloseTo(2 * 30 * 12_700, 0);
    expect(spaced({ spaceAfter: { points: 6 } })).toBeCloseTo(2 * LINE + 6 * 12_700, 0);
    expect(spaced({ spaceAfter: { percent: 0.5 } })).toBeCloseTo(2 * LINE + 5 * 12_700, 0);
  });

  it('applies space before to every paragraph but the first in the box', () => {
    const before = { spaceBefore: { points: 12 } };
    const layout = layoutText(box(10, [paragraph([run('a')], before), paragraph([run('b')], before)]), book);
    expect(layout.height).toBeCloseTo(2 * LINE + 12 * 12_700, 0);
  });

  it('scales sizes by the font scale and takes the line reduction from percentage spacing', () => {
    const content = [paragraph([run('aaaa bbbb cccc dddd')])];
    expect(layoutText(box(10, content), book).lines).toBe(2);
    const scaled = layoutText(box(10, content), book, { fontScale: 0.5, lineReduction: 0.2 });
    expect(scaled.lines).toBe(1);
    expect(scaled.height).toBeCloseTo(0.5 * LINE * 0.8, 0);
  });

  it('splits the width into columns and fills them in turn', () => {
    const content = [paragraph([run('aaaa bbbb cccc dddd')])];
    const one = layoutText(box(9, content), book);
    const two = layoutText(
      { ...box(9, content), width: 2 * (9 * CHAR + 10) + 1000, columns: 2, columnGap: 1000 },
      book,
    );
    expect(one.lines).toBe(2);
    expect(two.lines).toBe(2);
    expect(two.height).toBeCloseTo(one.height / 2, 0);
  });

  it('applies pair kerning within a run', () => {
    const calibri = { typeface: 'Calibri', bold: false, italic: false };
    const width = (value: string) =>
      layoutText(box(100, [paragraph([run(value, { latin: calibri })])], { wrap: false }), book).width;
    expect(width('AV')).toBeLessThan(width('A') + width('V') - 1000);
  });

  it('measures Arabic by its joined forms, narrower than the letters typed alone', () => {
    const arabic = (value: string) =>
      layoutText(
        box(100, [paragraph([run(value, { latin: { typeface: 'Arial', bold: false, italic: false } })])]),
        book,
      ).width;
    const joined = arabic('سسس');
    const apart = arabic('س س س') - 2 * arabic(' ');
    expect(joined).toBeLessThan(apart * 0.9);
  });

  it('measures a space between Arabic words in the face drawing the Arabic, as LibreOffice does', () => {
    const width = (value: string) =>
      layoutText(
        box(100, [paragraph([run(value, { latin: { typeface: 'Arial', bold: false, italic: false } })])]),
        book,
      ).width;
    // Arial (Liberation Sans) has no Arabic: DejaVu Sans draws it, and its space is 651/2048 em, not 569/2048.
    const spaceInArabic = width('س س') - 2 * width('س');
    const spaceInLatin = width('a a') - 2 * width('a');
    expect(spaceInLatin).toBeCloseTo((569 / 2048) * 10 * 12_700, 0);
    expect(spaceInArabic).toBeCloseTo((651 / 2048) * 10 * 12_700, 0);
  });

  it('lays out columns of a very long text without overflowing the stack', () => {
    // 300,000 lines: spreading them into Math.max throws a RangeError.
    const layout = text('a\n'.repeat(300_000), 5, { columns: 2 });
    expect(layout.lines).toBe(300_001);
    expect(layout.height).toBeCloseTo(150_001 * LINE, 0);
  });

  it("lays a template's kept paragraphs out as their fresh copies, in runs between a row's values", () => {
    const words = (n: number) => `static paragraph ${n} with a few more words to wrap`;
    const fresh = (value: string) => [
      paragraph([run(words(1))], { spaceBefore: { points: 6 } }),
      paragraph([run(words(2))]),
      paragraph([run(value)]),
      paragraph([run(words(3))], { spaceAfter: { points: 4 } }),
      paragraph([run(words(4))]),
      paragraph([run(words(5))]),
    ];
    // The template's paragraphs without values are the same objects on every row (shape-template.ts).
    const kept = fresh('').map((p, index) => (index === 2 ? p : keepMeasures(p)));
    const rowOf = (value: string) => kept.map((p, index) => (index === 2 ? paragraph([run(value)]) : p));
    for (const value of ['short', 'a much longer value that wraps over several lines of the box']) {
      for (const columns of [1, 2]) {
        for (const scale of [
          undefined,
          { fontScale: 0.8, lineReduction: 0.1 },
          { fontScale: 0.6, lineReduction: 0.2 },
        ]) {
          const expected = layoutText(box(24, fresh(value), { columns }), book, scale);
          // Twice: the second row finds the runs' lines kept from the first.
          for (let row = 0; row < 2; row += 1) {
            const tested = box(24, rowOf(value), { columns });
            expect(layoutPrepared(prepareText(tested, book), tested, scale)).toEqual(expected);
          }
        }
      }
    }
  });

  it('measures ASCII with its exact advances and kerning pairs, and astral and lone surrogates as one character each', () => {
    const calibri = { typeface: 'Calibri', bold: false, italic: false };
    const metrics = book.metrics(calibri);
    const perPoint = (units: number) => (units / metrics.unitsPerEm) * 12_700;
    const [avw] = prepareText(box(100, [paragraph([run('AVW', { latin: calibri })])]), book).paragraphs;
    const kern = (left: string, right: string) =>
      metrics.kerning?.(left.codePointAt(0) ?? 0, right.codePointAt(0) ?? 0) ?? 0;
    expect(avw.advance[0]).toBe(perPoint(metrics.advance(65) ?? 0) + perPoint(kern('A', 'V')));
    expect(avw.advance[1]).toBe(perPoint(metrics.advance(86) ?? 0) + perPoint(kern('V', 'W')));
    expect(kern('A', 'V')).not.toBe(0);
    // No kerning across two runs, even in the same face.
    const [split] = prepareText(
      box(100, [paragraph([run('A', { latin: calibri }), run('V', { latin: calibri })])]),
      book,
    ).paragraphs;
    expect(split.advance[0]).toBe(perPoint(metrics.advance(65) ?? 0));
    const [astral] = prepareText(box(100, [paragraph([run('A\u{1F600}\uD83DB')])]), book).paragraphs;
    expect(Array.from(astral.codePoints)).toEqual([0x41, 0x1f600, 0xd83d, 0x42]);
  });
});
