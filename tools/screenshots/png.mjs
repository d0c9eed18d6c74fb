// Lossless re-encoding of Chromium's screenshots, so the committed pictures stay small without an outside
// tool: the alpha channel dropped (screenshots are opaque), a palette when the picture has 256 colours or
// fewer, otherwise each row's best PNG filter and zlib's strongest level.
import fs from 'node:fs';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunks(png) {
  const found = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** What PNG filter `type` predicts for byte `i` of `row`, from the bytes left of it and above it. */
function predict(type, row, above, i, bpp) {
  const a = i >= bpp ? row[i - bpp] : 0;
  const b = above ? above[i] : 0;
  switch (type) {
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4:
      return paeth(a, b, above && i >= bpp ? above[i - bpp] : 0);
    default:
      return 0;
  }
}

/** A row unfiltered in place, given the row above (already unfiltered). */
function unfilterRow(type, row, above, bpp) {
  for (let i = 0; i < row.length; i++) row[i] = (row[i] + predict(type, row, above, i, bpp)) & 0xff;
}

/** 8-bit RGB or RGBA, not interlaced (what Chromium writes) as rows of RGB; null for any other PNG. */
function decode(png) {
  const all = chunks(png);
  const header = all[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colourType, , , interlace] = header.subarray(8);
  if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) return null;
  const channels = colourType === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * channels;
  const rows = [];
  let above = null;
  for (let y = 0; y < height; y++) {
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    unfilterRow(raw[y * (stride + 1)], row, above, channels);
    if (channels === 4 && row.some((value, i) => i % 4 === 3 && value !== 255)) return null;
    above = row;
    rows.push(row);
  }
  const rgb = rows.map((row) => (channels === 3 ? row : Buffer.from(row.filter((_, i) => i % 4 !== 3))));
  return { width, height, rows: rgb };
}

/** The row filtered with whichever of the five filters leaves the smallest sum of magnitudes. */
function bestFilteredRow(row, above, bpp) {
  let best = null;
  let bestScore = Infinity;
  for (let type = 0; type <= 4; type++) {
    const out = Buffer.alloc(row.length + 1);
    out[0] = type;
    let score = 0;
    for (let i = 0; i < row.length; i++) {
      const value = (row[i] - predict(type, row, above, i, bpp)) & 0xff;
      out[i + 1] = value;
      score += value < 128 ? value : 256 - value;
    }
    if (score < bestScore) [best, bestScore] = [out, score];
  }
  return best;
}

/** The picture's colours as a palette and its rows as indices, or null past 256 colours. */
function toPalette({ width, rows }) {
  const index = new Map();
  const indexed = [];
  for (const row of rows) {
    const out = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x++) {
      const colour = (row[x * 3] << 16) | (row[x * 3 + 1] << 8) | row[x * 3 + 2];
      if (!index.has(colour)) {
        if (index.size === 256) return null;
        index.set(colour, index.size);
      }
      out[x + 1] = index.get(colour);
    }
    indexed.push(out);
  }
  const palette = Buffer.alloc(index.size * 3);
  for (const [colour, i] of index) palette.writeUIntBE(colour, i * 3, 3);
  return { palette, rows: indexed };
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encode(image) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  const paletted = toPalette(image);
  let raw;
  const extra = [];
  if (paletted) {
    header.set([8, 3, 0, 0, 0], 8);
    extra.push(chunk('PLTE', paletted.palette));
    raw = Buffer.concat(paletted.rows);
  } else {
    header.set([8, 2, 0, 0, 0], 8);
    raw = Buffer.concat(image.rows.map((row, y) => bestFilteredRow(row, image.rows[y - 1] ?? null, 3)));
  }
  const data = zlib.deflateSync(raw, { level: 9, memLevel: 9 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rewrites `file` smaller when it can, the picture unchanged; returns its size in bytes. */
export async function optimisePng(file) {
  const original = fs.readFileSync(file);
  const image = decode(original);
  if (!image) return original.length;
  const smaller = encode(image);
  if (smaller.length >= original.length) return original.length;
  fs.writeFileSync(file, smaller);
  return smaller.length;
}
