import { addShapes, deckParts, editDeck, textBox as plainTextBox } from '../../../test/support/inject-text';
import { readFixture } from '../../../test/support/fixtures';
import { fixedWidthBook, paragraph, shape, xfrm } from '../../../test/support/text-boxes';
import { compileTemplate } from '../../template/compile-template';
import type { FontBook } from '../text-model';

// Fitting applied by the engine's renders (flat holes, section programs, repeated slides), with a
// fixed-width font: 18 pt characters 9 pt wide, so a 2,000,000 EMU box (157 pt, 143 pt inside) holds 15 a line.

const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const SLIDE = 'ppt/slides/slide1.xml';
const LONG = 'Alexandra Konstantinopoulou-Vandenberghe and partners';

// The fixture's slide has shapes with ids 4, 5, 6 and 11: the boxes' ids are set apart from them.
const box = (id: number, bodyPr: string, paragraphs: string) =>
  shape({
    id: 100 + id,
    name: `Box ${id}`,
    xfrm: xfrm(1000000, 1000000 * id, 2000000, 500000),
    bodyPr,
    paragraphs,
  }).replace('<p:txBody>', `<p:txBody ${A}>`);

function template(shapes: string, fonts: FontBook = fixedWidthBook()) {
  const bytes = editDeck(readFixture('automizer-SlideWithNotes.pptx'), { [SLIDE]: addShapes(shapes) });
  return compileTemplate(bytes, { fonts });
}

const slides = (bytes: Uint8Array) =>
  Object.entries(deckParts(bytes))
    .filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .map(([, xml]) => xml);

