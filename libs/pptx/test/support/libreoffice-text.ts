import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeColour, readPpm } from '@deckmill/testing';
import type { TextBox } from '../../src/fit';
import { convertToPdf } from './libreoffice';
import { textBoxDeck } from './text-box-deck';
import { textBoxXml } from './text-box-xml';

const run = promisify(execFile);

/** What LibreOffice made of one box: its text lines (from pdftotext) and its frame's height (from pixels). */
export interface RenderedBox {
  /** Visual lines of text on the slide (rows, with columns). */
  readonly lines: number;
  /** The filled frame's height, EMU: with `spAutoFit` LibreOffice grows it to its own text height. */
  readonly height: number;
}

export const BOX_X = 1_270_000;
export const BOX_Y = 1_270_000;
type Rgb = readonly [number, number, number];
const FILL: Rgb = [255, 230, 200];
const DPI = 144;
const EMU_PER_PIXEL = 914_400 / DPI;

interface PdfLine {
  readonly yMin: number;
  readonly yMax: number;
}

/** The `<line>` boxes of each page of `pdftotext -bbox-layout`, points. */
async function pdfLines(pdf: string): Promise<PdfLine[][]> {
  const { stdout } = await run('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', pdf, '-'], {
    timeout: 60_000,
    maxBuffer: 64 << 20,
  });
  return stdout
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">/g)].map(
        (match) => ({
          yMin: Number(match[1]),
          yMax: Number(match[2]),
        }),
      ),
    );
}

/**
 * Visual lines of one slide: pieces of one line (a right-to-left run, a size change, two columns) overlap
 * vertically by more than half the smaller; stacked lines' boxes overlap only a little.
 */
function countLines(lines: readonly PdfLine[]): number {
  const sorted = [...lines].sort((a, b) => a.yMax - b.yMax);
  let count = 0;
  let current: PdfLine | undefined;
  for (const line of sorted) {
    const overlap = current ? Math.min(current.yMax, line.yMax) - Math.max(current.yMin, line.yMin) : 0;
    const smaller = current ? Math.min(current.yMax - current.yMin, line.yMax - line.yMin) : 0;
    if (current && overlap > smaller / 2) {
      current = { yMin: Math.min(current.yMin, line.yMin), yMax: Math.max(current.yMax, line.yMax) };
    } else {
      count += 1;
      current = line;
    }
  }
  return count;
}

/** The filled frame's height on a rendered page, EMU, found down the column just inside its left edge. */
function frameHeight(ppm: Buffer): number {
  const page = readPpm(ppm);
  const x = Math.round((BOX_X + 25_400) / EMU_PER_PIXEL);
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < page.height; y += 1) {
    if (closeColour(page.pixel(x, y), FILL, 12)) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  return top < 0 ? 0 : (bottom - top + 1) * EMU_PER_PIXEL;
}

/** Renders each box (as `spAutoFit`, filled) on its own slide with LibreOffice and reads back lines and height. */
export async function renderBoxes(boxes: readonly TextBox[]): Promise<RenderedBox[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deckmill-fit-'));
  try {
    const fill = FILL.map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
    const shapes = boxes.map((box) => textBoxXml({ ...box, autofit: 'resize' }, BOX_X, BOX_Y, 2, fill));
    const deck = path.join(dir, 'boxes.pptx');
    await writeFile(deck, textBoxDeck(shapes));
    await convertToPdf([deck], dir);
    const pdf = path.join(dir, 'boxes.pdf');
    const lines = await pdfLines(pdf);
    await run('pdftoppm', ['-r', String(DPI), pdf, path.join(dir, 'page')], { timeout: 240_000 });
    const digits = String(boxes.length).length;
    const rendered: RenderedBox[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      const ppm = await readFile(path.join(dir, `page-${String(i + 1).padStart(digits, '0')}.ppm`));
      rendered.push({ lines: countLines(lines[i] ?? []), height: frameHeight(ppm) });
    }
    return rendered;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
