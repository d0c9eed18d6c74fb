import { addShapes, deckParts, editDeck, textBox as plainTextBox } from '../../../test/support/inject-text';
import { readFixture } from '../../../test/support/fixtures';
import { fixedWidthBook, paragraph, shape, xfrm } from '../../../test/support/text-boxes';
import { compileTemplate } from '../../template/compile-template';
import type { FontBook } from '../text-model';

// Issue 18: fitting applied by the engine's renders (flat holes, section programs, repeated slides), with a
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
});
