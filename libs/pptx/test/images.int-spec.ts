import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { closeColour, fixtureDeck, readPpm, solidPng, takeCpuTurn, type Pixmap } from '@deckmill/testing';
import { compileTemplate } from '../src';
import type { DeckImage, ImageSource } from '../src/images/image-source';
import { assertSoundPackage, unzipDeck } from './support/deck-checks';
import { convertToPdf } from './support/libreoffice';

// Pictures from data drawn by an independent reader: LibreOffice renders each deck, and the
// frames' pixels must be the row's colour.
jest.setTimeout(300_000);
const run = promisify(execFile);

type Rgb = readonly [number, number, number];
const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 60, 220];
const SLIDE_WIDTH = 12192000;

function deckImage(width: number, height: number, colour: Rgb): DeckImage {
  const bytes = solidPng(width, height, colour);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { bytes, contentType: 'image/png', extension: 'png', width, height, hash };
}

// Square pictures in wide frames: `contain` leaves the frame's sides empty, `cover` fills them.
const IMAGES = new Map([
  ['red.png', deckImage(60, 60, RED)],
  ['blue.png', deckImage(60, 60, BLUE)],
]);
const source: ImageSource = {
  resolve: async (value) => {
    const image = IMAGES.get(value);
    return image ? { ok: true, image } : { ok: false, reason: `"${value}" is not in the images archive` };
  },
};

