// The sample's pictures, drawn by code (tools/samples/png-canvas.mjs): one made-up logo per sample company
// (a coloured mark with its initials beside its name) and the template's own "Your logo here" picture.
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';
import {
  circle,
  createCanvas,
  encodePng,
  fillPolygons,
  pathPolygons,
  regularPolygon,
  roundedRect,
} from './png-canvas.mjs';

// Liberation Sans (SIL Open Font License), installed with LibreOffice; the PNGs it draws are committed.
const FONT_FILE = '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf';
const WIDTH = 600;
const HEIGHT = 240;
const INK = '14213D';

let font;
function boldFont() {
  font ??= opentype.parse(readFileSync(FONT_FILE).buffer);
  return font;
}

/** Draws text with its left edge at x and its baseline at y; answers its width. */
function drawText(canvas, text, x, y, size, hex) {
  const path = boldFont().getPath(text, x, y, size);
  fillPolygons(canvas, pathPolygons(path), hex);
  return boldFont().getAdvanceWidth(text, size);
}

function drawCentredText(canvas, text, cx, baseline, size, hex) {
  drawText(canvas, text, cx - boldFont().getAdvanceWidth(text, size) / 2, baseline, size, hex);
}

const MARKS = {
  circle: (c, r) => [circle(c, c, r)],
  square: (c, r) => [roundedRect(c - r, c - r, r * 2, r * 2, r * 0.3)],
  hexagon: (c, r) => [regularPolygon(c, c, r * 1.08, 6, 0)],
  diamond: (c, r) => [roundedRect(c - r * 0.86, c - r * 0.86, r * 1.72, r * 1.72, r * 0.2)],
  octagon: (c, r) => [regularPolygon(c, c, r * 1.04, 8, Math.PI / 8)],
};

/** The name beside the mark: one line if it fits at a readable size, else its words on two lines. */
function drawWordmark(canvas, name, left, width) {
  const single = Math.min(64, (width / boldFont().getAdvanceWidth(name, 100)) * 100);
  if (single >= 46 || !name.includes(' ')) {
    drawText(canvas, name, left, HEIGHT / 2 + single * 0.36, single, INK);
    return;
  }
  const words = name.split(' ');
  const cut = Math.ceil(words.length / 2);
  const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
  const widest = Math.max(...lines.map((line) => boldFont().getAdvanceWidth(line, 100)));
  const size = Math.min(60, (width / widest) * 100);
  lines.forEach((line, index) => {
    drawText(canvas, line, left, HEIGHT / 2 - size * 0.18 + index * size * 1.08, size, INK);
  });
}

/** One company's logo: its mark (shape, colour, initials) and its name, on a transparent background. */
export function companyLogo({ name, colour, mark }) {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const centre = HEIGHT / 2;
  const radius = 92;
  fillPolygons(canvas, MARKS[mark](centre, radius), colour);
  const initials = name
    .split(' ')
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  drawCentredText(canvas, initials, centre, centre + 30, 84, 'FFFFFF');
  drawWordmark(canvas, name, HEIGHT + 8, WIDTH - HEIGHT - 16);
  return encodePng(canvas);
}

/** The template's picture where each deck's logo goes: a dashed frame saying "Your logo here". */
export function logoFramePicture() {
  const canvas = createCanvas(WIDTH, HEIGHT);
  fillPolygons(canvas, [roundedRect(0, 0, WIDTH, HEIGHT, 18)], 'EEF1F6');
  const dash = (x, y, w, h) => fillPolygons(canvas, [roundedRect(x, y, w, h, 0.5)], 'B8C1D1');
  for (let x = 16; x < WIDTH - 16; x += 28) {
    dash(x, 8, 16, 3);
    dash(x, HEIGHT - 11, 16, 3);
  }
  for (let y = 16; y < HEIGHT - 16; y += 28) {
    dash(8, y, 3, 16);
    dash(WIDTH - 11, y, 3, 16);
  }
  drawCentredText(canvas, 'Your logo here', WIDTH / 2, HEIGHT / 2 + 14, 40, '5B6472');
  return encodePng(canvas);
}
