import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { SLIDE_TYPE } from './bench-deck-builder';
import { REL } from './bench-picture';

/**
 * A bench deck with slide `slide` followed by copies of it written out as slides of their own: what a
 * docxtemplater user writes by hand for a section that copies a slide (its open-source core copies none), so
 * its output holds the same slides as the engine's and the two sizes can be compared. `copy(n)` edits slide
 * `slide`'s XML into copy n (1 is the slide itself). The copies take the next free part names after the bench's
 * ten slides, as the engine names its copies.
 */
export function withSlidesWrittenOut(
  bytes: Uint8Array,
  slide: number,
  copies: number,
  copy: (xml: string, n: number) => string,
): Uint8Array {
  const files = unzipSync(bytes);
  const slideXml = strFromU8(files[`ppt/slides/slide${slide}.xml`]);
  const rels = files[`ppt/slides/_rels/slide${slide}.xml.rels`];
  files[`ppt/slides/slide${slide}.xml`] = strToU8(copy(slideXml, 1));
  const existing = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  const added = Array.from({ length: copies - 1 }, (_, index) => ({
    n: index + 2,
    part: existing + index + 1,
    id: `rIdWrittenOut${index + 2}`,
  }));
  for (const { n, part } of added) {
    files[`ppt/slides/slide${part}.xml`] = strToU8(copy(slideXml, n));
    files[`ppt/slides/_rels/slide${part}.xml.rels`] = rels;
  }
  const presentationRels = strFromU8(files['ppt/_rels/presentation.xml.rels']);
  const slideRelId = new RegExp(`Id="([^"]+)"[^>]*Target="slides/slide${slide}\\.xml"`).exec(
    presentationRels,
  )?.[1];
  if (!slideRelId) throw new Error(`No relationship to slide ${slide}`);
  files['ppt/_rels/presentation.xml.rels'] = strToU8(
    presentationRels.replace(
      '</Relationships>',
      added
        .map(
          ({ part, id }) => `<Relationship Id="${id}" Type="${REL}/slide" Target="slides/slide${part}.xml"/>`,
        )
        .join('') + '</Relationships>',
    ),
  );
  const presentation = strFromU8(files['ppt/presentation.xml']);
  const ids = [...presentation.matchAll(/<p:sldId id="(\d+)"/g)].map((match) => Number(match[1]));
  const next = Math.max(...ids) + 1;
  const own = new RegExp(`<p:sldId id="\\d+" r:id="${slideRelId}"/>`);
  if (!own.test(presentation)) throw new Error(`No slide id for slide ${slide}`);
  files['ppt/presentation.xml'] = strToU8(
    presentation.replace(
      own,
      (listed) =>
        listed + added.map(({ id }, index) => `<p:sldId id="${next + index}" r:id="${id}"/>`).join(''),
    ),
  );
  files['[Content_Types].xml'] = strToU8(
    strFromU8(files['[Content_Types].xml']).replace(
      '</Types>',
      added
        .map(({ part }) => `<Override PartName="/ppt/slides/slide${part}.xml" ContentType="${SLIDE_TYPE}"/>`)
        .join('') + '</Types>',
    ),
  );
  return zipSync(files, { level: 6 });
}