const TABLE = (tag: string) =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="40" name="Table 40"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  `<p:xfrm><a:off x="6000000" y="4000000"/><a:ext cx="4000000" cy="1600000"/></p:xfrm><a:graphic>` +
  `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr/>` +
  `<a:tblGrid><a:gridCol w="2000000"/><a:gridCol w="2000000"/></a:tblGrid><a:tr h="1600000">` +
  `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${tag}</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>` +
  `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>x</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>` +
  `</a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;

/** The fixture with its slides' XML changed by `edit`. */
function editedFixture(edit: (name: string, xml: string) => string): Uint8Array {
  const files = unzipSync(readFileSync(fixtureDeck('automizer-SlideWithImages.pptx')));
  for (const name of ['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml']) {
    files[name] = strToU8(edit(name, strFromU8(files[name])));
  }
  return zipSync(files);
}

const replaceOnce = (xml: string, from: string, to: string) => {
  if (!xml.includes(from)) throw new Error(`Fixture changed: ${from} not found`);
  return xml.replace(from, to);
};

// Slide 1: the big picture (contain) and the text box "Textfeld 1" made a big frame; slide 2: picture
// "imageJPG" with cover, and a table whose first cell takes the picture.
const picturesTemplate = editedFixture((name, xml) => {
  if (name.endsWith('slide1.xml')) {
    const withPicture = replaceOnce(xml, 'descr="picture"', 'descr="{{%logo}}"');
    const box = replaceOnce(
      withPicture,
      '<a:ext cx="470000" cy="369332"/>',
      '<a:ext cx="1500000" cy="1000000"/>',
    );
    return replaceOnce(box, '<a:t>jpg</a:t>', '<a:t>{{% Logo }}</a:t>');
  }
  const cover = replaceOnce(xml, 'name="imageJPG"', 'name="imageJPG" descr="{{%logo | cover}}"');
  return replaceOnce(cover, '</p:spTree>', `${TABLE('{{%logo}}')}</p:spTree>`);
});

// Slide 1 repeats per item, its picture from each item's `photo`.
const repeatedTemplate = editedFixture((name, xml) => {
  if (!name.endsWith('slide1.xml')) return xml;
  return replaceOnce(
    replaceOnce(xml, 'descr="picture"', 'descr="{{%photo}}"'),
    '<a:t>jpg</a:t>',
    '<a:t>{{:items}}</a:t>',
  );
});

interface Frame {
  readonly x: number;
  readonly y: number;
  readonly cx: number;
  readonly cy: number;
}

const FRAMES: Record<string, Frame> = {
  picture: { x: 3556000, y: 2000250, cx: 5080000, cy: 2857500 },
  textBox: { x: 1430867, y: 1041400, cx: 1500000, cy: 1000000 },
  imageJPG: { x: 2175932, y: 1642533, cx: 1532467, cy: 862013 },
  cell: { x: 6000000, y: 4000000, cx: 2000000, cy: 1600000 },
};

/** The pixel at a point of a frame, given as fractions of its width and height. */
function pixelAt(page: Pixmap, frame: Frame, across: number, down: number): Rgb {
  const scale = page.width / SLIDE_WIDTH;
  return page.pixel(
    Math.round((frame.x + frame.cx * across) * scale),
    Math.round((frame.y + frame.cy * down) * scale),
  );
}

const work = { dir: '' };
let releaseCpu: (() => Promise<void>) | undefined;
const pages = new Map<string, Pixmap[]>();
const decks = new Map<string, Uint8Array>();

async function pagesOf(name: string): Promise<Pixmap[]> {
  const pdf = path.join(work.dir, `${name}.pdf`);
  await run('pdftoppm', ['-r', '50', pdf, path.join(work.dir, name)], { timeout: 60_000 });
  const files = [1, 2, 3].map((page) => path.join(work.dir, `${name}-${page}.ppm`));
  const found: Pixmap[] = [];
  for (const file of files) {
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) found.push(readPpm(bytes));
  }
  return found;
}

beforeAll(async () => {
  releaseCpu = await takeCpuTurn();
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-images-'));
  const pictures = compileTemplate(picturesTemplate);
  const repeated = compileTemplate(repeatedTemplate);
  decks.set('red', (await pictures.render({ logo: 'red.png' }, { images: source })).toBuffer());
  decks.set('blue', (await pictures.render({ LOGO: 'blue.png' }, { images: source })).toBuffer());
  const items = [{ photo: 'red.png' }, { photo: 'blue.png' }];
  decks.set('repeated', (await repeated.render({ items }, { images: source })).toBuffer());
  const files: string[] = [];
  for (const [name, bytes] of decks) {
    files.push(path.join(work.dir, `${name}.pptx`));
    await writeFile(files[files.length - 1], bytes);
  }
  await convertToPdf(files, work.dir);
  for (const name of decks.keys()) pages.set(name, await pagesOf(name));
}, 10 * 60_000);

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
  await releaseCpu?.();
});

describe('pictures from data, drawn by LibreOffice', () => {
  it.each([
    ['red', RED],
    ['blue', BLUE],
  ] as const)('the %s row shows its picture in every kind of frame', (name, colour) => {
    const [first, second] = pages.get(name) ?? [];
    expect(closeColour(pixelAt(first, FRAMES.picture, 0.5, 0.5), colour)).toBe(true);
    expect(closeColour(pixelAt(first, FRAMES.textBox, 0.5, 0.5), colour)).toBe(true);
    expect(closeColour(pixelAt(second, FRAMES.imageJPG, 0.5, 0.5), colour)).toBe(true);
    expect(closeColour(pixelAt(second, FRAMES.cell, 0.5, 0.5), colour)).toBe(true);
  });

  it('contain keeps the square picture inside the wide frame; cover fills it', () => {
    const [first, second] = pages.get('red') ?? [];
    expect(closeColour(pixelAt(first, FRAMES.picture, 0.08, 0.5), RED)).toBe(false);
    expect(closeColour(pixelAt(second, FRAMES.imageJPG, 0.12, 0.5), RED)).toBe(true);
  });

  it('a repeated slide shows each item its own picture', () => {
    const [first, second] = pages.get('repeated') ?? [];
    expect(closeColour(pixelAt(first, FRAMES.picture, 0.5, 0.5), RED)).toBe(true);
    expect(closeColour(pixelAt(second, FRAMES.picture, 0.5, 0.5), BLUE)).toBe(true);
  });
});

describe('the package of a deck with pictures', () => {
  it('stores a picture used four times once, typed, and every relationship finds its part', () => {
    const parts = unzipDeck(decks.get('red') ?? new Uint8Array());
    const media = [...parts.keys()].filter((name) => name.startsWith('ppt/media/deckmill-image-'));
    expect(media).toEqual([`ppt/media/deckmill-image-${IMAGES.get('red.png')?.hash.slice(0, 16)}.png`]);
    expect(parts.get('[Content_Types].xml')).toMatch(/<Default Extension="png" ContentType="image\/png"\/>/);
    assertSoundPackage(parts);
    assertSoundPackage(unzipDeck(decks.get('repeated') ?? new Uint8Array()));
  });

  it('keeps the template picture and says why when a picture cannot be had', async () => {
    const rendered = await compileTemplate(picturesTemplate).render(
      { logo: 'missing.png' },
      { images: source },
    );
    expect(rendered.notes).toEqual([
      'Image "logo": "missing.png" is not in the images archive; the template\'s picture was kept.',
    ]);
    const parts = unzipDeck(rendered.toBuffer());
    expect([...parts.keys()].some((name) => name.includes('deckmill-image-'))).toBe(false);
    expect(parts.get('ppt/slides/slide1.xml')).toContain('r:embed="rId2"');
    assertSoundPackage(parts);
  });
});
