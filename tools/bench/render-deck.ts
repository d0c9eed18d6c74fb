import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

const SLIDE_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
const SLIDE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide';

/**
 * `deck` grown to `count` slides by repeating its own slides in order (`slide1.xml` to `slideN.xml`): the copies
 * keep their layouts and pictures and lose their speaker notes (a notes page belongs to one slide).
 */
export function repeatSlides(deck: Uint8Array, count: number): Uint8Array {
  const files: Zippable = unzipSync(deck);
  const source = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  const text = (name: string): string => strFromU8(files[name] as Uint8Array);
  let types = text('[Content_Types].xml');
  let rels = text('ppt/_rels/presentation.xml.rels');
  let presentation = text('ppt/presentation.xml');
  for (let slide = source + 1; slide <= count; slide += 1) {
    const from = ((slide - 1) % source) + 1;
    files[`ppt/slides/slide${slide}.xml`] = files[`ppt/slides/slide${from}.xml`] as Uint8Array;
    files[`ppt/slides/_rels/slide${slide}.xml.rels`] = strToU8(
      text(`ppt/slides/_rels/slide${from}.xml.rels`).replace(/<Relationship [^>]*\/notesSlide"[^>]*\/>/g, ''),
    );
    types = types.replace(
      '</Types>',
      `<Override PartName="/ppt/slides/slide${slide}.xml" ContentType="${SLIDE_TYPE}"/></Types>`,
    );
    rels = rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdRepeat${slide}" Type="${SLIDE_REL}" Target="slides/slide${slide}.xml"/></Relationships>`,
    );
    presentation = presentation.replace(
      '</p:sldIdLst>',
      `<p:sldId id="${1000 + slide}" r:id="rIdRepeat${slide}"/></p:sldIdLst>`,
    );
  }
  files['[Content_Types].xml'] = strToU8(types);
  files['ppt/_rels/presentation.xml.rels'] = strToU8(rels);
  files['ppt/presentation.xml'] = strToU8(presentation);
  return zipSync(files);
}
