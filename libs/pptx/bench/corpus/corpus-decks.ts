import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { seededRandom } from '@deckmill/testing';
import { WRITER_DECK_IDS, writerDeck } from '../writer-decks';
import { packZip, type Parts, type ZipHabits } from './corpus-zip';
import { notesXml, slideXml, type Autofit, type SlideSpec } from './corpus-slides';

// The corpus of small text decks `npm run bench:engine -- --corpus` holds the engine to: generated decks
// that vary what a template holds (slide count 1-30, part sizes, notes, tables, autofit, tag density) and how
// it is packed (stored or levels 1/6/9, data descriptors, extra fields, part order), the bench's writers'
// text decks, and the shared fixtures with tags typed into their slides and notes, each repacked with some
// writer's habits. Seeded: the same seed gives the same bytes.

const FIXTURES = path.resolve(__dirname, '../../../../../shared/fixtures/pptx');
const BASE = 'automizer-SlideWithNotes.pptx';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SLIDE_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
const NOTES_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml';
const GENERATED = 28;
export const CORPUS_SEED = 45;

export interface CorpusDeck {
  readonly id: string;
  readonly label: string;
  readonly bytes: Uint8Array;
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

function habitsOf(random: () => number): ZipHabits {
  return {
    level: pick(random, [0, 1, 6, 6, 9] as const),
    dataDescriptors: random() < 0.4,
    extra: pick(random, ['none', 'none', 'timestamp', 'padding'] as const),
    order: pick(random, ['as-given', 'as-given', 'content-types-last', 'reversed', 'shuffled'] as const),
  };
}

function habitsLabel(habits: ZipHabits): string {
  const level = habits.level === 0 ? 'stored' : `deflate ${habits.level}`;
  const extras = [
    habits.dataDescriptors ? 'data descriptors' : '',
    habits.extra === 'none' ? '' : `${habits.extra} extra`,
    habits.order === 'as-given' ? '' : `${habits.order} order`,
  ].filter(Boolean);
  return [level, ...extras].join(', ');
}

function unzipped(bytes: Uint8Array): Parts {
  return unzipSync(bytes) as Parts;
}

/** The base deck's masters, layouts, theme and notes master with `count` generated slides (and notes). */
function generatedParts(specs: readonly SlideSpec[], notes: readonly number[], notesTagged: boolean): Parts {
  const base = unzipped(readFileSync(path.join(FIXTURES, BASE)));
  const parts: Parts = {};
  for (const [name, data] of Object.entries(base)) {
    if (!/^ppt\/(slides|notesSlides)\//.test(name)) parts[name] = data;
  }
  const count = specs.length;
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  parts['ppt/_rels/presentation.xml.rels'] = strToU8(
    strFromU8(base['ppt/_rels/presentation.xml.rels'])
      .replace(/<Relationship [^>]*Type="[^"]*\/slide"[^>]*\/>/g, '')
      .replace(
        '</Relationships>',
        `${ids.map((n) => `<Relationship Id="rIdCorpus${n}" Type="${REL}/slide" Target="slides/slide${n}.xml"/>`).join('')}</Relationships>`,
      ),
  );
  parts['ppt/presentation.xml'] = strToU8(
    strFromU8(base['ppt/presentation.xml']).replace(
      /<p:sldIdLst>.*?<\/p:sldIdLst>/s,
      `<p:sldIdLst>${ids.map((n) => `<p:sldId id="${300 + n}" r:id="rIdCorpus${n}"/>`).join('')}</p:sldIdLst>`,
    ),
  );
  const overrides = ids
    .map((n) => `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="${SLIDE_TYPE}"/>`)
    .concat(
      ids
        .filter((_, index) => notes[index] > 0)
        .map((n) => `<Override PartName="/ppt/notesSlides/notesSlide${n}.xml" ContentType="${NOTES_TYPE}"/>`),
    )
    .join('');
  parts['[Content_Types].xml'] = strToU8(
    strFromU8(base['[Content_Types].xml'])
      .replace(/<Override PartName="\/ppt\/(slides|notesSlides)\/[^>]*\/>/g, '')
      .replace('</Types>', `${overrides}</Types>`),
  );
  for (const [index, spec] of specs.entries()) {
    const n = index + 1;
    const notesRel =
      notes[index] > 0
        ? `<Relationship Id="rId2" Type="${REL}/notesSlide" Target="../notesSlides/notesSlide${n}.xml"/>`
        : '';
    parts[`ppt/slides/slide${n}.xml`] = strToU8(slideXml(spec));
    parts[`ppt/slides/_rels/slide${n}.xml.rels`] = strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout2.xml"/>${notesRel}</Relationships>`,
    );
    if (notes[index] > 0) {
      parts[`ppt/notesSlides/notesSlide${n}.xml`] = strToU8(notesXml(n, notes[index], notesTagged));
      parts[`ppt/notesSlides/_rels/notesSlide${n}.xml.rels`] = strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId2" Type="${REL}/slide" Target="../slides/slide${n}.xml"/>` +
          `<Relationship Id="rId1" Type="${REL}/notesMaster" Target="../notesMasters/notesMaster1.xml"/></Relationships>`,
      );
    }
  }
  return parts;
}

function generatedDeck(index: number, random: () => number): CorpusDeck {
  const slides = pick(random, [1, 1, 2, 3, 4, 5, 6, 8, 10, 10, 12, 15, 20, 25, 30]);
  const autofit = pick(random, ['norm', 'spAuto', 'none', 'noAutofit', 'scaled', 'mixed'] as const);
  const size = pick(random, ['tiny', 'small', 'medium', 'large'] as const);
  const density = pick(random, ['sparse', 'medium', 'dense'] as const);
  const withTables = random() < 0.6;
  const notesKind = pick(random, ['none', 'plain', 'tagged'] as const);
  const placeholders = random() < 0.5;
  const splitTags = random() < 0.4;
  const paragraphs = { tiny: [1, 3], small: [3, 10], medium: [10, 30], large: [30, 80] }[size];
  const specs: SlideSpec[] = Array.from({ length: slides }, (_, at) => {
    const table = withTables && random() < 0.7;
    return {
      slide: at + 1,
      placeholders,
      autofit:
        autofit === 'mixed' ? pick(random, ['norm', 'spAuto', 'none', 'noAutofit'] as Autofit[]) : autofit,
      bodyParagraphs: paragraphs[0] + Math.floor(random() * (paragraphs[1] - paragraphs[0] + 1)),
      textTags: { sparse: 1, medium: 4, dense: 8 }[density] + Math.floor(random() * 2),
      splitTags,
      tableRows: table ? 3 + Math.floor(random() * 22) : 0,
      tableColumns: 2 + Math.floor(random() * 5),
      tagEveryCells: table ? { sparse: 0, medium: 12, dense: 3 }[density] : 0,
      extraBoxes: density === 'dense' ? Math.floor(random() * 6) : 0,
    };
  });
  const notes = specs.map(() => (notesKind === 'none' ? 0 : 1 + Math.floor(random() * 12)));
  const habits = habitsOf(random);
  const bytes = packZip(generatedParts(specs, notes, notesKind === 'tagged'), habits, random);
  const id = `gen-${String(index + 1).padStart(2, '0')}`;
  const what = [
    `${slides} slide${slides === 1 ? '' : 's'}`,
    `${size} bodies`,
    `${density} tags${splitTags ? ' (split runs)' : ''}`,
    withTables ? 'tables' : '',
    notesKind === 'none' ? '' : `${notesKind} notes`,
    `autofit ${autofit}`,
    placeholders ? 'placeholders' : 'text boxes',
    habitsLabel(habits),
    `${(bytes.byteLength / 1024).toFixed(0)} KB`,
  ].filter(Boolean);
  return { id, label: what.join(', '), bytes };
}

/**
 * Tags typed into a deck's own runs: the first text of each slide gets the customer's name before it, the last
 * its contacts after it, every few table cells one field, and each notes page a greeting.
 */
function injectTags(parts: Parts, random: () => number): Parts {
  const out: Parts = { ...parts };
  const fields = ['company', 'first_name', 'last_name', 'city', 'email', 'amount'];
  for (const [name, data] of Object.entries(parts)) {
    const slide = /^ppt\/slides\/slide\d+\.xml$/.test(name);
    const notes = /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name);
    if (!slide && !notes) continue;
    let xml = strFromU8(data);
    const texts = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)];
    if (texts.length === 0) continue;
    if (notes) {
      const first = texts[0];
      const at = first.index ?? 0;
      out[name] = strToU8(
        `${xml.slice(0, at)}<a:t>Call {{first_name}} at {{email}}. ${first[1]}</a:t>${xml.slice(at + first[0].length)}`,
      );
      continue;
    }
    const every = 2 + Math.floor(random() * 6);
    let cell = 0;
    // Table cells, back to front so earlier offsets hold.
    const cells = [...xml.matchAll(/<a:tc>.*?<\/a:tc>/gs)].reverse();
    for (const found of cells) {
      if (cell++ % every !== 0) continue;
      const at = found.index ?? 0;
      const tagged = found[0].replace(
        /<a:t>([^<]*)<\/a:t>/,
        (_, text: string) => `<a:t>{{${fields[cell % fields.length]}}} ${text}</a:t>`,
      );
      xml = xml.slice(0, at) + tagged + xml.slice(at + found[0].length);
    }
    const again = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)];
    const first = again[0];
    const last = again[again.length - 1];
    const firstAt = first.index ?? 0;
    const lastAt = last.index ?? 0;
    xml =
      xml.slice(0, firstAt) +
      `<a:t>{{company}}, {{first_name}} {{last_name}}: ${first[1]}</a:t>` +
      (again.length > 1
        ? xml.slice(firstAt + first[0].length, lastAt) +
          `<a:t>${last[1]} ({{email}}, {{city}}, {{amount}})</a:t>`
        : '') +
      xml.slice(lastAt + last[0].length);
    out[name] = strToU8(xml);
  }
  return out;
}

