import { createFontBook } from '../fonts/font-book';
import type { FontFace, TextBox } from '../text-model';
import { fitText, SHRINK_STEPS } from './fit-text';
import { layoutText } from './layout-text';

const CALIBRI: FontFace = { typeface: 'Calibri', bold: false, italic: false };
const book = createFontBook({ fontDirs: [] });
const PROSE =
  'Deckmill fills PowerPoint templates with the rows of a spreadsheet, one deck per row, and checks that every ' +
  'value fits its box before the batch starts.';

const box = (text: string, autofit: TextBox['autofit'], height = 500_000, wrap = true): TextBox => ({
  width: 3_000_000,
  height,
  insets: { left: 91_440, top: 45_720, right: 91_440, bottom: 45_720 },
  wrap,
  columns: 1,
  columnGap: 0,
  vertical: false,
  autofit,
  paragraphs: [
    {
      runs: [{ text, sizePt: 18, latin: CALIBRI }],
      level: 0,
      marginLeft: 0,
      indent: 0,
      lineSpacing: { percent: 1 },
      spaceBefore: { points: 0 },
      spaceAfter: { points: 0 },
      endSizePt: 18,
    },
  ],
});

describe('SHRINK_STEPS', () => {
  it('reduces line spacing before the font, in the steps PowerPoint writes, down to 25%', () => {
    expect(SHRINK_STEPS.slice(0, 4)).toEqual([
      { fontScale: 1, lineReduction: 0 },
      { fontScale: 1, lineReduction: 0.1 },
      { fontScale: 1, lineReduction: 0.2 },
      { fontScale: 0.925, lineReduction: 0 },
    ]);
    expect(SHRINK_STEPS[SHRINK_STEPS.length - 1]).toEqual({ fontScale: 0.25, lineReduction: 0.2 });
  });
});

describe('fitText', () => {
  it('leaves text that fits alone, whatever the setting', () => {
    for (const autofit of ['none', 'shrink', 'resize'] as const) {
      expect(fitText(box('Ada Lovelace', autofit), book).kind).toBe('fits');
    }
  });

  it('reports overflow for "do not autofit"', () => {
    const decision = fitText(box(PROSE, 'none'), book);
    expect(decision.kind).toBe('overflow');
    expect(decision.layout.height).toBeGreaterThan(500_000);
  });

  it('shrinks to the first step that fits, no further', () => {
    const decision = fitText(box(PROSE, 'shrink'), book);
    if (decision.kind !== 'shrink') throw new Error(`expected shrink, got ${decision.kind}`);
    expect(decision.fits).toBe(true);
    expect(decision.layout.height).toBeLessThanOrEqual(500_000);
    const index = SHRINK_STEPS.findIndex((step) => step === decision.scale);
    expect(index).toBeGreaterThan(0);
    const previous = layoutText(box(PROSE, 'shrink'), book, SHRINK_STEPS[index - 1]);
    expect(previous.height).toBeGreaterThan(500_000);
  });

  it('takes line spacing only when that is enough', () => {
    // Three lines at 18 pt are 64.8 pt; 20% less spacing (51.8 pt) fits a 56 pt box, so the font keeps its size.
    const threeLines = 'First line of text\nSecond line of text\nThird line of text';
    const decision = fitText(box(threeLines, 'shrink', 56 * 12_700 + 91_440), book);
    expect(decision).toMatchObject({
      kind: 'shrink',
      scale: { fontScale: 1, lineReduction: 0.2 },
      fits: true,
    });
  });

  it('says when even the smallest scale overflows', () => {
    const decision = fitText(box(PROSE.repeat(20), 'shrink', 200_000), book);
    expect(decision).toMatchObject({
      kind: 'shrink',
      scale: { fontScale: 0.25, lineReduction: 0.2 },
      fits: false,
    });
  });

  it('grows a resized shape to its text, within the cap', () => {
    const natural = layoutText(box(PROSE, 'resize'), book).height;
    expect(fitText(box(PROSE, 'resize'), book)).toMatchObject({
      kind: 'resize',
      height: natural,
      fits: true,
    });
    expect(fitText(box(PROSE, 'resize'), book, { maxHeight: 800_000 })).toMatchObject({
      kind: 'resize',
      height: 800_000,
      fits: false,
    });
  });

  it('finds the same step as trying every step in order', () => {
    for (let height = 150_000; height <= 1_200_000; height += 30_000) {
      const shrinking = box(PROSE, 'shrink', height);
      const decision = fitText(shrinking, book);
      if (decision.kind !== 'shrink') continue;
      const expected = SHRINK_STEPS.find((step) => layoutText(shrinking, book, step).height <= height + 127);
      expect({ height, scale: decision.scale }).toEqual({
        height,
        scale: expected ?? SHRINK_STEPS[SHRINK_STEPS.length - 1],
      });
    }
  });

  it('caps a grown shape at the height allowed, not at the box measured with slack', () => {
    // fit-slide measures against the frame plus a point of slack; a shape already at the slide's bottom stays.
    const decision = fitText(box(PROSE, 'resize', 500_000 + 12_700), book, { maxHeight: 500_000 });
    expect(decision).toMatchObject({ kind: 'resize', height: 500_000, fits: false });
  });

  describe('text that does not wrap', () => {
    const LINE = 'Deckmill fills PowerPoint templates with the rows of a spreadsheet';

    it('grows a resized shape sideways to its widest line, within the width allowed', () => {
      const natural = layoutText(box(LINE, 'resize', 500_000, false), book);
      expect(natural.width).toBeGreaterThan(3_000_000);
      const grown = fitText(box(LINE, 'resize', 500_000, false), book, { maxWidth: 8_000_000 });
      expect(grown).toEqual({ kind: 'resize', width: natural.width, fits: true, layout: natural });
      expect(fitText(box(LINE, 'resize', 500_000, false), book, { maxWidth: 4_000_000 })).toMatchObject({
        kind: 'resize',
        width: 4_000_000,
        fits: false,
      });
    });

    it('shrinks until the line is narrow enough, not only short enough', () => {
      const decision = fitText(box(LINE, 'shrink', 500_000, false), book);
      if (decision.kind !== 'shrink') throw new Error(`expected shrink, got ${decision.kind}`);
      expect(decision.fits).toBe(true);
      expect(decision.scale.fontScale).toBeLessThan(1);
      expect(decision.layout.overflowsWidth).toBe(false);
      expect(decision.layout.width).toBeLessThanOrEqual(3_000_000);
    });

    it('reports a line too wide for a box set not to autofit', () => {
      expect(fitText(box(LINE, 'none', 500_000, false), book).kind).toBe('overflow');
    });
  });

  it('does not take a long word broken inside a wrapping box for an overflow', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    const decision = fitText(box(word, 'none', 900_000), book);
    expect(decision.layout.overflowsWidth).toBe(true);
    expect(decision.kind).toBe('fits');
  });
});
