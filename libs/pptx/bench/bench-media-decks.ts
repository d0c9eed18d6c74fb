import PptxGenJS from 'pptxgenjs';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { DataRecord } from '@deckmill/csv/data';
import { benchDecks, buildDeck, type BenchDeck } from './bench-decks';
import { noisePng } from './noise-png';
import { PHOTO_COUNT, PHOTO_SIDE, photoName } from './photo-archive';
import { picture, REL } from './bench-picture';
import { paginatedTableDeck, picturesInRepeatedSlideDeck } from './bench-structured-media';

// Decks d and e: a photo per row from the batch's images archive, and a chart drawn from a list.
// docxtemplater's open-source core places neither, so it renders their text only (picture and chart static).
export { PHOTO_COUNT } from './photo-archive';
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** Deck (b)'s text slides with a picture on slide 1: a `{{%photo}}` frame, or the photo itself, static. */
function photoTemplate(base: Uint8Array, placed: boolean): Uint8Array {
  const files: Zippable = unzipSync(base);
  const slide = strFromU8(files['ppt/slides/slide1.xml'] as Uint8Array);
  files['ppt/slides/slide1.xml'] = strToU8(
    slide.replace('</p:spTree>', `${picture(placed ? '{{%photo}}' : '')}</p:spTree>`),
  );
  const rels = strFromU8(files['ppt/slides/_rels/slide1.xml.rels'] as Uint8Array);
  files['ppt/slides/_rels/slide1.xml.rels'] = strToU8(
    rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdPhoto" Type="${REL}/image" Target="../media/photo.png"/></Relationships>`,
    ),
  );
  // The frame holds a small sample; the static deck holds a photo of the size a row places, so both
  // decks' outputs carry one photo of the same size.
  const side = placed ? 8 : PHOTO_SIDE;
  files['ppt/media/photo.png'] = [noisePng(side, side, 424_242), { level: 0 }];
  return zipSync(files, { level: 6 });
}

function withPhoto(row: Record<string, string>, index: number): DataRecord {
  return { ...row, photo: photoName(index, PHOTO_COUNT) };
}

export function photoDeck(): BenchDeck {
  const base = buildDeck(
    'automizer-SlideWithTables.pptx',
    { tableRows: 50, tableColumns: 6, picture: false, bodyParagraphs: 96 },
    0,
  );
  const placedStatic = photoTemplate(base, false);
  return {
    label: `d: deck (b) + a ${PHOTO_SIDE}x${PHOTO_SIDE} photo per row from an images archive`,
    bytes: photoTemplate(base, true),
    docxtemplaterBytes: placedStatic,
    staticBytes: placedStatic,
    usesPhotoArchive: true,
    extend: withPhoto,
  };
}

function monthsOf(row: Record<string, string>, index: number): DataRecord {
  return {
    ...row,
    months: MONTHS.map((category, month) => {
      const revenue = 1_000 + ((index * 37 + month * 113) % 900);
      const cost = 400 + ((index * 53 + month * 71) % 500);
      return { category, revenue, cost, margin: revenue - cost };
    }),
  };
}

/** Two slides of text tags and a 12 x 3 column chart with data labels, bound by `{{chart:months}}`. */
export async function chartDeck(): Promise<BenchDeck> {
  const pptx = new PptxGenJS();
  const first = pptx.addSlide();
  first.addText('{{company}}: twelve months, {{first_name}} {{last_name}}', { x: 0.5, y: 0.3, w: 9, h: 0.6 });
  const zeros = MONTHS.map(() => 0);
  first.addChart(
    pptx.ChartType.bar,
    ['Revenue', 'Cost', 'Margin'].map((name) => ({ name, labels: MONTHS, values: zeros })),
    {
      x: 0.5,
      y: 1,
      w: 9,
      h: 4.2,
      altText: '{{chart:months}}',
      barDir: 'col',
      showValue: true,
      showLegend: true,
    },
  );
  const second = pptx.addSlide();
  second.addText('Contact {{first_name}} in {{city}}: {{email}}. Amount due {{amount}}.', {
    x: 0.5,
    y: 0.5,
    w: 9,
    h: 1,
  });
  const written = new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array);
  // pptxgenjs stores its parts uncompressed; PowerPoint deflates them, as decks (a)-(d) are.
  const bytes = zipSync(unzipSync(written), { level: 6 });
  return {
    label: 'e: 2 slides, a 12 x 3 column chart with data labels',
    bytes,
    extend: monthsOf,
    compareWithText: true,
    targetRatio: 25,
  };
}

/**
 * The engine bench's decks: (a)-(c) from bench-decks.ts, then (d) and (e), then the structural decks (f) and
 * (g) of bench-structured-media.ts.
 */
export async function engineBenchDecks(): Promise<BenchDeck[]> {
  return [
    ...benchDecks(),
    photoDeck(),
    await chartDeck(),
    picturesInRepeatedSlideDeck(),
    paginatedTableDeck(),
  ];
}
