import fc from 'fast-check';
import { cell, para, run, shape, slide, SLIDE, table } from '../../test/support/slide-xml';
import { assertWellFormed } from '../../test/support/xml-checks';
import { isTemplateError } from '../errors';
import { compilePart } from './compile-part';
import { runProgram } from './section-program';
import { DEFAULT_SLIDE_SIZE } from './watermark';

// Any arrangement of section tags, split over runs, paragraphs, shapes and table cells, either compiles
// to a program whose output is well-formed for any data, or is refused with a TemplateError.
const PIECES = [
  '{{#a}}',
  '{{/a}}',
  '{{#b}}',
  '{{/b}}',
  '{{^a}}',
  '{{:s}}',
  '{{x}}',
  'text ',
  '{{',
  '}}',
  '#a}}',
];
const piece = fc.constantFrom(...PIECES);
const runs = fc
  .array(piece, { minLength: 1, maxLength: 4 })
  .map((texts) => texts.map((text) => run(text)).join(''));
const paragraphs = fc
  .array(runs, { minLength: 1, maxLength: 3 })
  .map((list) => list.map((runsXml) => para(runsXml)).join(''));
const shapeXml = fc.oneof(
  paragraphs.map((xml) => shape('S', xml)),
  fc
    .array(fc.array(paragraphs, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 })
    .map((rows) => table(...rows.map((cells) => cells.map((xml) => cell(xml))))),
);
const value = fc.oneof(
  fc.constantFrom('', 'no', 'yes', 0, 1),
  fc.array(fc.record({ x: fc.string({ maxLength: 3 }) }), { maxLength: 3 }),
);

describe('section compilation (property)', () => {
  it('either refuses a template with a TemplateError or renders well-formed XML', () => {
    fc.assert(
      fc.property(fc.array(shapeXml, { minLength: 1, maxLength: 3 }), value, value, (shapes, a, b) => {
        const xml = slide(...shapes);
        let part;
        try {
          part = compilePart(xml, SLIDE, DEFAULT_SLIDE_SIZE);
        } catch (error) {
          if (isTemplateError(error)) return;
          throw error;
        }
        if (!part.program) return; // no section tags: the flat path, tested elsewhere
        const context = {
          values: new Map(),
          watermark: true,
          scope: [{ a, b, x: 'v' }],
          locale: 'en-US',
          notes: [],
          findings: [],
        };
        assertWellFormed(runProgram(part.program, context, { maxListItems: 10 }));
      }),
      { numRuns: 400, seed: 14 },
    );
  });
});
