import { maxXmlBytesOf, DEFAULT_LIMITS } from '@deckmill/pptx';
import { alteredDeck, editXml, incompressibleText } from '../harness/decks';
import type { HostileCase } from '../harness/hostile-case';

const TOO_LARGE = /XML part that is too large|more XML than a presentation needs/;

/** Grows a part to exactly `bytes` with a comment before its closing tag (random text: a low ratio). */
function growPart(parts: Record<string, Uint8Array>, name: string, bytes: number): void {
  editXml(parts, name, (xml) => {
    const end = xml.lastIndexOf('</');
    const padding = bytes - Buffer.byteLength(xml) - '<!---->'.length;
    return `${xml.slice(0, end)}<!--${incompressibleText(padding)}-->${xml.slice(end)}`;
  });
}

const SLIDE_LIMIT = maxXmlBytesOf('ppt/slides/slide1.xml', DEFAULT_LIMITS);

/**
 * Giant XML parts (the reported attack: fifteen 60 MiB parts). The accepted one is the nastiest deck that
 * passes every limit: one slide of exactly the slide limit.
 */
export const cases: HostileCase[] = [
  {
    name: 'giant XML: one slide one byte over the slide limit',
    build: () => alteredDeck((parts) => growPart(parts, 'ppt/slides/slide2.xml', SLIDE_LIMIT + 1)),
    expect: { status: 422, message: TOO_LARGE },
  },
  {
    name: 'giant XML: a layout of the slide limit (layouts are smaller)',
    build: () => alteredDeck((parts) => growPart(parts, 'ppt/slideLayouts/slideLayout1.xml', SLIDE_LIMIT)),
    expect: { status: 422, message: TOO_LARGE },
  },
  {
    name: 'giant XML: nine slides at the slide limit (more XML in all than a deck may hold)',
    build: () =>
      alteredDeck((parts) => {
        for (let index = 1; index <= 9; index += 1) {
          parts[`ppt/slides/extra${index}.xml`] = Buffer.from(
            `<p:sld>${incompressibleText(SLIDE_LIMIT - 20)}</p:sld>`,
          );
        }
      }, 0),
    expect: { status: 422, message: TOO_LARGE },
  },
  {
    name: 'giant XML: one slide exactly at the slide limit is still a template',
    build: () => alteredDeck((parts) => growPart(parts, 'ppt/slides/slide2.xml', SLIDE_LIMIT)),
    expect: { status: 201 },
  },
];
