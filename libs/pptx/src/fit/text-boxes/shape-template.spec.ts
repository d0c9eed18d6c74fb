import { textSiteOf } from '../../template/fitted-segments';
import type { Hole } from '../../template/holes';
import { rowContext } from '../../../test/support/row-context';
import { renderHole } from '../../template/holes';
import type { FitCandidate } from './fit-candidates';
import { ShapeTemplate, type ShapePieces, type TextSite } from './shape-template';
import type { SlideFitPlan } from './fit-candidates';
import type { TextFitting } from './fit-slide';

// A row's paragraphs with values are made from a source read once, with the values' text put in.
// Whatever the values, that must be the paragraph reading the row's XML gives.

const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const WHOLE_RUN = { before: '<a:r><a:rPr lang="en-US" b="1"/><a:t>', after: '</a:t></a:r>' };
const LINE_BREAK = '</a:t></a:r><a:br><a:rPr lang="en-US"/></a:br><a:r><a:rPr lang="en-US"/><a:t>';

const candidate: FitCandidate = {
  id: '7',
  name: 'Box',
  forceShrink: false,
  frame: { x: 0, y: 0, cx: 2_000_000, cy: 500_000 },
  body: {},
  styles: [],
  fonts: new Map([['+mn-lt', 'Calibri']]),
  groupShift: { x: 0, y: 0 },
};

const holes: Hole[] = [
  { kind: 'run', key: 'name', lineBreak: LINE_BREAK },
  { kind: 'run', key: 'city', lineBreak: LINE_BREAK, wholeRun: WHOLE_RUN },
  { kind: 'run', key: 'name', lineBreak: LINE_BREAK },
  { kind: 'run', key: 'note', lineBreak: LINE_BREAK },
  { kind: 'text', key: 'title' },
];
const sites: TextSite[] = holes.map(textSiteOf);

