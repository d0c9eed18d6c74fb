import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fixture } from './decks';

const IMAGE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

/**
 * The real two-slide picture deck with its first picture on each slide turned into a linked picture
 * (`<a:blip r:link>`), pointing at the given outside targets (slide 1, slide 2).
 */
export function linkedPictureDeck(targets: readonly [string, string]): Buffer {
  const entries = unzipSync(fixture('automizer-SlideWithImages.pptx'));
  targets.forEach((target, index) => {
    const slide = `ppt/slides/slide${index + 1}.xml`;
    const rels = `ppt/slides/_rels/slide${index + 1}.xml.rels`;
    entries[slide] = strToU8(
      text(entries[slide], slide).replace(/<a:blip r:embed="rId\d+"/, '<a:blip r:link="rIdLinked"'),
    );
    entries[rels] = strToU8(
      text(entries[rels], rels).replace(
        '</Relationships>',
        `<Relationship Id="rIdLinked" Type="${IMAGE_RELATIONSHIP}" Target="${target}" TargetMode="External"/></Relationships>`,
      ),
    );
  });
  return Buffer.from(zipSync(entries, { level: 6 }));
}

function text(part: Uint8Array | undefined, name: string): string {
  if (!part) throw new Error(`fixture without ${name}`);
  return strFromU8(part);
}
