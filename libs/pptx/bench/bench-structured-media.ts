import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { DataRecord } from '@deckmill/csv/data';
import { buildDeck, type BenchDeck } from './bench-deck-builder';
import { itemBox, tagRow } from './bench-structured';
import { picture, REL } from './bench-picture';
import { noisePng } from './noise-png';
import { PHOTO_COUNT, PHOTO_SIDE, photoName } from './photo-archive';
import { withSlidesWrittenOut } from './written-out-slides';

// Decks f and g: the structural work beside deck c's. (f) a repeated slide holding a picture per item (4
// items, a photo each from the images archive); (g) a table of 40 lines paginated 10 a slide (slide 3 written
// four times). docxtemplater's open-source core neither copies slides nor places pictures: its templates loop
// (f)'s item text in one slide beside a static photo, and (g)'s 40 lines in one table (and, for sizes, in
// four tables on slides written out).
const PICTURE_ITEMS = 4;
const PAGED_LINES = 40;
const LINES_A_SLIDE = 10;

/** Deck (c)'s text: ten slides of a title, a body of 24 paragraphs and a 6 x 6 table. */
function structuralBase(): Uint8Array {
  return buildDeck(
    'automizer-SlideWithTables.pptx',
    { tableRows: 6, tableColumns: 6, picture: false, bodyParagraphs: 24 },
    0,
  );
}

/** Slide 2 with an item's text box and a picture frame (`altText`), its sample `side` pixels square. */
function withItemPicture(base: Uint8Array, itemText: string, altText: string, side: number): Uint8Array {
  const files: Zippable = unzipSync(base);
  const slide = strFromU8(files['ppt/slides/slide2.xml'] as Uint8Array);
  files['ppt/slides/slide2.xml'] = strToU8(
    slide.replace('</p:spTree>', `${itemBox(itemText)}${picture(altText)}</p:spTree>`),
  );
  const rels = strFromU8(files['ppt/slides/_rels/slide2.xml.rels'] as Uint8Array);
  files['ppt/slides/_rels/slide2.xml.rels'] = strToU8(
    rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdPhoto" Type="${REL}/image" Target="../media/photo.png"/></Relationships>`,
    ),
  );
  files['ppt/media/photo.png'] = [noisePng(side, side, 424_242), { level: 0 }];
  return zipSync(files, { level: 6 });
}

function withItemPhotos(row: Record<string, string>, index: number): DataRecord {
  return {
    ...row,
    items: Array.from({ length: PICTURE_ITEMS }, (_, item) => ({
      item_name: `Site ${item + 1} of ${row.company}`,
      photo: photoName(index * PICTURE_ITEMS + item, PHOTO_COUNT),
    })),
  };
}

export function picturesInRepeatedSlideDeck(): BenchDeck {
  const base = structuralBase();
  return {
    label: `f: 10 slides, a slide repeated per item (${PICTURE_ITEMS}) with a ${PHOTO_SIDE}x${PHOTO_SIDE} photo each`,
    bytes: withItemPicture(base, '{{:items}}{{item_name}}', '{{%photo}}', 8),
    docxtemplaterBytes: withItemPicture(base, '{{#items}}{{item_name}} {{/items}}', '', PHOTO_SIDE),
    usesPhotoArchive: true,
    extend: withItemPhotos,
    docxtemplaterOnly: true,
    targetRatio: 25,
    sizeNotCompared: 'docxtemplater places one static photo, the deck four',
  };
}

function withPagedTable(base: Uint8Array, open: string): Uint8Array {
  const files = unzipSync(base);
  files['ppt/slides/slide3.xml'] = strToU8(tagRow(strFromU8(files['ppt/slides/slide3.xml']), open));
  return zipSync(files, { level: 6 });
}

function withLines(row: Record<string, string>, index: number): DataRecord {
  const lines = Array.from({ length: PAGED_LINES }, (_, line) => ({
    sku: `SKU-${index}-${line}`,
    qty: String((index + line) % 40),
    price: `${(line * 7.25).toFixed(2)}`,
  }));
  const pages = Array.from({ length: PAGED_LINES / LINES_A_SLIDE }, (_, page) => [
    `lines_${page + 1}`,
    lines.slice(page * LINES_A_SLIDE, (page + 1) * LINES_A_SLIDE),
  ]);
  // docxtemplater's written-out pages loop over a page's lines each.
  return { ...row, lines, ...Object.fromEntries(pages) };
}

export function paginatedTableDeck(): BenchDeck {
  const base = structuralBase();
  return {
    label: `g: 10 slides, a ${PAGED_LINES}-line table paginated ${LINES_A_SLIDE} a slide`,
    bytes: withPagedTable(base, `{{#lines | paginate:${LINES_A_SLIDE}}}`),
    docxtemplaterBytes: withPagedTable(base, '{{#lines}}'),
    docxtemplaterWrittenOut: withSlidesWrittenOut(
      withPagedTable(base, '{{#lines_1}}'),
      3,
      PAGED_LINES / LINES_A_SLIDE,
      (xml, n) => xml.replace('{{#lines_1}}', `{{#lines_${n}}}`).replace('{{/lines}}', `{{/lines_${n}}}`),
    ),
    extend: withLines,
    docxtemplaterOnly: true,
    targetRatio: 25,
  };
}
