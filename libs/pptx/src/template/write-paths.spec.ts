import {
  addShapes,
  deckParts,
  editDeck,
  replaceText,
  tagTableRows,
  textBox,
} from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { fixedWidthBook } from '../../test/support/text-boxes';
import { GREEN_PICTURE } from '../../test/support/green-picture';
import type { ImageSource } from '../images/image-source';
import { compileTemplate } from './compile-template';
import { resetWritePaths, writePaths } from './write-paths';

// Parts whose literals compress badly on their own (repetitive XML, a tag every line) used to be filled and
// deflated whole on every row: the per-row deflate was the common path for such decks. They are now encoded
// from the template's matches (token-part.ts), fitted slides too, and read back as the same XML.

const WORDS = ['market', 'growth', 'region', 'quarter', 'margin', 'pipeline'];
const lines = (count: number, tag: (line: number) => string) =>
  Array.from({ length: count }, (_, line) => `${WORDS[line % WORDS.length]} ${line} ${tag(line)}`);
const FIELDS = ['name', 'city', 'email'];
const row = { name: 'Ada Lovelace', city: 'Zürich', email: 'ada@example.com' };
const filled = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => row[key as keyof typeof row]);

describe('write paths', () => {
  beforeEach(() => resetWritePaths());

  it('encodes notes dense with tags from their matches instead of deflating them per row', async () => {
    const notes = lines(60, (line) => `{{${FIELDS[line % 3]}}}`);
    const paragraphs = notes.map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${line}</a:t></a:r></a:p>`);
    const bytes = editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/notesSlides/notesSlide1.xml': replaceText(
        '<a:p><a:r><a:rPr lang="de-DE"/><a:t>This Slide has Notes.</a:t></a:r></a:p>',
        paragraphs.join(''),
      ),
    });
    const compiled = compileTemplate(bytes);
    for (let round = 0; round < 3; round++) {
      const xml = deckParts((await compiled.render(row)).toBuffer())['ppt/notesSlides/notesSlide1.xml'];
      for (const line of notes) expect(xml).toContain(filled(line));
    }
    expect(writePaths()).toMatchObject({ decks: 3, decksWithFallback: 0, deflated: 0, encoded: 3 });
  });

  it('encodes a fitted slide from its matches, with what fitting reports unchanged', async () => {
    // A tag on every line of a long box: each literal alone is a few dozen bytes.
    const body = lines(400, (line) => `{{${FIELDS[line % 3]}}}`);
    const bytes = editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/slides/slide1.xml': addShapes(textBox(100, 'Body', body)),
    });
    const compiled = compileTemplate(bytes, { fonts: fixedWidthBook() });
    const deck = await compiled.render(row);
    const xml = deckParts(deck.toBuffer())['ppt/slides/slide1.xml'];
    for (const line of body) expect(xml).toContain(filled(line));
    expect(deck.notes).toEqual([
      'Slide 1, "Body": the text overflows its box (the box is set not to fit text automatically).',
    ]);
    expect(writePaths()).toMatchObject({ decksWithFallback: 0, deflated: 0, encoded: 1 });
  });

  it('encodes a fitted slide that places a picture from data, the frame written as one of its values', async () => {
    const body = lines(40, (line) => `{{${FIELDS[line % 3]}}}`);
    const bytes = editDeck(readFixture('automizer-SlideWithImages.pptx'), {
      'ppt/slides/slide1.xml': (xml) =>
        addShapes(textBox(100, 'Body', body))(replaceText('descr="picture"', 'descr="{{%logo}}"')(xml)),
    });
    const images: ImageSource = {
      resolve: async (value) =>
        value === 'green.png' ? { ok: true, image: GREEN_PICTURE } : { ok: false, reason: 'unknown' },
    };
    const compiled = compileTemplate(bytes, { fonts: fixedWidthBook() });
    for (const logo of ['green.png', 'missing.png', 'green.png']) {
      const deck = await compiled.render({ ...row, logo }, { images });
      const parts = deckParts(deck.toBuffer());
      const slide = parts['ppt/slides/slide1.xml'];
      for (const line of body) expect(slide).toContain(filled(line));
      const embedded = /<p:pic>.*?r:embed="([^"]+)".*?<\/p:pic>/s.exec(slide)?.[1];
      const target = new RegExp(`Id="${embedded}"[^>]*Target="([^"]+)"`).exec(
        parts['ppt/slides/_rels/slide1.xml.rels'],
      )?.[1];
      if (logo === 'green.png') expect(target).toMatch(/^\.\.\/media\/deckmill-image-/);
      else expect(target).not.toMatch(/deckmill-image-/);
      expect(deck.notes).toContain(
        'Slide 1, "Body": the text overflows its box (the box is set not to fit text automatically).',
      );
    }
    expect(writePaths()).toMatchObject({ decksWithFallback: 0, deflated: 0 });
  });

  it('writes a slide whose table repeats per item from the flat part compiled for its shape', async () => {
    const body = lines(12, (line) => `{{${FIELDS[line % 3]}}}`);
    const bytes = editDeck(readFixture('automizer-SlideWithTables.pptx'), {
      'ppt/slides/slide1.xml': (xml) =>
        addShapes(textBox(100, 'Body', body))(
          tagTableRows(0, 1, 1, '{{#rows}}{{product}}', '{{qty | number:2}}{{/rows}}')(xml),
        ),
    });
    const compiled = compileTemplate(bytes, { fonts: fixedWidthBook() });
    const rowsOf = (count: number, seed: string) =>
      Array.from({ length: count }, (_, item) => ({ product: `${seed} ${item}`, qty: item * 1.5 }));
    const write = async (count: number, seed: string) => {
      const deck = await compiled.render({ ...row, rows: rowsOf(count, seed) } as never);
      return { xml: deckParts(deck.toBuffer())['ppt/slides/slide1.xml'], notes: deck.notes };
    };
    const tableRows = (xml: string) => xml.match(/<a:tr /g)?.length ?? 0;
    // Each shape is written whole until a second deck has it, then compiled: a third of three rows.
    const decks = [];
    for (const seed of ['a', 'b', 'c', 'd']) decks.push(await write(3, seed), await write(5, seed));

    // The slide's table differs per deck only in its values; the notes say what fitting found.
    for (const [index, deck] of decks.entries()) {
      const seed = ['a', 'b', 'c', 'd'][Math.floor(index / 2)];
      const count = index % 2 === 0 ? 3 : 5;
      for (const item of rowsOf(count, seed)) expect(deck.xml).toContain(`<a:t>${item.product}</a:t>`);
      expect(tableRows(deck.xml) - tableRows(decks[0].xml)).toBe(count - 3);
      expect(deck.notes).toEqual(decks[0].notes);
    }
    // The same deck written whole and from the compiled shape: the same XML. The shape compiles off the
    // render (its segments deflated on libuv's pool): under load it was not ready yet, so the spec waits for it.
    await compiled.shapesCompiled();
    const written = () => writePaths().encoded + writePaths().laidOut;
    const before = written();
    const again = await write(5, 'a');
    expect(again.xml).toBe(decks[1].xml);
    // The slide (its text box and its table) written from the compiled shape: counted once.
    expect(written() - before).toBe(1);
  });
});
