import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { takeCpuTurn } from '@deckmill/testing';
import { compileTemplate } from '../src';
import { assertSoundPackage, unzipDeck } from './support/deck-checks';
import { editDeck } from './support/inject-text';
import { readFixture } from './support/fixtures';
import { convertToPdf } from './support/libreoffice';

// Text that fits, checked by an independent renderer: small boxes set to shrink, to resize and
// `| fit` are filled with long values, LibreOffice draws the decks to PDF, and every word pdftotext finds must
// lie inside its shape's frame (for the resized shape, the frame the output's xfrm gives). The same values in
// the same boxes set not to fit must overflow, so the check can fail.
// LibreOffice (7.4) ignores a file's `fontScale` and shrinks by its own measure, so the output deck alone
// would not check the scale the engine chose: a "baked" copy writes that scale into the runs' sizes and line
// spacing, with autofit off, and LibreOffice must find that text inside the box too.
jest.setTimeout(300_000);
const run = promisify(execFile);

const SLIDE = 'ppt/slides/slide1.xml';
const SLIDE_WIDTH = 12192000;
/** pdftotext's word boxes are the font's line box: allowed past the frame by this much, points. */
const TOLERANCE_PT = 3;

interface Frame {
  readonly x: number;
  readonly y: number;
  readonly cx: number;
  readonly cy: number;
}

// Three columns with gaps between them, so a word is told to its shape by where it is across the page.
const COLUMNS = [
  { id: 2, name: 'Shrink', autofit: '<a:normAutofit/>', tag: '{{name}}' },
  { id: 3, name: 'Resize', autofit: '<a:spAutoFit/>', tag: '{{name}}' },
  { id: 4, name: 'Fit filter', autofit: '<a:noAutofit/>', tag: '{{ name | fit }}' },
] as const;
const frameOf = (column: number): Frame => ({
  x: 400000 + column * 4000000,
  y: 800000,
  cx: 3400000,
  cy: 700000,
});

const VALUES: Record<string, string> = {
  latin:
    'Maximiliane Alexandra von Hohenzollern-Sigmaringen, Geschäftsführerin der Südwestdeutschen Beteiligungsgesellschaft',
  cjk: '株式会社東京海上日動システムズ国際事業本部長兼グローバル戦略推進室長 山田太郎',
  arabic: 'شركة الاتصالات السعودية للاستثمار والتطوير العقاري والخدمات اللوجستية المتكاملة',
  hebrew: 'חברת התקשורת הישראלית להשקעות ופיתוח נדל״ן ושירותים לוגיסטיים משולבים בע״מ',
  word: 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
};