describe('fitting in renders', () => {
  it('shrinks, grows and reports the shapes of a flat slide', async () => {
    const compiled = template(
      box(1, '<a:bodyPr><a:normAutofit/></a:bodyPr>', paragraph('{{name}}')) +
        box(2, '<a:bodyPr><a:spAutoFit/></a:bodyPr>', paragraph('{{name}}')) +
        box(3, '<a:bodyPr/>', paragraph('{{name}}')) +
        box(4, '<a:bodyPr><a:noAutofit/></a:bodyPr>', paragraph('{{ name | fit }}')),
    );
    const deck = await compiled.render({ name: LONG });
    const xml = deckParts(deck.toBuffer())[SLIDE];
    const shapeXml = (id: number) =>
      xml.slice(xml.indexOf(`id="${100 + id}" name="Box ${id}"`)).split('</p:sp>')[0];
    expect(shapeXml(1)).toMatch(/<a:normAutofit fontScale="\d+"( lnSpcReduction="\d+")?\/>/);
    expect(shapeXml(2)).toContain('<a:spAutoFit/>');
    const grown = Number(/<a:ext cx="2000000" cy="(\d+)"\/>/.exec(shapeXml(2))?.[1]);
    expect(grown).toBeGreaterThan(500000);
    expect(shapeXml(3)).toContain('<a:bodyPr/>');
    expect(shapeXml(4)).toMatch(/<a:normAutofit fontScale="\d+"/);
    expect(deck.findings.map((finding) => [finding.kind, finding.shape])).toEqual([
      ['fitted', 'Box 1'],
      ['fitted', 'Box 2'],
      ['overflow', 'Box 3'],
      ['fitted', 'Box 4'],
    ]);
    expect(deck.notes).toEqual([
      'Slide 1, "Box 3": the text overflows its box (the box is set not to fit text automatically).',
    ]);
  });

  it('reports the notes of slides fitted from segments in slide order, before the slides that follow', async () => {
    // Slide 1 is fitted from its segments (flat tags), slide 2 is a section program: before the fix, slide 1's
    // note came after slide 2's, as it waited for its segments while slide 2 reported at once.
    const overflowing = (tag: string) => box(1, '<a:bodyPr/>', paragraph(tag));
    const bytes = editDeck(readFixture('automizer-TextReplace.pptx'), {
      'ppt/slides/slide1.xml': addShapes(overflowing('{{name}}')),
      'ppt/slides/slide2.xml': addShapes(overflowing('{{#people}}{{name}}{{/people}}')),
    });
    const compiled = compileTemplate(bytes, { fonts: fixedWidthBook() });
    for (let round = 0; round < 2; round++) {
      const deck = await compiled.render({ name: LONG, people: [{ name: LONG }] });
      expect(deck.notes.map((note) => note.slice(0, 'Slide 1'.length))).toEqual(['Slide 1', 'Slide 2']);
    }
  });

  it('notes an overflowing box of a repeated slide once, however many copies hold it', async () => {
    // The copies' slides have a section inside (fitted whole, once per distinct shape text) or not (fitted
    // from segments); each copy's box overflows alike.
    for (const body of ['{{#people}}{{name}}{{/people}}', '{{name}}']) {
      const compiled = template(
        box(1, '<a:bodyPr/>', paragraph(`{{:copies}}${body}`)) +
          box(2, '<a:bodyPr><a:spAutoFit/></a:bodyPr>', paragraph('{{label}}')),
      );
      const copies = [{ label: 'One' }, { label: LONG }, { label: 'Three' }];
      const deck = await compiled.render({ name: LONG, people: [{ name: LONG }], copies });
      expect(deck.notes).toEqual([
        'Slide 1, "Box 1": the text overflows its box (the box is set not to fit text automatically).',
      ]);
      expect(slides(deck.toBuffer()).filter((xml) => xml.includes('name="Box 2"'))).toHaveLength(3);
    }
  });

  it('leaves short values as the template has them', async () => {
    const compiled = template(box(1, '<a:bodyPr><a:normAutofit/></a:bodyPr>', paragraph('{{name}}')));
    const deck = await compiled.render({ name: 'Acme' });
    expect(deckParts(deck.toBuffer())[SLIDE]).toContain('<a:bodyPr><a:normAutofit/></a:bodyPr>');
    expect(deck.findings).toEqual([]);
  });

  it('takes text less than a point taller than its box to fit (Carlito measures a hair taller than Calibri)', async () => {
    // One 18 pt line of the fixed-width font with the insets: 28.8 pt, 365,760 EMU.
    const sized = (cy: number) =>
      shape({
        id: 1,
        name: 'Box 1',
        xfrm: xfrm(1000000, 1000000, 6000000, cy),
        bodyPr: '<a:bodyPr><a:spAutoFit/></a:bodyPr>',
        paragraphs: paragraph('{{name}}'),
      }).replace('<p:txBody>', `<p:txBody ${A}>`);
    const hair = await template(sized(360000)).render({ name: 'Acme' });
    const more = await template(sized(340000)).render({ name: 'Acme' });
    expect(hair.findings).toEqual([]);
    expect(deckParts(hair.toBuffer())[SLIDE]).toContain('cy="360000"');
    expect(more.findings.map((finding) => finding.kind)).toEqual(['fitted']);
    expect(deckParts(more.toBuffer())[SLIDE]).toContain('cy="365760"');
  });

  it('fits the paragraphs a section repeats', async () => {
    const compiled = template(
      box(1, '<a:bodyPr><a:normAutofit/></a:bodyPr>', paragraph('{{#people}}{{name}}{{/people}}')),
    );
    const few = await compiled.render({ people: [{ name: 'Ann' }] });
    const many = await compiled.render({ people: Array.from({ length: 6 }, () => ({ name: 'A person' })) });
    expect(few.findings).toEqual([]);
    expect(deckParts(many.toBuffer())[SLIDE]).toMatch(/<a:normAutofit fontScale="\d+"/);
    expect(many.findings[0].kind).toBe('fitted');
  });

  it('fits each copy of a repeated slide on its own item', async () => {
    const compiled = template(
      box(1, '<a:bodyPr><a:normAutofit/></a:bodyPr>', paragraph('{{:items}}{{name}}')),
    );
    const deck = await compiled.render({
      items: [{ name: 'Short' }, { name: LONG }, { name: 'Also short' }],
    });
    const out = slides(deck.toBuffer());
    expect(out).toHaveLength(3);
    expect(out.filter((xml) => /fontScale="\d+"/.test(xml))).toHaveLength(1);
    expect(out.find((xml) => /fontScale=/.test(xml))).toContain(LONG);
    expect(deck.findings).toHaveLength(1);
  });

  it('never measures a template whose tags are in no text shape (tables, notes)', async () => {
    const refuses: FontBook = {
      metrics: () => {
        throw new Error('measured');
      },
    };
    const table = plainTextBox(90, 'Plain', ['No tags']);
    const bytes = editDeck(readFixture('automizer-SlideWithTables.pptx'), {
      'ppt/slides/slide1.xml': (xml) =>
        addShapes(table)(xml.replace(/<a:t>[^<]*<\/a:t>/, '<a:t>{{cell}}</a:t>')),
    });
    const deck = await compileTemplate(bytes, { fonts: refuses }).render({ cell: LONG.repeat(4) });
    expect(deckParts(deck.toBuffer())[SLIDE]).toContain(LONG);
    expect(deck.findings).toEqual([]);
  });

  // A row's slide is laid out from its pre-compressed segments, its values (and a fitted shape's new
  // size or scale) as stored blocks, so they appear as they are in the deck's bytes.
  const storedInDeck = (bytes: Buffer, value: string) => bytes.includes(Buffer.from(value, 'utf8'));

  it('fits rows from the segments when nothing is rewritten, reporting what the whole slide would', async () => {
    // Box 1 holds four lines of short values (94 pt with its insets) in 118 pt, and seven of the long one.
    const tall = shape({
      id: 101,
      name: 'Box 1',
      xfrm: xfrm(1000000, 1000000, 2000000, 1500000),
      bodyPr: '<a:bodyPr/>',
      paragraphs:
        paragraph('Dear {{name}},') + paragraph('Some words that stay') + paragraph('{{city}} and more'),
    }).replace('<p:txBody>', `<p:txBody ${A}>`);
    const compiled = template(
      tall + box(2, '<a:bodyPr><a:normAutofit/></a:bodyPr>', paragraph('Short {{city}}')),
    );
    const short = await compiled.render({ name: 'Ada', city: 'Bern' });
    const long = await compiled.render({ name: LONG, city: 'Zug' });
    const again = await compiled.render({ name: 'Grace', city: 'Oslo' });
    expect(short.findings).toEqual([]);
    expect(storedInDeck(short.toBuffer(), 'Ada')).toBe(true);
    expect(long.findings.map((finding) => [finding.kind, finding.shape])).toEqual([['overflow', 'Box 1']]);
    expect(long.notes).toEqual([
      'Slide 1, "Box 1": the text overflows its box (the box is set not to fit text automatically).',
    ]);
    expect(storedInDeck(long.toBuffer(), LONG)).toBe(true);
    expect(again.findings).toEqual([]);
    const xml = deckParts(long.toBuffer())[SLIDE];
    expect(xml).toContain(`Dear ${LONG},`);
    expect(xml).toContain('Some words that stay');
    expect(xml).toContain('<a:bodyPr><a:normAutofit/></a:bodyPr>');
  });

  it('rewrites only the scale or size of a row whose text needs it, and not on the rows after it', async () => {
    // A slide with some text of its own (a tiny slide compresses too badly in segments and is written whole).
    const notes = Array.from({ length: 200 }, (_, line) => `Note ${line * 7919} on region ${line % 13}`);
    const compiled = template(
      box(1, '<a:bodyPr><a:normAutofit/></a:bodyPr>', paragraph('{{name}}')) +
        box(2, '<a:bodyPr><a:spAutoFit/></a:bodyPr>', paragraph('{{name}}')) +
        plainTextBox(90, 'Notes', notes),
    );
    const first = await compiled.render({ name: 'Ada' });
    const shrunk = await compiled.render({ name: LONG });
    const after = await compiled.render({ name: 'Grace' });
    expect(storedInDeck(first.toBuffer(), 'Ada')).toBe(true);
    expect(storedInDeck(shrunk.toBuffer(), LONG)).toBe(true);
    const grownSlide = deckParts(shrunk.toBuffer())[SLIDE];
    const box2 = grownSlide.slice(grownSlide.indexOf('name="Box 2"')).split('</p:sp>')[0];
    expect(Number(/<a:ext cx="2000000" cy="(\d+)"\/>/.exec(box2)?.[1])).toBeGreaterThan(500000);
    expect(deckParts(shrunk.toBuffer())[SLIDE]).toMatch(/<a:normAutofit fontScale="\d+"/);
    expect(shrunk.findings.map((finding) => finding.kind)).toEqual(['fitted', 'fitted']);
    expect(deckParts(after.toBuffer())[SLIDE]).toContain('<a:bodyPr><a:normAutofit/></a:bodyPr>');
    expect(deckParts(after.toBuffer())[SLIDE]).not.toContain(box2.slice(box2.indexOf('<a:ext')));
    expect(after.findings).toEqual([]);
  });
});
