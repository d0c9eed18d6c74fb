import { cell, para, run, shape, slide, SLIDE, table } from '../../test/support/slide-xml';
import { addShapes, deckParts, editDeck, replaceText, textBox } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { fixedWidthBook } from '../../test/support/text-boxes';
import { rowContext } from '../../test/support/row-context';
import { compilePart } from './compile-part';
import { compileTemplate } from './compile-template';
import { renderHole, renderRunText, type HoleContext } from './holes';
import type { PartTemplate } from './part-edits';
import { needsGeneral, partWriters, writerFor } from './part-writers';
import { DEFAULT_SLIDE_SIZE } from './watermark';
import { resetWritePaths, writePaths } from './write-paths';

describe("a part's writers", () => {
  const part = compilePart(
    slide(
      shape('Title', para(run('{{title}}', true))),
      table([cell(para(run('{{sku}}'))), cell(para(run('Qty {{qty}}')))]),
    ),
    SLIDE,
    DEFAULT_SLIDE_SIZE,
  );
  const filled = rowContext({ title: 'Q3', sku: 'A-1', qty: '2' });
  const leftOut = rowContext({ title: 'Q3', sku: '', qty: '2' });
  const valuesOf = (context: HoleContext) => part.holes.map((hole) => renderHole(hole, context));
  const runText = (context: HoleContext) => (hole: Parameters<typeof renderRunText>[0]) =>
    renderRunText(hole, context);

  /** A writer is the part it was made from; `made` lists them in order, `failGeneral` fails the next one. */
  function maker() {
    const made: PartTemplate[] = [];
    const state = { failGeneral: 0 };
    const make = async (template: PartTemplate) => {
      if (template === part && state.failGeneral-- > 0) throw new Error('out of memory');
      made.push(template);
      return template;
    };
    return { made, state, make };
  }

  it('makes the writer with whole runs as literals at once, and the general one only when a deck needs it', async () => {
    const { made, make } = maker();
    const writers = await partWriters(part, make);
    if (!writers) throw new Error('writers expected');
    expect(made).toEqual([writers.withRuns]);
    expect(writers.general).toBeUndefined();

    expect(writerFor(writers, part.holes, valuesOf(filled))?.writer).toBe(writers.withRuns);
    expect(needsGeneral(writers, part.holes, runText(filled))).toBe(false);
    expect(writerFor(writers, part.holes, valuesOf(leftOut))).toBeUndefined();
    expect(needsGeneral(writers, part.holes, runText(leftOut))).toBe(true);

    // Rows asking at once share one making.
    await Promise.all([writers.makeGeneral(), writers.makeGeneral()]);
    expect(made).toEqual([writers.withRuns, part]);
    expect(writerFor(writers, part.holes, valuesOf(leftOut))).toEqual({
      writer: part,
      values: valuesOf(leftOut),
    });
    expect(needsGeneral(writers, part.holes, runText(leftOut))).toBe(false);
  });

  it('makes the general writer again after a failure', async () => {
    const { made, state, make } = maker();
    const writers = await partWriters(part, make);
    if (!writers) throw new Error('writers expected');
    state.failGeneral = 1;
    await expect(writers.makeGeneral()).rejects.toThrow('out of memory');
    expect(writers.general).toBeUndefined();
    await expect(writers.makeGeneral()).resolves.toBe(part);
    expect(made).toEqual([writers.withRuns, part]);
  });

  it('makes the general writer at once for a part without whole runs, or when the other cannot be made', async () => {
    const plain = compilePart(slide(shape('Body', para(run('Dear {{name}}!')))), SLIDE, DEFAULT_SLIDE_SIZE);
    const plainWriters = await partWriters(plain, async (template) => template);
    expect(plainWriters).toMatchObject({ withRuns: null, general: plain });

    const refused = await partWriters(part, async (template) => (template === part ? template : null));
    expect(refused).toMatchObject({ withRuns: null, general: part });
    expect(await partWriters(part, async () => null)).toBeNull();
  });
});