function box(column: number, autofit: string, tag: string): string {
  const { x, y, cx, cy } = frameOf(column);
  const { id, name } = COLUMNS[column];
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square">${autofit}</a:bodyPr>` +
    `<a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="2400"/><a:t>${tag}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}

/** The fixture's first slide with only the three boxes. */
function templateWith(boxes: string): Uint8Array {
  return editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
    [SLIDE]: (xml) =>
      xml.replace(/(<p:grpSpPr>.*?<\/p:grpSpPr>|<p:grpSpPr\/>).*<\/p:spTree>/s, `$1${boxes}</p:spTree>`),
  });
}

const fitted = templateWith(COLUMNS.map((column, index) => box(index, column.autofit, column.tag)).join(''));
// The same boxes and values, set not to fit.
const unfitted = templateWith(COLUMNS.map((_, index) => box(index, '<a:noAutofit/>', '{{name}}')).join(''));

interface Word {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

interface Page {
  readonly width: number;
  readonly words: readonly Word[];
}

async function firstPage(pdf: string): Promise<Page> {
  const { stdout } = await run('pdftotext', ['-bbox-layout', '-f', '1', '-l', '1', pdf, '-'], {
    timeout: 60_000,
  });
  const width = Number(/<page width="([\d.]+)"/.exec(stdout)?.[1]);
  const words = [
    ...stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    text: match[5],
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
  }));
  return { width, words };
}

/** The frame in points on a page of `width` points. */
function inPoints(frame: Frame, width: number): Frame {
  const scale = width / SLIDE_WIDTH;
  return { x: frame.x * scale, y: frame.y * scale, cx: frame.cx * scale, cy: frame.cy * scale };
}

const inside = (word: Word, frame: Frame) =>
  word.xMin >= frame.x - TOLERANCE_PT &&
  word.xMax <= frame.x + frame.cx + TOLERANCE_PT &&
  word.yMin >= frame.y - TOLERANCE_PT &&
  word.yMax <= frame.y + frame.cy + TOLERANCE_PT;

/** The column a word is in, by its centre across the page; -1 between columns. */
function columnOf(word: Word, width: number): number {
  const centre = (word.xMin + word.xMax) / 2;
  return COLUMNS.findIndex((_, column) => {
    const frame = inPoints(frameOf(column), width);
    return centre >= frame.x && centre <= frame.x + frame.cx;
  });
}

/** The slide with each shrunk shape's scale written into its text, and autofit off. */
function bakeScale(xml: string): string {
  return xml.replace(/<p:sp>.*?<\/p:sp>/gs, (shape) => {
    const autofit = /<a:normAutofit( fontScale="(\d+)")?( lnSpcReduction="(\d+)")?\/>/.exec(shape);
    if (!autofit) return shape;
    const scale = Number(autofit[2] ?? 100000) / 100000;
    const reduction = Number(autofit[4] ?? 0);
    return shape
      .replace(autofit[0], '<a:noAutofit/>')
      .replace(/ sz="(\d+)"/g, (_, size: string) => ` sz="${Math.round(Number(size) * scale)}"`)
      .replace(/<a:p>/g, `<a:p><a:pPr><a:lnSpc><a:spcPct val="${100000 - reduction}"/></a:lnSpc></a:pPr>`);
  });
}

function baked(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  files[SLIDE] = strToU8(bakeScale(strFromU8(files[SLIDE])));
  return zipSync(files);
}

const work = { dir: '' };
let releaseCpu: (() => Promise<void>) | undefined;
const pages = new Map<string, Page>();
const slides = new Map<string, string>();
const findings = new Map<string, readonly string[]>();

beforeAll(async () => {
  releaseCpu = await takeCpuTurn();
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-fit-'));
  const templates = { fitted: compileTemplate(fitted), unfitted: compileTemplate(unfitted) };
  const files: string[] = [];
  for (const [kind, template] of Object.entries(templates)) {
    for (const [value, text] of Object.entries(VALUES)) {
      const deck = await template.render({ name: text });
      const bytes = deck.toBuffer();
      const parts = unzipDeck(bytes);
      assertSoundPackage(parts);
      slides.set(`${kind}-${value}`, parts.get(SLIDE) ?? '');
      findings.set(
        `${kind}-${value}`,
        deck.findings.map((finding) => finding.kind),
      );
      files.push(path.join(work.dir, `${kind}-${value}.pptx`));
      await writeFile(files[files.length - 1], bytes);
      if (kind !== 'fitted') continue;
      files.push(path.join(work.dir, `baked-${value}.pptx`));
      await writeFile(files[files.length - 1], baked(bytes));
    }
  }
  await convertToPdf(files, work.dir);
  for (const file of files) {
    const name = path.basename(file, '.pptx');
    pages.set(name, await firstPage(path.join(work.dir, `${name}.pdf`)));
  }
}, 10 * 60_000);

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
  await releaseCpu?.();
});

/** The frame of shape `column` as the output deck's slide gives it (grown for resize). */
function outputFrame(xml: string, column: number): Frame {
  const { id } = COLUMNS[column];
  const shape = xml.slice(xml.indexOf(`<p:cNvPr id="${id}"`)).split('</p:sp>')[0];
  const ext = /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape);
  if (!ext) throw new Error(`No frame for shape ${id}`);
  return { x: Number(ext[1]), y: Number(ext[2]), cx: Number(ext[3]), cy: Number(ext[4]) };
}

describe('long values fitted, drawn by LibreOffice', () => {
  it.each(Object.keys(VALUES))('keeps every word of the %s value inside its shape', (value) => {
    const page = pages.get(`fitted-${value}`);
    const xml = slides.get(`fitted-${value}`) ?? '';
    expect(page?.words.length).toBeGreaterThan(0);
    const outside = (page?.words ?? []).filter((word) => {
      const column = columnOf(word, page?.width ?? 0);
      return column < 0 || !inside(word, inPoints(outputFrame(xml, column), page?.width ?? 0));
    });
    expect(outside).toEqual([]);
    // All three shapes were fitted: each column shows words.
    const columns = new Set(page?.words.map((word) => columnOf(word, page.width)));
    expect([...columns].sort()).toEqual([0, 1, 2]);
    expect(findings.get(`fitted-${value}`)).toEqual(['fitted', 'fitted', 'fitted']);
  });

  it.each(Object.keys(VALUES))(
    'keeps the %s value inside its shrunk shapes at the scale the engine chose',
    (value) => {
      const page = pages.get(`baked-${value}`);
      const words = (page?.words ?? []).filter((word) => columnOf(word, page?.width ?? 0) !== 1);
      expect(words.length).toBeGreaterThan(0);
      const outside = words.filter((word) => {
        const column = columnOf(word, page?.width ?? 0);
        return column < 0 || !inside(word, inPoints(frameOf(column), page?.width ?? 0));
      });
      expect(outside).toEqual([]);
    },
  );

  it('grows the resized shape and shrinks the others', () => {
    const xml = slides.get('fitted-latin') ?? '';
    expect(outputFrame(xml, 1).cy).toBeGreaterThan(frameOf(1).cy);
    expect(xml.match(/<a:normAutofit fontScale="\d+"/g)).toHaveLength(2);
  });
});

describe('the same values not fitted', () => {
  it.each(Object.keys(VALUES))('overflow the boxes with the %s value', (value) => {
    const page = pages.get(`unfitted-${value}`);
    const frames = COLUMNS.map((_, column) => inPoints(frameOf(column), page?.width ?? 0));
    const outside = (page?.words ?? []).filter((word) => !frames.some((frame) => inside(word, frame)));
    expect(outside.length).toBeGreaterThan(0);
    expect(findings.get(`unfitted-${value}`)).toEqual(['overflow', 'overflow', 'overflow']);
  });
});