const FIXTURE_DECKS = [
  'automizer-SlideWithTables.pptx',
  'automizer-SlideWithNotes.pptx',
  'automizer-TextReplace.pptx',
  'automizer-TextReplaceBullets.pptx',
  'automizer-SlideWithShapes.pptx',
  'poi-45541_Footer.pptx',
  'poi-bug58144-headers-footers-2007.pptx',
  'poi-table-with-theme.pptx',
  'poi-with_japanese.pptx',
  'python-pptx-sld-notes.pptx',
  'python-pptx-tbl-cell.pptx',
  'python-pptx-shp-groupshape.pptx',
];

/** Which writers' decks the corpus takes: the text ones (LibreOffice's copies only when soffice runs here). */
const WRITER_TEXT_DECKS = WRITER_DECK_IDS.filter((id) => id.endsWith('-text') || id.startsWith('powerpoint'));

/** The whole corpus, generated from `seed`: ~50 decks. */
export async function corpusDecks(seed = CORPUS_SEED): Promise<CorpusDeck[]> {
  const random = seededRandom(seed);
  const decks: CorpusDeck[] = [];
  for (let index = 0; index < GENERATED; index++) decks.push(generatedDeck(index, random));
  for (const id of WRITER_TEXT_DECKS) {
    let deck;
    try {
      deck = await writerDeck(id);
    } catch (error) {
      // LibreOffice's copies need soffice: a machine without it runs the rest of the corpus.
      console.log(`corpus: ${id} left out (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    decks.push({ id, label: deck.label.slice(id.length + 2), bytes: deck.bytes });
    // The same deck repacked with another writer's habits: what the packing alone costs.
    const habits = habitsOf(random);
    decks.push({
      id: `${id}-repacked`,
      label: `${id} repacked: ${habitsLabel(habits)}`,
      bytes: packZip(unzipped(deck.bytes), habits, random),
    });
  }
  for (const file of FIXTURE_DECKS) {
    const habits = habitsOf(random);
    const parts = injectTags(unzipped(readFileSync(path.join(FIXTURES, file))), random);
    const bytes = packZip(parts, habits, random);
    decks.push({
      id: `fixture-${file.replace(/\.pptx$/, '')}`,
      label: `${file}, tags typed into slides, tables and notes, ${habitsLabel(habits)}, ${(bytes.byteLength / 1024).toFixed(0)} KB`,
      bytes,
    });
  }
  return decks;
}
