import { seededRandom } from '@deckmill/testing';
import { rowContext } from '../../test/support/row-context';
import { cell, para, run, shape, slide, SLIDE, table } from '../../test/support/slide-xml';
import { compilePart } from './compile-part';
import { fillPart, renderHole } from './holes';
import { isWholeRun, valuesInsideRuns, withRunsInLiterals } from './whole-runs';
import { DEFAULT_SLIDE_SIZE } from './watermark';

const interleave = (literals: readonly string[], values: readonly string[]) =>
  literals.slice(1).reduce((xml, literal, index) => xml + values[index] + literal, literals[0]);

describe('whole runs written as literals', () => {
  const part = compilePart(
    slide(
      shape('Title', para(run('{{title}}', true))),
      shape('Body', para(run('Dear '), run('{{name}}'), run(', from {{city}}.'))),
      table([cell(para(run('{{sku}}'))), cell(para(run('{{qty | number:2}}')))]),
    ),
    SLIDE,
    DEFAULT_SLIDE_SIZE,
  );
  const TEXTS = ['', 'Ann', 'A & B <x>', 'two\nlines', '\u0001', 'Zoë', '12.5'];

  it('write the same XML as the part for every deck whose whole runs have a value, and leave the others', () => {
    const withRuns = withRunsInLiterals(part);
    if (!withRuns) throw new Error('the part has whole runs');
    expect(part.holes.filter(isWholeRun).length).toBeGreaterThan(2);
    expect(withRuns.holes.some(isWholeRun)).toBe(false);
    const random = seededRandom(541);
    let inside = 0;
    for (let deck = 0; deck < 500; deck++) {
      const data = Object.fromEntries(
        ['title', 'name', 'city', 'sku', 'qty'].map((key) => [
          key,
          TEXTS[Math.floor(random() * TEXTS.length)],
        ]),
      );
      const context = rowContext(data);
      const values = part.holes.map((hole) => renderHole(hole, context));
      const xml = fillPart(part, context);
      const texts = valuesInsideRuns(part.holes, values);
      const leftOut = part.holes.some((hole, index) => isWholeRun(hole) && values[index] === '');
      expect(texts === undefined).toBe(leftOut);
      if (!texts) continue;
      inside++;
      expect(interleave(withRuns.literals, texts)).toBe(xml);
      // The run's text alone is what the part's hole inside its run renders.
      expect(texts).toEqual(withRuns.holes.map((hole) => renderHole(hole, context)));
    }
    expect(inside).toBeGreaterThan(50);
  });

  it('leave a part without whole runs as it is', () => {
    const plain = compilePart(slide(shape('Body', para(run('Dear {{name}}!')))), SLIDE, DEFAULT_SLIDE_SIZE);
    expect(withRunsInLiterals(plain)).toBeUndefined();
  });
});
