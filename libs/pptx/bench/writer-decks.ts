import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { BenchDeck } from './bench-decks';
import { pptxgenjsDeck, type DeckKind } from './pptxgenjs-decks';

// The same kinds of deck as other programs write them. PptxGenJS writes its decks here; LibreOffice
// saves a copy of each (round-tripped through `soffice --convert-to pptx`, cached in the temp dir); python-pptx
// wrote the committed decks in decks/ (writers/python-pptx-decks.py); PowerPoint wrote the shared fixtures,
// which get tags in their own runs. No Google Slides export is to be had on this machine (see
// docs/benchmarks.md): none is faked.

const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/pptx');
const COMMITTED = path.join(__dirname, 'decks');
const LIBREOFFICE_CACHE = path.join(tmpdir(), 'deckmill-bench-libreoffice');

/** LibreOffice's save of a deck, made once per machine and kept in the temp dir. */
function libreOfficeCopy(deck: Uint8Array, name: string): Uint8Array {
  const source = path.join(LIBREOFFICE_CACHE, 'in', `${name}.pptx`);
  const saved = path.join(LIBREOFFICE_CACHE, 'out', `${name}.pptx`);
  const input = Buffer.from(deck);
  if (existsSync(saved) && existsSync(source) && readFileSync(source).equals(input)) {
    return readFileSync(saved);
  }
  mkdirSync(path.dirname(source), { recursive: true });
  writeFileSync(source, input);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(LIBREOFFICE_CACHE, 'profile')}`,
      '--headless',
      '--convert-to',
      'pptx',
      '--outdir',
      path.dirname(saved),
      source,
    ],
    { stdio: 'ignore', timeout: 180_000 },
  );
  return readFileSync(saved);
}

/**
 * A PowerPoint deck from the shared fixtures with tags typed into its own runs: the first text of each slide
 * gets the customer's name before it, the last one their contacts after it.
 */
function taggedFixture(file: string): Uint8Array {
  const files: Zippable = unzipSync(readFileSync(path.join(FIXTURES, file)));
  for (const [name, data] of Object.entries(files)) {
    if (!/^ppt\/slides\/slide\d+\.xml$/.test(name)) continue;
    const xml = strFromU8(data as Uint8Array);
    const texts = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)];
    if (texts.length === 0) continue;
    const first = texts[0];
    const last = texts[texts.length - 1];
    const firstAt = first.index ?? 0;
    const lastAt = last.index ?? 0;
    const tagged =
      xml.slice(0, firstAt) +
      `<a:t>{{company}}, {{first_name}} {{last_name}}: ${first[1]}</a:t>` +
      (texts.length > 1
        ? xml.slice(firstAt + first[0].length, lastAt) +
          `<a:t>${last[1]} ({{email}}, {{city}}, {{amount}})</a:t>`
        : '') +
      xml.slice(lastAt + last[0].length);
    files[name] = strToU8(tagged);
  }
  // Re-zipped at zlib's default level: PowerPoint's own compression of these small parts is close to it.
  return zipSync(files, { level: 6 });
}

function kindLabel(kind: DeckKind, bytes: Uint8Array): string {
  const size = `${(bytes.byteLength / 1024).toFixed(0)} KB`;
  return kind === 'text' ? `10 slides, text + table, ${size}` : `10 slides, images, ${size}`;
}

export interface WriterDeck extends BenchDeck {
  readonly id: string;
}

/** The decks `--deck=` can name, made only when asked for (LibreOffice's copies take a few seconds each). */
export const WRITER_DECK_IDS = [
  'pptxgenjs-text',
  'pptxgenjs-images',
  'libreoffice-text',
  'libreoffice-images',
  'python-pptx-text',
  'python-pptx-images',
  'powerpoint-tables',
  'powerpoint-footer',
] as const;

export async function writerDeck(id: (typeof WRITER_DECK_IDS)[number]): Promise<WriterDeck> {
  const [writer, kind] = id.split(/-(?=[a-z]+$)/) as [string, string];
  if (writer === 'pptxgenjs' || writer === 'libreoffice') {
    const deckKind = kind as DeckKind;
    const made = await pptxgenjsDeck(deckKind);
    const bytes = writer === 'pptxgenjs' ? made : libreOfficeCopy(made, `pptxgenjs-${deckKind}`);
    const by = writer === 'pptxgenjs' ? 'PptxGenJS 4.0.1' : 'LibreOffice (PptxGenJS deck saved again)';
    return { id, label: `${id}: ${by}, ${kindLabel(deckKind, bytes)}`, bytes };
  }
  if (writer === 'python-pptx') {
    const bytes = readFileSync(path.join(COMMITTED, `${id}.pptx`));
    return { id, label: `${id}: python-pptx 1.0.2, ${kindLabel(kind as DeckKind, bytes)}`, bytes };
  }
  const fixture = kind === 'tables' ? 'automizer-SlideWithTables.pptx' : 'poi-45541_Footer.pptx';
  const bytes = taggedFixture(fixture);
  return {
    id,
    label: `${id}: PowerPoint (${fixture}, tags typed into its runs), ${(bytes.byteLength / 1024).toFixed(0)} KB`,
    bytes,
  };
}
