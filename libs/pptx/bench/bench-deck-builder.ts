import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { DataRecord } from '@deckmill/csv/data';
import { REL } from './bench-picture';
import { benchSlide, type SlideShape } from './bench-slides';
import { noisePng } from './noise-png';

const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/pptx');
export const SLIDE_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
const SLIDE_COUNT = 10;

function slideRels(withImage: boolean, slide: number): string {
  const image = withImage
    ? `<Relationship Id="rIdImage" Type="${REL}/image" Target="../media/bench${slide}.png"/>`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rIdLayout" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>${image}</Relationships>`
  );
}

/** Replaces a base deck's slides (and their notes) with ten generated ones, keeping masters, layouts, theme. */
export function buildDeck(baseFixture: string, shape: SlideShape, imageSide: number): Uint8Array {
  const files = unzipSync(readFileSync(path.join(FIXTURES, baseFixture)));
  const output: Zippable = {};
  for (const [name, data] of Object.entries(files)) {
    if (!/^ppt\/(slides|notesSlides)\//.test(name)) output[name] = data;
  }
  const presentationRels = strFromU8(files['ppt/_rels/presentation.xml.rels'])
    .replace(/<Relationship [^>]*Type="[^"]*\/slide"[^>]*\/>/g, '')
    .replace(
      '</Relationships>',
      `${Array.from({ length: SLIDE_COUNT }, (_, index) => `<Relationship Id="rIdBench${index + 1}" Type="${REL}/slide" Target="slides/slide${index + 1}.xml"/>`).join('')}</Relationships>`,
    );
  const slideIds = Array.from(
    { length: SLIDE_COUNT },
    (_, index) => `<p:sldId id="${300 + index}" r:id="rIdBench${index + 1}"/>`,
  ).join('');
  const presentation = strFromU8(files['ppt/presentation.xml']).replace(
    /<p:sldIdLst>.*?<\/p:sldIdLst>/s,
    `<p:sldIdLst>${slideIds}</p:sldIdLst>`,
  );
  const overrides = Array.from(
    { length: SLIDE_COUNT },
    (_, index) => `<Override PartName="/ppt/slides/slide${index + 1}.xml" ContentType="${SLIDE_TYPE}"/>`,
  ).join('');
  const contentTypes = strFromU8(files['[Content_Types].xml'])
    .replace(/<Override PartName="\/ppt\/(slides|notesSlides)\/[^>]*\/>/g, '')
    .replace(/<Default Extension="png"[^>]*\/>/, '')
    .replace('</Types>', `<Default Extension="png" ContentType="image/png"/>${overrides}</Types>`);
  output['[Content_Types].xml'] = strToU8(contentTypes);
  output['ppt/presentation.xml'] = strToU8(presentation);
  output['ppt/_rels/presentation.xml.rels'] = strToU8(presentationRels);
  for (let slide = 1; slide <= SLIDE_COUNT; slide++) {
    output[`ppt/slides/slide${slide}.xml`] = strToU8(benchSlide(slide, shape));
    output[`ppt/slides/_rels/slide${slide}.xml.rels`] = strToU8(slideRels(shape.picture, slide));
    if (shape.picture)
      output[`ppt/media/bench${slide}.png`] = [noisePng(imageSide, imageSide, slide), { level: 0 }];
  }
  return zipSync(output, { level: 6 });
}

export interface BenchDeck {
  readonly label: string;
  readonly bytes: Uint8Array;
  /** The template docxtemplater renders, when its syntax differs (deck c: no slide loops in its open source). */
  readonly docxtemplaterBytes?: Uint8Array;
  /**
   * The deck for docxtemplater with a section's copies written out as slides of their own (decks c and g), so
   * its output holds the engine's slides: sizes are compared with it. docxtemplater is timed on both its
   * templates, and the faster is the peer.
   */
  readonly docxtemplaterWrittenOut?: Uint8Array;
  /** Adds nested data (lists for sections) to a CSV row. */
  readonly extend?: (row: Record<string, string>, index: number) => DataRecord;
  /** The same deck with its picture static (deck d): what the output costs without the lookup and XML work. */
  readonly staticBytes?: Uint8Array;
  /** Rows name photos in the bench's images archive (deck d). */
  readonly usesPhotoArchive?: boolean;
  /** Print the per-row time next to deck (b)'s, the same text without a chart (deck e). */
  readonly compareWithText?: boolean;
  /** Its loops have their own syntax in Carbone: docxtemplater is its only peer (decks c, f, g). */
  readonly docxtemplaterOnly?: boolean;
  /** The ratio to the best peer it must reach: 100x, or 25x for the structural decks (c, e, f, g). */
  readonly targetRatio?: number;
  /** Why its output's size is not held against docxtemplater's (they do not hold the same content). */
  readonly sizeNotCompared?: string;
}
