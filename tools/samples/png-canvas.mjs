// A tiny RGBA canvas for the sample's pictures: filled polygons (nonzero winding, 4×4 supersampled edges)
// and a PNG encoder, so the sample logos are made by code without an image library.
import { deflateSync } from 'node:zlib';

const SUBSAMPLES = 4;

export function createCanvas(width, height) {
  return { width, height, pixels: new Uint8ClampedArray(width * height * 4) };
}

function hexColour(hex) {
  const value = Number.parseInt(hex, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends `colour` over a pixel with the given coverage (0..1). */
function blend(canvas, x, y, [r, g, b], coverage) {
  const i = (y * canvas.width + x) * 4;
  const p = canvas.pixels;
  const alpha = p[i + 3] / 255;
  const outAlpha = coverage + alpha * (1 - coverage);
  if (outAlpha === 0) return;
  const mix = (src, dst) => (src * coverage + dst * alpha * (1 - coverage)) / outAlpha;
  p[i] = mix(r, p[i]);
  p[i + 1] = mix(g, p[i + 1]);
  p[i + 2] = mix(b, p[i + 2]);
  p[i + 3] = outAlpha * 255;
}

/** Fills the shape made of closed polygons (arrays of [x, y]) with a colour, holes by winding direction. */
export function fillPolygons(canvas, polygons, hex) {
  const colour = hexColour(hex);
  const edges = [];
  for (const points of polygons) {
    for (let i = 0; i < points.length; i += 1) {
      const [x0, y0] = points[i];
      const [x1, y1] = points[(i + 1) % points.length];
      if (y0 !== y1) edges.push({ x0, y0, x1, y1, dir: y1 > y0 ? 1 : -1 });
    }
  }
  const coverage = new Float32Array(canvas.width);
  for (let y = 0; y < canvas.height; y += 1) {
    coverage.fill(0);
    for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
      const scanY = y + (sy + 0.5) / SUBSAMPLES;
      const crossings = [];
      for (const e of edges) {
        const top = Math.min(e.y0, e.y1);
        const bottom = Math.max(e.y0, e.y1);
        if (scanY < top || scanY >= bottom) continue;
        crossings.push({ x: e.x0 + ((scanY - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), dir: e.dir });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let c = 0; c < crossings.length - 1; c += 1) {
        winding += crossings[c].dir;
        if (winding === 0) continue;
        addSpan(coverage, crossings[c].x, crossings[c + 1].x, canvas.width);
      }
    }
    for (let x = 0; x < canvas.width; x += 1) {
      if (coverage[x] > 0) blend(canvas, x, y, colour, Math.min(1, coverage[x] / SUBSAMPLES));
    }
  }
}

/** Adds a horizontal span's per-pixel coverage, exact at its fractional ends. */
function addSpan(coverage, from, to, width) {
  const start = Math.max(0, from);
  const end = Math.min(width, to);
  for (let x = Math.floor(start); x < end; x += 1) {
    coverage[x] += Math.min(x + 1, end) - Math.max(x, start);
  }
}

export function circle(cx, cy, r, steps = 96) {
  return Array.from({ length: steps }, (_, i) => {
    const angle = (i / steps) * Math.PI * 2;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
}

export function roundedRect(x, y, w, h, r) {
  const corner = (cx, cy, start) =>
    Array.from({ length: 13 }, (_, i) => {
      const angle = start + (i / 12) * (Math.PI / 2);
      return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
    });
  return [
    ...corner(x + w - r, y + r, -Math.PI / 2),
    ...corner(x + w - r, y + h - r, 0),
    ...corner(x + r, y + h - r, Math.PI / 2),
    ...corner(x + r, y + r, Math.PI),
  ];
}

/** A regular polygon (`sides` corners) around a centre, the first corner at `rotation` radians. */
export function regularPolygon(cx, cy, r, sides, rotation = -Math.PI / 2) {
  return Array.from({ length: sides }, (_, i) => {
    const angle = rotation + (i / sides) * Math.PI * 2;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
}

/** An opentype.js path as polygons, its curves flattened. */
export function pathPolygons(path) {
  const polygons = [];
  let current = [];
  let [px, py] = [0, 0];
  const curve = (point) => {
    for (let i = 1; i <= 8; i += 1) current.push(point(i / 8));
  };
  for (const cmd of path.commands) {
    if (cmd.type === 'M') {
      if (current.length) polygons.push(current);
      current = [[cmd.x, cmd.y]];
    } else if (cmd.type === 'L') {
      current.push([cmd.x, cmd.y]);
    } else if (cmd.type === 'Q') {
      const [x0, y0] = [px, py];
      curve((t) => [
        (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cmd.x1 + t ** 2 * cmd.x,
        (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cmd.y1 + t ** 2 * cmd.y,
      ]);
    } else if (cmd.type === 'C') {
      const [x0, y0] = [px, py];
      curve((t) => [
        (1 - t) ** 3 * x0 + 3 * (1 - t) ** 2 * t * cmd.x1 + 3 * (1 - t) * t ** 2 * cmd.x2 + t ** 3 * cmd.x,
        (1 - t) ** 3 * y0 + 3 * (1 - t) ** 2 * t * cmd.y1 + 3 * (1 - t) * t ** 2 * cmd.y2 + t ** 3 * cmd.y,
      ]);
    } else if (cmd.type === 'Z') {
      if (current.length) polygons.push(current);
      current = [];
      continue;
    }
    [px, py] = [cmd.x, cmd.y];
  }
  if (current.length) polygons.push(current);
  return polygons;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The canvas as an RGBA PNG. */
export function encodePng(canvas) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = canvas.width * 4;
  const raw = Buffer.alloc((stride + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(canvas.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
