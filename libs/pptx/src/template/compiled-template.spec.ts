import type { ZlibOptions } from 'node:zlib';
import { addShapes, editDeck, textBox } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { unzipDeck } from '../../test/support/deck-checks';
import { compileTemplate } from './compile-template';
import { DEFLATES_IN_FLIGHT, FOOTPRINT_BYTES_PER_XML_CHARACTER } from './compiled-template';

// Counts the compressions a render has started and not yet finished.
const deflates = { inFlight: 0, peak: 0, started: 0 };

jest.mock('node:zlib', () => {
  const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');
  type Callback = (error: Error | null, result: Buffer) => void;
  return {
    ...zlib,
    deflateRaw: (data: Buffer, options: ZlibOptions, callback: Callback) => {
      deflates.started++;
      deflates.peak = Math.max(deflates.peak, ++deflates.inFlight);
      zlib.deflateRaw(data, options, (error, result) => {
        deflates.inFlight--;
        callback(error, result);
      });
    },
  };
});

describe('a render with many repeated slides', () => {
  it(`keeps at most ${DEFLATES_IN_FLIGHT} compressions in flight, however many copies it writes`, async () => {
    const template = compileTemplate(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Item', ['{{:items}}Item {{name}}'])),
      }),
    );
    // A first render prepares the template's shared pre-compressed segments; count the next one only.
    await template.render({ items: [{ name: 'warm-up' }] });
    Object.assign(deflates, { inFlight: 0, peak: 0, started: 0 });
    const items = Array.from({ length: 300 }, (_, index) => ({ name: `Person ${index}` }));

    const parts = unzipDeck((await template.render({ items })).toBuffer());

    expect(deflates.inFlight).toBe(0);
    // Each copy writes the relationships of its slide and notes anew (the slide itself is laid out from the
    // template's segments, its notes copied).
    expect(deflates.started).toBeGreaterThanOrEqual(2 * 299);
    expect(deflates.peak).toBeLessThanOrEqual(DEFLATES_IN_FLIGHT);
    expect([...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(300);
    const slides = [...parts.values()].filter((xml) => xml.includes('Item Person '));
    expect(slides).toHaveLength(300);
  });

  it('deflates the parts a second deck with as many copies rewrites alike only once', async () => {
    const template = compileTemplate(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Item', ['{{:items}}Item {{name}}'])),
      }),
    );
    const items = (who: string) => Array.from({ length: 20 }, (_, index) => ({ name: `${who} ${index}` }));
    await template.render({ items: items('warm-up') });
    Object.assign(deflates, { inFlight: 0, peak: 0, started: 0 });

    const parts = unzipDeck((await template.render({ items: items('Ada') })).toBuffer());

    // Relationships, presentation.xml, [Content_Types].xml and app.xml: the same as the first deck's.
    expect(deflates.started).toBe(0);
    const slides = [...parts.entries()].filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides.filter(([, xml]) => xml.includes('Item Ada ')).map(([name]) => name)).toHaveLength(20);
    for (const [name] of slides) expect(parts.get('[Content_Types].xml')).toContain(`/${name}"`);
  });
});

describe('a repeated slide whose only tag is its section', () => {
  it('writes every copy without the section tag, watermarked or not', async () => {
    const template = compileTemplate(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/slides/slide1.xml': addShapes(
          textBox(90, 'Section', ['{{:regions}}']) + textBox(91, 'Static', ['Our regions']),
        ),
      }),
    );
    for (const watermark of [false, true]) {
      const deck = await template.render({ regions: [{ n: 1 }, { n: 2 }, { n: 3 }] }, { watermark });
      const slides = [...unzipDeck(deck.toBuffer()).values()].filter((xml) => xml.includes('Our regions'));
      expect(slides).toHaveLength(3);
      for (const xml of slides) expect(xml).not.toContain('{{:regions}}');
    }
  });

  it('writes the notes that hold the section tag without it, on every copy', async () => {
    const template = compileTemplate(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/notesSlides/notesSlide1.xml': (xml) =>
          xml.replace('This Slide has Notes.', '{{:items}}This Slide has Notes.'),
      }),
    );
    const parts = unzipDeck((await template.render({ items: [{ n: 1 }, { n: 2 }] })).toBuffer());
    const notes = [...parts.entries()].filter(([name]) =>
      /^ppt\/notesSlides\/notesSlide[\w]+\.xml$/.test(name),
    );
    expect(notes.map(([name]) => name)).toEqual([
      'ppt/notesSlides/notesSlide1.xml',
      'ppt/notesSlides/notesSlide1_1.xml',
    ]);
    for (const [, xml] of notes) {
      expect(xml).toContain('This Slide has Notes.');
      expect(xml).not.toContain('{{:items}}');
    }
  });
});

describe("a compiled template's size", () => {
  it('counts the characters of its XML parts (what its compiled form grows with), not its file', () => {
    const bytes = readFixture('automizer-SlideWithNotes.pptx');
    const xml = [...unzipDeck(bytes).values()].reduce((sum, text) => sum + text.length, 0);
    const template = compileTemplate(bytes);
    expect(template.xmlCharacters).toBe(xml);
    expect(template.xmlCharacters).toBeGreaterThan(bytes.byteLength);
  });

  it('estimates its memory from its file (views of pictures) and its XML, far above the file alone', () => {
    const bytes = readFixture('automizer-SlideWithNotes.pptx');
    const template = compileTemplate(bytes);
    expect(template.footprintBytes).toBe(
      bytes.byteLength + FOOTPRINT_BYTES_PER_XML_CHARACTER * template.xmlCharacters,
    );
    expect(template.footprintBytes).toBeGreaterThan(20 * bytes.byteLength);
  });
});