describe('a deck that leaves a whole run empty', () => {
  const FIELDS = ['name', 'city', 'email'];
  const body = [
    '{{name}}',
    ...Array.from({ length: 30 }, (_, line) => `line ${line} {{${FIELDS[line % 3]}}}`),
  ];
  const notes = body.map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${line}</a:t></a:r></a:p>`).join('');
  // A fitted slide (its text box is measured) and a notes page, each with a whole run.
  const bytes = editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
    'ppt/slides/slide1.xml': addShapes(textBox(100, 'Body', body)),
    'ppt/notesSlides/notesSlide1.xml': replaceText(
      '<a:p><a:r><a:rPr lang="de-DE"/><a:t>This Slide has Notes.</a:t></a:r></a:p>',
      notes,
    ),
  });
  const row = { name: 'Ada Lovelace', city: 'Zürich', email: 'ada@example.com' };
  const empty = { ...row, name: '' };

  beforeEach(() => resetWritePaths());

  it('is written from segments, the same bytes whether it comes first or after decks that fill every run', async () => {
    const late = compileTemplate(bytes, { fonts: fixedWidthBook() });
    for (let deck = 0; deck < 3; deck++) await late.render(row);
    const afterOthers = (await late.render(empty)).toBuffer();
    const first = (await compileTemplate(bytes, { fonts: fixedWidthBook() }).render(empty)).toBuffer();

    expect(Buffer.compare(afterOthers, first)).toBe(0);
    const parts = deckParts(first);
    for (const name of ['ppt/slides/slide1.xml', 'ppt/notesSlides/notesSlide1.xml']) {
      expect(parts[name]).toContain('line 1 Zürich');
      expect(parts[name]).not.toContain('Ada Lovelace');
      expect(parts[name]).not.toMatch(/<a:t><\/a:t>/);
    }
    expect(writePaths()).toMatchObject({ decks: 5, decksWithFallback: 0, deflated: 0 });
  });

  it('is written alike when it renders beside a deck that fills every run, on a template new to both', async () => {
    const template = compileTemplate(bytes, { fonts: fixedWidthBook() });
    const [, beside] = await Promise.all([template.render(row), template.render(empty)]);
    const alone = await compileTemplate(bytes, { fonts: fixedWidthBook() }).render(empty);
    expect(Buffer.compare(beside.toBuffer(), alone.toBuffer())).toBe(0);
    expect(writePaths()).toMatchObject({ decks: 3, decksWithFallback: 0, deflated: 0 });
  });

  it("is written alike on a repeated slide whose item leaves the run empty while the deck's own field does not", async () => {
    // The slide repeats per item; `{{name}}` reads the item's name first, then the deck's.
    const repeated = editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/slides/slide1.xml': addShapes(textBox(100, 'Body', ['{{:items}}', ...body])),
    });
    const deck = (items: Array<Record<string, string>>) => ({ ...row, items });
    const full = deck([{ name: 'Grace Hopper', city: 'Arlington' }]);
    const mixed = deck([
      { name: 'Grace Hopper', city: 'Arlington' },
      { name: '', city: 'Bern' },
    ]);
    const late = compileTemplate(repeated, { fonts: fixedWidthBook() });
    for (let round = 0; round < 3; round++) await late.render(full);
    const afterOthers = (await late.render(mixed)).toBuffer();
    const first = (await compileTemplate(repeated, { fonts: fixedWidthBook() }).render(mixed)).toBuffer();

    expect(Buffer.compare(afterOthers, first)).toBe(0);
    const slides = Object.entries(deckParts(first)).filter(([name]) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    expect(slides.map(([, xml]) => xml.includes('line 1 Bern'))).toContain(true);
    for (const [, xml] of slides) expect(xml).not.toMatch(/<a:t><\/a:t>/);
    expect(writePaths()).toMatchObject({ decksWithFallback: 0, deflated: 0 });
  });
});
