import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { batchImageSource, compileTemplate, openImageArchive, type RenderOptions } from '../../src';
import type { BenchDeck } from '../bench-decks';
import { engineBenchDecks } from '../bench-media-decks';
import { benchRows } from '../bench-rows';
import { writePhotoArchive } from '../photo-archive';
import { WRITER_DECK_IDS, writerDeck } from '../writer-decks';
import { corpusDecks } from './corpus-decks';

// Before and after a change to the engine's write path: renders every corpus, bench and writer deck for a set
// of varied rows (every third with the watermark) and records, per deck, the hash of each output's bytes, of
// each part's inflated XML and of its notes, and its size. `record before.json`, change the engine, `check
// before.json`: a deck is "identical" (same bytes), "same XML" (same parts and notes, other compressed bytes: a
// part now laid out differently), or DIFFERENT (a failure). The templates are kept beside the record
// (`before.json.decks/`) and read back by `check`: PptxGenJS stamps its decks with the time they were written,
// so they are made once. Record and check with one version of this script (a record made before the watermark
// rows were added differs on every deck).
//   node tools/run-ts.mjs libs/pptx/bench/corpus/compare-outputs.ts record /tmp/before.json

const ROWS = 30;
/** Photos for the decks that place the archive's (d, f): small ones, enough that no row's repeats another's. */
const PHOTOS = 200;
const PHOTO_SIDE = 48;

interface DeckRecord {
  readonly bytes: string;
  readonly xml: string;
  readonly size: number;
}

function sha(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

/** Rows that exercise the values' paths: entities, line breaks, empty, long and non-Latin text. */
function variedRows(): Record<string, string>[] {
  const extra = [
    { company: 'A & B <Holdings> "Q"', first_name: '', city: 'Zürich' },
    { company: 'Line one\nline two', first_name: 'Zoë', city: '東京' },
    { company: 'x'.repeat(400), first_name: 'Ὀδυσσεύς', city: 'مرحبا' },
  ];
  return benchRows(ROWS).map((row, index) => ({ ...row, ...(extra[index % 7] ?? {}) }));
}

type Extend = BenchDeck['extend'];

interface MadeDeck {
  readonly id: string;
  readonly bytes: Uint8Array;
  readonly extend?: Extend;
  readonly usesPhotoArchive?: boolean;
}

async function allDecks(): Promise<MadeDeck[]> {
  // The engine bench's decks with their lists (repeated slides and tables, a chart, pictures in a repeated
  // slide placed from a photo archive, as bench:engine places them).
  const decks: MadeDeck[] = (await engineBenchDecks()).map((deck) => ({
    id: `bench-${deck.label.split(':')[0]}`,
    bytes: deck.bytes,
    extend: deck.extend,
    usesPhotoArchive: deck.usesPhotoArchive,
  }));
  for (const id of WRITER_DECK_IDS) decks.push({ id, bytes: (await writerDeck(id)).bytes });
  for (const deck of await corpusDecks()) decks.push({ id: `corpus-${deck.id}`, bytes: deck.bytes });
  return decks;
}

async function recordAll(kept: string, keep: boolean): Promise<Record<string, DeckRecord>> {
  const rows = variedRows();
  const out: Record<string, DeckRecord> = {};
  mkdirSync(kept, { recursive: true });
  const archive = path.join(kept, 'photos.zip');
  await writePhotoArchive(archive, PHOTOS, PHOTO_SIDE);
  const photos = await openImageArchive(archive);
  const withPhotos: RenderOptions = { images: batchImageSource({ archive: photos }) };
  for (const made of await allDecks()) {
    const file = path.join(kept, `${made.id}.pptx`);
    if (keep) writeFileSync(file, made.bytes);
    const deck = { id: made.id, bytes: existsSync(file) ? readFileSync(file) : made.bytes };
    const template = compileTemplate(deck.bytes);
    const bytes = createHash('sha256');
    const xml = createHash('sha256');
    let size = 0;
    for (const [index, row] of rows.entries()) {
      const values = made.extend ? made.extend(row, index) : row;
      // Every third row with the free plan's watermark, whose shape is placed at compile time.
      const watermark = index % 3 === 0;
      const rendered = await template.render(values, {
        ...(made.usesPhotoArchive ? withPhotos : {}),
        watermark,
      });
      const buffer = rendered.toBuffer();
      size += buffer.byteLength;
      bytes.update(buffer);
      const parts = unzipSync(buffer);
      for (const name of Object.keys(parts).sort()) xml.update(name).update(sha(parts[name]));
      xml.update(JSON.stringify([rendered.notes, rendered.missing]));
    }
    out[deck.id] = { bytes: bytes.digest('hex').slice(0, 16), xml: xml.digest('hex').slice(0, 16), size };
  }
  await photos.close();
  rmSync(archive, { force: true });
  return out;
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  const now = await recordAll(`${file}.decks`, mode === 'record');
  if (mode === 'record') {
    writeFileSync(file, JSON.stringify(now, null, 1));
    console.log(`recorded ${Object.keys(now).length} decks into ${file}`);
    return;
  }
  if (!existsSync(file)) throw new Error(`no record ${file}`);
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, DeckRecord>;
  const counts = { identical: 0, sameXml: 0, different: 0 };
  for (const [id, was] of Object.entries(before)) {
    const is = now[id];
    const state = !is
      ? 'MISSING'
      : is.bytes === was.bytes
        ? 'identical'
        : is.xml === was.xml
          ? 'same XML'
          : 'DIFFERENT';
    if (state === 'identical') counts.identical++;
    else if (state === 'same XML') counts.sameXml++;
    else counts.different++;
    const growth = is
      ? `${is.size >= was.size ? '+' : ''}${((is.size / was.size - 1) * 100).toFixed(1)}% size`
      : '';
    console.log(`${id.padEnd(50)} ${state.padEnd(10)} ${growth}`);
  }
  console.log(
    `\n${counts.identical} identical, ${counts.sameXml} same XML in other compressed bytes, ${counts.different} different (${ROWS} rows each)`,
  );
  if (counts.different > 0) process.exitCode = 1;
}

void main();