// A shape whose paragraphs hold values in a run's text, as a run of their own, twice in one run (in capitals),
// alone under a bullet, and one value that is not a run's (a `text` hole, read per row).
const pieces: ShapePieces = [
  `<p:sp ${A} xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:nvSpPr><p:cNvPr id="7" name="Box"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    '<p:spPr/><p:txBody><a:bodyPr><a:normAutofit/></a:bodyPr><a:lstStyle/>' +
    '<a:p><a:r><a:rPr lang="en-US" sz="2400"/><a:t>Dear ',
  0,
  ', from </a:t></a:r>',
  1,
  '<a:r><a:rPr lang="en-US"/><a:t>!</a:t></a:r></a:p><a:p><a:r><a:rPr lang="en-US" cap="all"/><a:t>',
  0,
  ' and ',
  2,
  '</a:t></a:r></a:p><a:p><a:pPr><a:buChar char="•"/></a:pPr><a:r><a:rPr lang="en-US"/><a:t>',
  3,
  '</a:t></a:r></a:p><a:p><a:r><a:rPr lang="en-US"/><a:t>About ',
  4,
  '</a:t></a:r></a:p><a:p><a:r><a:rPr lang="en-US"/><a:t>Unchanged text</a:t></a:r></a:p></p:txBody></p:sp>',
];

function rendered(row: Record<string, string>): string[] {
  const context = rowContext(row);
  return holes.map((hole) => renderHole(hole, context));
}

describe('ShapeTemplate', () => {
  const quick = new ShapeTemplate(pieces, candidate, sites);
  // Without the holes' sites every paragraph with values is read from the row's XML, the slow way.
  const readPerRow = new ShapeTemplate(pieces, candidate);

  it('reads the paragraphs whose values are all run text once', () => {
    expect(quick.usable).toBe(true);
    expect(quick.paragraphsReadOnce).toBe(3);
    expect(readPerRow.paragraphsReadOnce).toBe(0);
  });

  it.each([
    ['plain text', { name: 'Ada', city: 'Bern', note: 'First', title: 'T' }],
    ['empty values, a run and a bullet left without text', { name: '', city: '', note: '', title: '' }],
    ['entities', { name: 'A & B <c> "d"', city: 'Zürich & Co', note: '1 < 2', title: '&amp;' }],
    ['line breaks (read per row)', { name: 'one\ntwo', city: 'x\r\ny', note: 'a\nb', title: 'z' }],
    [
      'scripts and private-use characters',
      { name: 'ß \uE000 日本', city: 'مرحبا', note: '\uF8FF', title: '—' },
    ],
    ['a long value', { name: 'Konstantinopoulou '.repeat(40), city: 'Oslo', note: 'n', title: 't' }],
  ])('fills a row with %s as reading its XML does', (_label, row) => {
    const values = rendered(row);
    expect(quick.row(values)).toEqual(readPerRow.row(values));
  });

  it('puts the values in, in capitals where the run is', () => {
    const paragraphs = quick.row(rendered({ name: 'Ada', city: 'Bern', note: 'First', title: 'T' })).read?.box
      .paragraphs;
    expect(paragraphs?.map((paragraph) => paragraph.runs.map((run) => run.text).join(''))).toEqual([
      'Dear Ada, from Bern!',
      'ADA AND ADA',
      'First',
      'About T',
      'Unchanged text',
    ]);
  });

  it('reads per row a paragraph whose own text holds a private-use character', () => {
    const marked = pieces.map((piece) => (piece === ' and ' ? ' \uE001 ' : piece));
    const template = new ShapeTemplate(marked, candidate, sites);
    expect(template.paragraphsReadOnce).toBe(2);
    const values = rendered({ name: 'Ada', city: 'Bern', note: 'First', title: 'T' });
    expect(template.row(values)).toEqual(new ShapeTemplate(marked, candidate).row(values));
  });

  it('reads per row a paragraph whose value lies outside the runs read, beside a private-use entity', () => {
    // A run nested in another element of the paragraph is not read; the entity spells a character that would
    // pass for a marker by count.
    const nested: ShapePieces = [
      `<p:sp ${A} xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><p:nvSpPr><p:cNvPr id="7" name="Box"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
        '<p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p><mc:AlternateContent><mc:Choice><a:r><a:rPr/><a:t>',
      0,
      '</a:t></a:r></mc:Choice></mc:AlternateContent><a:r><a:rPr/><a:t>&#xE000;</a:t></a:r></a:p></p:txBody></p:sp>',
    ];
    const template = new ShapeTemplate(nested, candidate, sites);
    expect(template.paragraphsReadOnce).toBe(0);
    const values = rendered({ name: 'Ada', city: '', note: '', title: '' });
    expect(template.row(values)).toEqual(new ShapeTemplate(nested, candidate).row(values));
  });

  describe('fitOnce', () => {
    // Compared by identity only: the fit itself is the callback's.
    const plan = {} as SlideFitPlan;
    const fitting = {} as TextFitting;
    const note = (values: readonly string[]) => `fitted for ${values[0]}`;
    const fitter = () =>
      jest.fn((report: { notes: string[] }, values: readonly string[]) => {
        report.notes.push(note(values));
        return [{ start: 1, end: 2, text: values[0] }];
      });

    it('fits again only when a value the shape holds changed, reporting each time', () => {
      const template = new ShapeTemplate(pieces, candidate, sites);
      const fit = fitter();
      const ada = rendered({ name: 'Ada', city: 'Bern', note: 'First', title: 'T' });
      const out = () => ({ notes: [] as string[], findings: [] });
      const first = out();
      const second = out();
      const cuts = template.fitOnce(ada, plan, fitting, first, (report) => fit(report, ada));
      expect(template.fitOnce([...ada], plan, fitting, second, (report) => fit(report, ada))).toBe(cuts);
      expect(fit).toHaveBeenCalledTimes(1);
      expect(second.notes).toEqual(first.notes);
      expect(second.notes).toEqual(['fitted for Ada']);

      const grace = rendered({ name: 'Grace', city: 'Bern', note: 'First', title: 'T' });
      const third = out();
      expect(template.fitOnce(grace, plan, fitting, third, (report) => fit(report, grace))).toEqual([
        { start: 1, end: 2, text: 'Grace' },
      ]);
      expect(third.notes).toEqual(['fitted for Grace']);
      // Preflight's findings are a different report: not answered from a render's fit.
      template.fitOnce(grace, plan, fitting, { ...out(), collectFindings: true }, (report) =>
        fit(report, grace),
      );
      expect(fit).toHaveBeenCalledTimes(3);
    });
  });
});
