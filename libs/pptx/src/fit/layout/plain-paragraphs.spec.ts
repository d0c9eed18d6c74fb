import { box, paragraph, run } from '../../../test/support/fit-samples';
import { createFontBook } from '../fonts/font-book';
import { internFace } from '../fonts/interned-face';
import type { Spacing, TextBox } from '../text-model';
import { layoutPrepared } from './layout-text';
import { layoutPlainRows, plainLayouts, prepareRowText } from './plain-paragraphs';
import { isKept, keepMeasures, prepareText, type PreparedParagraph } from './prepare-text';

const book = createFontBook({ fontDirs: [] });
const CALIBRI = internFace('Calibri', false, false);
const measuredLayout = (text: TextBox) => layoutPrepared(prepareText(text, book), text);

describe('layoutPlainRows', () => {
  it('lays out plain values exactly as measuring them does, wrapped lines and kerned pairs included', () => {
    const kept = keepMeasures(paragraph([run('Quarterly review, as the template has it', 18)]));
    const text = box(
      [
        paragraph([run('Torvalds & Partners 12, Grace Torvalds: ', 18), run('AVA To Wave', 28)]),
        kept,
        paragraph(
          [run('Zürich, São Paulo and Łódź: a line long enough to wrap twice in this box of ours', 18)],
          {
            bullet: { text: '•', sizePt: 18, face: CALIBRI },
            indent: -228_600,
            marginLeft: 228_600,
            spaceBefore: { percent: 0.2 },
          },
        ),
      ],
      { width: 3_000_000, height: 1_000_000 },
    );
    const plain = layoutPlainRows(text, book);
    expect(plain).toEqual(measuredLayout(text));
    expect(plain?.lines).toBeGreaterThan(4);
    expect(book.metrics(CALIBRI).kerning).toBeDefined();
  });

  it('leaves text it cannot measure to the general path', () => {
    for (const value of ['東京', 'tab\there', 'line\nbreak', 'مرحبا', '😀']) {
      expect(layoutPlainRows(box([paragraph([run(`Office: ${value}`, 18)])]), book)).toBeUndefined();
    }
  });

  it('agrees with measuring on random boxes of kept, plain and other paragraphs', () => {
    let seed = 19;
    const pick = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
      return (seed >>> 8) % n;
    };
    const words = [
      'Ava',
      'To',
      'We',
      'LTA',
      'fi',
      '1/2',
      'a-b',
      'x?y',
      '(ok)',
      'Mr.',
      'Zürich',
      'naïve',
      '东京',
      '☃',
    ];
    const faces = ['Calibri', 'Arial', 'Times New Roman', 'Courier New', 'No Such Font'].flatMap((name) => [
      internFace(name, false, false),
      internFace(name, true, true),
    ]);
    const spacing = (): Spacing => (pick(2) ? { percent: [0.8, 1, 1.5][pick(3)] } : { points: pick(20) });
    const randomParagraph = () =>
      paragraph(
        Array.from({ length: pick(4) }, () =>
          run(
            Array.from({ length: 1 + pick(6) }, () => words[pick(words.length)]).join(pick(2) ? ' ' : ''),
            8 + pick(40),
            faces[pick(faces.length)],
            pick(3) === 0 ? { spacingPt: pick(7) - 3 } : {},
          ),
        ),
        {
          marginLeft: pick(3) * 100_000,
          indent: pick(3) === 0 ? -200_000 : pick(2) * 50_000,
          ...(pick(3) === 0 ? { bullet: { text: '•', face: faces[pick(faces.length)], sizePt: 12 } } : {}),
          lineSpacing: spacing(),
          spaceBefore: spacing(),
          spaceAfter: spacing(),
        },
      );
    const keptPool = Array.from({ length: 40 }, () => keepMeasures(randomParagraph()));
    const before = { ...plainLayouts };
    let plain = 0;
    let keptMeasures = 0;
    for (let trial = 0; trial < 2_000; trial += 1) {
      const paragraphs = Array.from({ length: 1 + pick(6) }, () =>
        pick(2) ? keptPool[pick(keptPool.length)] : randomParagraph(),
      );
      const text = box(paragraphs, {
        width: 300_000 + pick(8_000_000),
        wrap: pick(4) !== 0,
        columns: pick(5) === 0 ? 2 : 1,
        columnGap: 100_000,
      });
      // Shrinking measures the box to lay it out at several scales: the same measures as the general path's,
      // and the template's own paragraphs' kept ones (their lines are kept by them).
      const rowText = prepareRowText(text, book);
      const general = prepareText(text, book);
      expect(rowText).toEqual(general);
      paragraphs.forEach((member, k) => {
        if (isKept(member)) expect(rowText.paragraphs[k]).toBe(general.paragraphs[k]);
      });
      // A box that may shrink keeps the measures its layout at full size made, and measures only the rest again.
      const measures: Array<PreparedParagraph | undefined> = [];
      const laid = layoutPlainRows(text, book, measures);
      expect(prepareRowText(text, book, measures)).toEqual(general);
      keptMeasures += measures.filter(Boolean).length;
      expect(layoutPlainRows(text, book)).toEqual(laid);
      if (!laid) continue;
      plain += 1;
      expect(laid).toEqual(measuredLayout(text));
    }
    // Most boxes take the plain path, so the comparison above is not vacuous, and both ways of laying out a
    // plain paragraph are taken: in one pass when it fits on a line, measured when it breaks.
    expect(plain).toBeGreaterThan(600);
    expect(plainLayouts.oneLine - before.oneLine).toBeGreaterThan(250);
    expect(plainLayouts.measured - before.measured).toBeGreaterThan(250);
    expect(keptMeasures).toBeGreaterThan(250);
  });

  it('lays a line out in one pass exactly as measuring it does at the width where it starts to break', () => {
    const bullet = { text: '•', sizePt: 20, face: CALIBRI };
    const lines = [
      paragraph([run('AVA To Wave, Torvalds & Partners', 18)]),
      paragraph([run('Zürich ', 18), run('LTA fi', 30, internFace('Arial', true, false), { spacingPt: 2 })]),
      paragraph([run('Ava  ', 18), run('Wave   ', 24)], { bullet, indent: -228_600, marginLeft: 228_600 }),
      paragraph([run('Tight', 18, CALIBRI, { spacingPt: -3 })], { bullet, marginLeft: 100_000 }),
      // Letter spacing below the letters' own width: a line narrower than nothing.
      paragraph([run('Tight', 10, CALIBRI, { spacingPt: -20 })]),
    ];
    // Around the narrowest box that holds the line (its width less the 1 EMU of rounding slack), in steps finer
    // than the slack, and on either side of that edge.
    const offsets = [...Array.from({ length: 13 }, (_, k) => (k - 6) * 0.375), -1, -1 - 2 ** -10];
    const passes = lines.map((line) => {
      const wideBox = box([line], { width: 40_000_000 });
      const wide = measuredLayout(wideBox);
      expect(wide.lines).toBe(1);
      expect(layoutPlainRows(wideBox, book)).toEqual(wide);
      let oneLine = 0;
      for (const offset of offsets) {
        const before = plainLayouts.oneLine;
        const text = box([line], { width: wide.width + offset });
        expect(layoutPlainRows(text, book)).toEqual(measuredLayout(text));
        oneLine += plainLayouts.oneLine - before;
      }
      return oneLine;
    });
    // Each line is held in one pass down to the edge and measured past it: 9 of the 13 steps and the edge itself.
    expect(passes.slice(0, 4)).toEqual([10, 10, 10, 10]);
    // A line narrower than nothing never breaks.
    expect(passes[4]).toBe(offsets.length);
  });
});
