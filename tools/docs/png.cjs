// Just enough image handling for the docs' pictures without ImageMagick: pdftoppm's PPM pages in, PNG out.
const fs = require('node:fs');
const zlib = require('node:zlib');

/** A binary PPM (P6, 8-bit) as width, height and RGB bytes. */
function readPpm(file) {
  const bytes = fs.readFileSync(file);
  const header = bytes.subarray(0, 64).toString('latin1').split(/\s+/);
  const [, width, height, max] = header.map(Number);
  const offset = `P6\n${width} ${height}\n${max}\n`.length;
  return { width, height, rgb: bytes.subarray(offset) };
}

/** Images side by side on white, 12 px apart, top-aligned. */
function sideBySide(images, gap = 12) {
  const width = images.reduce((sum, image) => sum + image.width, 0) + gap * (images.length + 1);
  const height = Math.max(...images.map((image) => image.height)) + gap * 2;
  const rgb = Buffer.alloc(width * height * 3, 0xe5); // light grey around the white slides
  let left = gap;
  for (const image of images) {
    for (let y = 0; y < image.height; y++) {
      image.rgb.copy(rgb, ((y + gap) * width + left) * 3, y * image.width * 3, (y + 1) * image.width * 3);
    }
    left += image.width + gap;
  }
  return { width, height, rgb };
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG. */
function writePng(file, { width, height, rgb }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  fs.writeFileSync(
    file,
    Buffer.concat([
      signature,
      pngChunk('IHDR', header),
      pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

module.exports = { readPpm, sideBySide, writePng };
